/** What the delivery address form's Continue waits for. */
export interface DeliveryContinueInput {
  /** The delivery-zone lookup of the confirmed map position answered (the fee is known). */
  readonly zoneConfirmed: boolean
  /** The address parts pass validateDeliveryAddress (flat, building, area/street filled). */
  readonly addressValid: boolean
}

/**
 * Whether the delivery address form's Continue is enabled: the map position is confirmed (its
 * zone lookup answered) and flat/house number, building/premise and area/street are filled.
 * spec: ordering-payment §5 Delivery address (map flow) ("flat/house number, building/premise and
 *   area/street are required to enable Continue"), §4 Delivery location flow ("Confirmed once the
 *   zone lookup succeeds and the address is saved")
 * @param input - {@link DeliveryContinueInput}
 * @returns true when Continue may save the address.
 */
export function canContinueDeliveryAddress(input: DeliveryContinueInput): boolean {
  return input.zoneConfirmed && input.addressValid
}
