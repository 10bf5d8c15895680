import { PlaceholderScreen } from './PlaceholderScreen'

/**
 * Category screen (spec: menu-browsing §2).
 * @returns the screen.
 */
export function CategoryScreen() {
  return <PlaceholderScreen title="Category" />
}
