import * as v from 'valibot'

/** The most saved addresses kept. spec: ordering-payment §9 (Saved addresses: newest first, at most 5) */
export const MAX_SAVED_ADDRESSES = 5

/**
 * The valibot schema of a saved delivery address as persisted (a factory, so a bundle that does not
 * use it keeps none of it).
 * spec: ordering-payment §3 Saved address
 * @returns a schema: uuid, deliveryLocation (lat, lng), formattedAddress, flatNumber, building,
 *   areaStreet, landmark (default '')
 */
export function savedAddressSchema() {
  return v.object({
    uuid: v.pipe(v.string(), v.nonEmpty()),
    deliveryLocation: v.object({
      lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
      lng: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
    }),
    formattedAddress: v.string(),
    flatNumber: v.string(),
    building: v.string(),
    areaStreet: v.string(),
    landmark: v.optional(v.string(), ''),
  })
}

/** A saved delivery address. */
export type SavedAddress = v.InferOutput<ReturnType<typeof savedAddressSchema>>

/**
 * Puts an address at the head of the saved list (replacing one with the same uuid) and keeps the
 * newest five; persisted entries that fail the schema are dropped instead of breaking the screen.
 * spec: ordering-payment §3 Saved address; §9 (newest first, at most 5)
 * @param saved - the persisted list (may be anything read from storage)
 * @param address - the address just confirmed
 * @returns the new list, newest first
 */
export function rememberAddress(saved: unknown, address: SavedAddress): readonly SavedAddress[] {
  const previous = readSavedAddresses(saved).filter((entry) => entry.uuid !== address.uuid)
  return [address, ...previous].slice(0, MAX_SAVED_ADDRESSES)
}

/**
 * Reads a persisted saved-address list for display: entries that fail the schema are dropped,
 * the order (newest first) is kept and at most five are returned; storage that is not a list
 * reads as no addresses. Never throws.
 * spec: ordering-payment §3 Saved address; §9 (newest first, at most 5)
 * @param saved - the persisted list (may be anything read from storage)
 * @returns the valid addresses, newest first, at most {@link MAX_SAVED_ADDRESSES}
 */
export function readSavedAddresses(saved: unknown): readonly SavedAddress[] {
  const schema = savedAddressSchema()
  return (Array.isArray(saved) ? saved : [])
    .flatMap((entry: unknown) => {
      const parsed = v.safeParse(schema, entry)
      return parsed.success ? [parsed.output] : []
    })
    .slice(0, MAX_SAVED_ADDRESSES)
}
