import { PlaceholderScreen } from './PlaceholderScreen'

/**
 * Promotions screen (spec: menu-browsing §2).
 * @returns the screen.
 */
export function PromotionsScreen() {
  return <PlaceholderScreen title="Promotions" />
}
