import { PlaceholderScreen } from '../PlaceholderScreen'

/**
 * Delivery Location screen: a placeholder until its ordering issue lands (spec: ordering-payment §2).
 * @returns the screen.
 */
export function DeliveryLocationScreen() {
  return <PlaceholderScreen title="Delivery Location" />
}
