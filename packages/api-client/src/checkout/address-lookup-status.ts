/** The delivery marker's address as the screen shows it: loading, known, nothing there, failed. */
export type AddressLookupStatus = 'loading' | 'ready' | 'empty' | 'error'

/** What the marker's address depends on. */
export interface AddressLookupInput {
  /** A place or saved address the diner chose stands for the marker's position (no lookup needed). */
  readonly chosen: boolean
  /** The reverse-geocoding lookup's state. */
  readonly status: 'pending' | 'error' | 'success'
  /** The lookup answered a preferred place (@carte/api-client preferredPlace is not null). */
  readonly found: boolean
}

/**
 * The status of the delivery marker's address: a chosen place or saved address is 'ready' at
 * once; otherwise the reverse geocoding decides: failed is 'error' (retry), running is 'loading',
 * a place found is 'ready', and no place near the point is 'empty' (the point itself is shown).
 * spec: ordering-payment §4 Delivery location flow ("Reverse-geocoded place prefers sublocality,
 *   then neighbourhood, then the first result"), §7 maps service (reverse geocoding)
 * @param input - {@link AddressLookupInput}
 * @returns the {@link AddressLookupStatus}.
 */
export function addressLookupStatus(input: AddressLookupInput): AddressLookupStatus {
  if (input.chosen) return 'ready'
  if (input.status === 'error') return 'error'
  if (input.status === 'pending') return 'loading'
  return input.found ? 'ready' : 'empty'
}
