import { PlaceholderScreen } from '../PlaceholderScreen'

/**
 * Order Payment screen: a placeholder until its ordering issue lands (spec: ordering-payment §2).
 * @returns the screen.
 */
export function PaymentReturnScreen() {
  return <PlaceholderScreen title="Order Payment" />
}
