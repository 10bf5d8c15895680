import { PlaceholderScreen } from '../PlaceholderScreen'

/**
 * Checkout screen: a placeholder until its ordering issue lands (spec: ordering-payment §2).
 * @returns the screen.
 */
export function AfCheckoutScreen() {
  return <PlaceholderScreen title="Checkout" />
}
