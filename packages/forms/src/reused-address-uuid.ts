import type { SavedAddress } from './saved-address'

/** Where the address being saved comes from. */
export interface ReusedAddressInput {
  /** The uuid of the saved address the diner chose for this position, or null. */
  readonly chosenUuid: string | null
  /** The saved-address history (newest first). */
  readonly saved: readonly SavedAddress[]
  /** The confirmed map position being saved. */
  readonly at: { readonly lat: number; readonly lng: number }
}

/**
 * Which saved address a Continue saves again instead of adding a new one: the saved address the
 * diner chose, else the saved address at exactly the same pin; null means a new entry. Reusing
 * the uuid moves that entry to the top of the history (rememberAddress) instead of repeating it.
 * spec: ordering-payment §4 Delivery location flow ("Continue saves the address and optionally
 *   saves it to history (newest first, at most 5)"), §3 Saved address (uuid, deliveryLocation)
 * @param input - {@link ReusedAddressInput}
 * @returns the uuid to save under, or null for a new saved address.
 */
export function reusedAddressUuid(input: ReusedAddressInput): string | null {
  if (input.chosenUuid !== null) return input.chosenUuid
  const same = input.saved.find(
    (entry) =>
      entry.deliveryLocation.lat === input.at.lat && entry.deliveryLocation.lng === input.at.lng,
  )
  return same?.uuid ?? null
}
