import { PlaceholderScreen } from '../PlaceholderScreen'

/**
 * Cart screen: a placeholder until its ordering issue lands (spec: ordering-payment §2).
 * @returns the screen.
 */
export function CartScreen() {
  return <PlaceholderScreen title="Cart" />
}
