import { PlaceholderScreen } from './PlaceholderScreen'

/**
 * Form screen (spec: menu-browsing §2).
 * @returns the screen.
 */
export function FormScreen() {
  return <PlaceholderScreen title="Form" />
}
