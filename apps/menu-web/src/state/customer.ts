import { atomWithStorage, createJSONStorage } from 'jotai/utils'
import { browserStorage } from './browser-storage'

/**
 * The diner's details remembered for the next order (spec: ordering-payment §3 Cart state "Only
 * customer name, e-mail, phone, car and saved addresses persist").
 */
export interface CustomerDetails {
  readonly name: string
  readonly email: string
  readonly phone: string
  readonly carNumber: string
}

/** Nothing typed yet. */
export const EMPTY_CUSTOMER: CustomerDetails = { name: '', email: '', phone: '', carNumber: '' }

const atoms = new Map<string, ReturnType<typeof create>>()

function create(license: string) {
  const json = createJSONStorage<CustomerDetails>(browserStorage)
  // Storage is not trusted: keep only the four texts, whatever an older build or a hand wrote.
  const storage: typeof json = {
    ...json,
    getItem: (key, initial) => {
      const stored: unknown = json.getItem(key, initial)
      const record = typeof stored === 'object' && stored !== null ? stored : {}
      const text = (field: keyof CustomerDetails) => {
        const value = (record as Record<string, unknown>)[field]
        return typeof value === 'string' ? value : ''
      }
      return {
        name: text('name'),
        email: text('email'),
        phone: text('phone'),
        carNumber: text('carNumber'),
      }
    },
  }
  return atomWithStorage<CustomerDetails>(`carte:${license}:customer`, EMPTY_CUSTOMER, storage, {
    getOnInit: true,
  })
}

/**
 * The customer's name, e-mail, phone and car number of one licence, persisted
 * (`carte:{license}:customer`), so the next checkout starts filled in.
 * spec: ordering-payment §3 Cart state customerName, customerEmail, customerPhone, customerCar
 * @param license - the venue licence.
 * @returns the persisted atom for that licence.
 */
export function customerAtom(license: string) {
  let atom = atoms.get(license)
  if (!atom) {
    atom = create(license)
    atoms.set(license, atom)
  }
  return atom
}
