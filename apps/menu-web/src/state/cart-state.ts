import { ORDER_TYPES, PAYMENT_TYPES } from '@carte/api-client'
import type { OrderType, PaymentType } from '@carte/pricing'
import { atom, type SetStateAction } from 'jotai'
import { atomWithStorage, createJSONStorage } from 'jotai/utils'
import { browserStorage, tabStorage } from './browser-storage'

/**
 * The diner's cart choices beside the cart lines (spec: ordering-payment §3 Cart state): what the
 * cart screen sets and the checkout reads. Totals are never stored: they are derived each render.
 */
export interface CartState {
  /** The chosen order type; null = not chosen yet (the default is delivery, §3 Cart state). */
  readonly orderType: OrderType | null
  /** The chosen payment type; null = not chosen (the default rule of §4 Payment type applies). */
  readonly paymentType: PaymentType | null
  /** The coupon code applied (upper-case); '' = none. Valid or not is the coupon lookup's answer. */
  readonly couponCode: string
  /** Order comments (when enable_order_comments). */
  readonly orderComments: string
  /** The delivery map position, set by the delivery location screen. */
  readonly deliveryLocation: { readonly lat: number; readonly lng: number } | null
  /** The delivery location is confirmed (zone lookup succeeded and the address saved). */
  readonly deliveryLocationConfirmed: boolean
  /** The map-formatted delivery address. */
  readonly deliveryFormattedAddress: string
  /** The address form of the map flow (ordering-payment §3 Cart state, §5 Delivery address). */
  readonly deliveryAddress: {
    readonly flatNumber: string
    readonly building: string
    readonly areaStreet: string
    readonly landmark: string
  }
  /** The geocoder's place for the confirmed position (sent as address_google_place_data). */
  readonly deliveryPlace: unknown
}

/** A cart state with nothing chosen. */
export const EMPTY_CART_STATE: CartState = {
  orderType: null,
  paymentType: null,
  couponCode: '',
  orderComments: '',
  deliveryLocation: null,
  deliveryLocationConfirmed: false,
  deliveryFormattedAddress: '',
  deliveryAddress: { flatNumber: '', building: '', areaStreet: '', landmark: '' },
  deliveryPlace: null,
}

/** The choices kept across visits (localStorage): the order type and the coupon code. */
type KeptChoices = Pick<CartState, 'orderType' | 'couponCode'>

/** The choices of this visit (sessionStorage): everything else of the cart state. */
type VisitChoices = Omit<CartState, keyof KeptChoices>

const recordOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '')
const isCoordinate = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)

// Storage is not trusted (an older build, another version in this tab, a hand): each field is
// read back only when it has its type, otherwise it starts empty.
function readKept(stored: unknown): KeptChoices {
  const record = recordOf(stored)
  return {
    orderType: ORDER_TYPES.find((type) => type === record.orderType) ?? null,
    couponCode: textOf(record.couponCode),
  }
}

function readVisit(stored: unknown): VisitChoices {
  const record = recordOf(stored)
  const position = recordOf(record.deliveryLocation)
  const address = recordOf(record.deliveryAddress)
  return {
    paymentType: PAYMENT_TYPES.find((type) => type === record.paymentType) ?? null,
    orderComments: textOf(record.orderComments),
    deliveryLocation:
      isCoordinate(position.lat) && isCoordinate(position.lng)
        ? { lat: position.lat, lng: position.lng }
        : null,
    deliveryLocationConfirmed: record.deliveryLocationConfirmed === true,
    deliveryFormattedAddress: textOf(record.deliveryFormattedAddress),
    deliveryAddress: {
      flatNumber: textOf(address.flatNumber),
      building: textOf(address.building),
      areaStreet: textOf(address.areaStreet),
      landmark: textOf(address.landmark),
    },
    deliveryPlace: record.deliveryPlace ?? null,
  }
}

const EMPTY_KEPT = readKept(null)
const EMPTY_VISIT = readVisit(null)

function keptAtom(license: string) {
  const json = createJSONStorage<KeptChoices>(browserStorage)
  const storage: typeof json = {
    ...json,
    getItem: (key, initial) => {
      const stored: unknown = json.getItem(key, initial)
      const kept = readKept(stored)
      // An older build kept the whole cart state here (payment type, comments, the delivery
      // address): only the order type and the coupon code stay; the rest is dropped from storage
      // and starts empty, as on any later visit.
      if (Object.keys(recordOf(stored)).some((field) => !(field in EMPTY_KEPT))) {
        json.setItem(key, kept)
      }
      return kept
    },
  }
  return atomWithStorage<KeptChoices>(`carte:${license}:cart-state`, EMPTY_KEPT, storage, {
    getOnInit: true,
  })
}

function visitAtom(license: string) {
  const json = createJSONStorage<VisitChoices>(tabStorage)
  const storage: typeof json = {
    ...json,
    getItem: (key, initial) => readVisit(json.getItem(key, initial)),
  }
  return atomWithStorage<VisitChoices>(`carte:${license}:cart-session`, EMPTY_VISIT, storage, {
    getOnInit: true,
  })
}

function create(license: string) {
  const kept = keptAtom(license)
  const visit = visitAtom(license)
  return atom(
    (get): CartState => ({ ...get(visit), ...get(kept) }),
    (get, set, action: SetStateAction<CartState>) => {
      const current: CartState = { ...get(visit), ...get(kept) }
      const next = typeof action === 'function' ? action(current) : action
      if (next === current) return
      const { orderType, couponCode, ...rest } = next
      if (orderType !== current.orderType || couponCode !== current.couponCode) {
        set(kept, { orderType, couponCode })
      }
      const visitChanged = (Object.keys(EMPTY_VISIT) as (keyof VisitChoices)[]).some(
        (field) => rest[field] !== current[field],
      )
      if (visitChanged) set(visit, readVisit(rest))
    },
  )
}

const atoms = new Map<string, ReturnType<typeof create>>()

/**
 * The cart choices of one licence. The order type and the coupon code persist across visits
 * (localStorage `carte:{license}:cart-state`, beside the cart lines); the payment type, the order
 * comments and the delivery location and address are kept for this tab only (sessionStorage
 * `carte:{license}:cart-session`): a reload in the middle of a checkout loses nothing, a later
 * visit starts without them. Never tokens, OTPs or payment URLs.
 * spec: ordering-payment §3 Cart state ("Only customer name, e-mail, phone, car and saved
 * addresses persist"); architecture rulings ("The cart (products, order type, coupon code) and the
 * customer's details persist per licence across reloads")
 * @param license - the venue licence.
 * @returns the atom for that licence: read the whole state, write a state or an update of it.
 */
export function cartStateAtom(license: string) {
  let found = atoms.get(license)
  if (!found) {
    found = create(license)
    atoms.set(license, found)
  }
  return found
}
