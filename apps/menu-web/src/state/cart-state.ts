import type { OrderType, PaymentType } from '@carte/pricing'
import { atomWithStorage, createJSONStorage } from 'jotai/utils'
import { browserStorage } from './browser-storage'

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

const atoms = new Map<string, ReturnType<typeof create>>()

function create(license: string) {
  const json = createJSONStorage<CartState>(browserStorage)
  // A state saved by an older build lacks newer fields: fill them in rather than read undefined.
  const storage: typeof json = {
    ...json,
    getItem: (key, initial) => ({ ...EMPTY_CART_STATE, ...json.getItem(key, initial) }),
  }
  return atomWithStorage<CartState>(`carte:${license}:cart-state`, EMPTY_CART_STATE, storage, {
    getOnInit: true,
  })
}

/**
 * The cart choices of one licence, persisted beside the cart lines (architecture rulings: "The
 * cart (products, order type, coupon code) ... persist per licence across reloads"; never tokens,
 * OTPs or payment URLs).
 * @param license - the venue licence.
 * @returns the persisted atom for that licence.
 */
export function cartStateAtom(license: string) {
  let atom = atoms.get(license)
  if (!atom) {
    atom = create(license)
    atoms.set(license, atom)
  }
  return atom
}
