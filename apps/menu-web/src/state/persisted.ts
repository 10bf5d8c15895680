import type { Cart } from '@carte/pricing'
import { atomWithStorage, createJSONStorage } from 'jotai/utils'
import type { OrderLocation } from '../lib/location-code'
import { browserStorage, languageStorage, type StringStorage } from './browser-storage'

// Only the licence, the language choice, the order location and the cart persist: never tokens,
// OTPs or payment URLs (architecture rulings).
function persisted<T>(key: string, initial: T, storage: () => StringStorage = browserStorage) {
  return atomWithStorage<T>(key, initial, createJSONStorage<T>(storage), {
    getOnInit: true,
  })
}

/** The last licence opened on this origin (spec: menu-browsing §3 Menu info state license). */
export const licenseAtom = persisted<string | null>('carte:license', null)

const languageAtoms = new Map<string, ReturnType<typeof persisted<string | null>>>()

/**
 * The diner's language choice, per licence (spec: menu-browsing §3 Menu info state
 * selected_language; architecture rulings: the diner's choices persist per licence). Also kept
 * in a cookie for the static server's first screen (languageStorage).
 * @param license - the venue licence.
 * @returns the persisted atom for that licence.
 */
export function selectedLanguageAtom(license: string) {
  let atom = languageAtoms.get(license)
  if (!atom) {
    atom = persisted<string | null>(`carte:${license}:language`, null, () =>
      languageStorage(license),
    )
    languageAtoms.set(license, atom)
  }
  return atom
}

const locationAtoms = new Map<string, ReturnType<typeof persisted<OrderLocation | null>>>()

/**
 * The order location set by a t/a/r path, per licence (spec: menu-browsing §3 Cart state
 * orderLocation, orderLocationType).
 * @param license - the venue licence.
 * @returns the persisted atom for that licence.
 */
export function orderLocationAtom(license: string) {
  let atom = locationAtoms.get(license)
  if (!atom) {
    atom = persisted<OrderLocation | null>(`carte:${license}:location`, null)
    locationAtoms.set(license, atom)
  }
  return atom
}

const cartAtoms = new Map<string, ReturnType<typeof persisted<Cart>>>()

/**
 * The cart lines of one licence, persisted across reloads (architecture rulings: the cart persists
 * per licence). Cart operations are @carte/pricing's pure functions.
 * @param license - the venue licence.
 * @returns the persisted atom for that licence.
 */
export function cartAtom(license: string) {
  let atom = cartAtoms.get(license)
  if (!atom) {
    atom = persisted<Cart>(`carte:${license}:cart`, [])
    cartAtoms.set(license, atom)
  }
  return atom
}
