import { PlaceholderScreen } from '../PlaceholderScreen'

/**
 * Order screen: a placeholder until its ordering issue lands (spec: ordering-payment §2).
 * @returns the screen.
 */
export function OrderScreen() {
  return <PlaceholderScreen title="Order" />
}
