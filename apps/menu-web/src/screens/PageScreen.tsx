import { PlaceholderScreen } from './PlaceholderScreen'

/**
 * Page screen (spec: menu-browsing §2).
 * @returns the screen.
 */
export function PageScreen() {
  return <PlaceholderScreen title="Page" />
}
