import { PlaceholderScreen } from './PlaceholderScreen'

/**
 * Search screen (spec: menu-browsing §2).
 * @returns the screen.
 */
export function SearchScreen() {
  return <PlaceholderScreen title="Search" />
}
