import { PlaceholderScreen } from './PlaceholderScreen'

/**
 * Product screen (spec: menu-browsing §2).
 * @returns the screen.
 */
export function ProductScreen() {
  return <PlaceholderScreen title="Product" />
}
