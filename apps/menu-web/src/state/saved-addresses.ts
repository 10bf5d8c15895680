import { readSavedAddresses, rememberAddress, type SavedAddress } from '@carte/forms'
import { atom } from 'jotai'
import { atomWithStorage, createJSONStorage } from 'jotai/utils'
import { browserStorage } from './browser-storage'

function create(license: string) {
  // Stored as read (anything): @carte/forms decides what of it is a valid address.
  const stored = atomWithStorage<unknown>(
    `carte:${license}:saved-addresses`,
    [],
    createJSONStorage<unknown>(browserStorage),
    { getOnInit: true },
  )
  return atom(
    (get): readonly SavedAddress[] => readSavedAddresses(get(stored)),
    (get, set, address: SavedAddress) => set(stored, rememberAddress(get(stored), address)),
  )
}

const atoms = new Map<string, ReturnType<typeof create>>()

/**
 * The diner's saved delivery addresses of one licence, persisted as `carte:{license}:saved-addresses`
 * (spec: ordering-payment §3 Cart state "Only customer name, e-mail, phone, car and saved addresses
 * persist"). Reading gives the valid ones, newest first, at most 5; writing an address remembers it
 * at the head (same uuid replaced) through @carte/forms rememberAddress (§9).
 * @param license - the venue licence.
 * @returns the atom: read the list, write one address to remember.
 */
export function savedAddressesAtom(license: string) {
  let found = atoms.get(license)
  if (!found) {
    found = create(license)
    atoms.set(license, found)
  }
  return found
}
