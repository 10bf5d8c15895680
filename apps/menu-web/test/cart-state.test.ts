import fc from 'fast-check'
import { createStore } from 'jotai'
import { afterEach, describe, expect, it } from 'vitest'
import { type CartState, cartStateAtom, EMPTY_CART_STATE } from '../src/state/cart-state'

// spec: ordering-payment §3 Cart state ("Only customer name, e-mail, phone, car and saved addresses
// persist"); architecture rulings ("The cart (products, order type, coupon code) and the
// customer's details persist per licence across reloads"). A licence's atom reads its storage
// once, when first used: each test uses licences of its own, as a new page load would.

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

// What the checkout keeps for this tab only (sessionStorage).
const SESSION_PART = {
  paymentType: 'machine',
  orderComments: 'No onions',
  deliveryLocation: { lat: 25.08, lng: 55.14 },
  deliveryLocationConfirmed: true,
  deliveryFormattedAddress: 'Marina Walk, Dubai',
  deliveryAddress: { flatNumber: '12', building: 'Tower B', areaStreet: 'Marina', landmark: '' },
  deliveryPlace: { place_id: 'p-1' },
} as const

const CHECKOUT: CartState = { orderType: 'delivery', couponCode: 'HELLO5', ...SESSION_PART }

const stored = (storage: Storage, key: string): unknown =>
  JSON.parse(storage.getItem(key) ?? 'null')

describe('cart choices: what is kept where', () => {
  it('only the order type and the coupon code go to localStorage; the rest to this tab', () => {
    createStore().set(cartStateAtom('split'), CHECKOUT)
    expect(stored(localStorage, 'carte:split:cart-state')).toEqual({
      orderType: 'delivery',
      couponCode: 'HELLO5',
    })
    expect(stored(sessionStorage, 'carte:split:cart-session')).toEqual(SESSION_PART)
  })

  it('a reload in the middle of a checkout (same tab) gives back every choice', () => {
    localStorage.setItem(
      'carte:reload:cart-state',
      JSON.stringify({ orderType: 'delivery', couponCode: 'HELLO5' }),
    )
    sessionStorage.setItem('carte:reload:cart-session', JSON.stringify(SESSION_PART))
    expect(createStore().get(cartStateAtom('reload'))).toEqual(CHECKOUT)
  })

  it('a later visit (a new tab) gets the order type and the coupon back, nothing else', () => {
    localStorage.setItem(
      'carte:later:cart-state',
      JSON.stringify({ orderType: 'takeaway', couponCode: 'HELLO5' }),
    )
    expect(createStore().get(cartStateAtom('later'))).toEqual({
      ...EMPTY_CART_STATE,
      orderType: 'takeaway',
      couponCode: 'HELLO5',
    })
  })

  it("an older build's whole state in localStorage loads its order type and coupon, and the rest is dropped from storage", () => {
    localStorage.setItem(
      'carte:older:cart-state',
      JSON.stringify({ ...CHECKOUT, orderType: 'takeaway' }),
    )
    expect(createStore().get(cartStateAtom('older'))).toEqual({
      ...EMPTY_CART_STATE,
      orderType: 'takeaway',
      couponCode: 'HELLO5',
    })
    expect(stored(localStorage, 'carte:older:cart-state')).toEqual({
      orderType: 'takeaway',
      couponCode: 'HELLO5',
    })
  })

  it('what is not JSON, or has the wrong types, starts empty instead of crashing', () => {
    localStorage.setItem('carte:broken:cart-state', '{not json')
    sessionStorage.setItem(
      'carte:broken:cart-session',
      JSON.stringify({
        paymentType: 'bitcoin',
        orderComments: 7,
        deliveryLocation: { lat: 'x', lng: 55 },
        deliveryLocationConfirmed: 'yes',
        deliveryAddress: null,
      }),
    )
    localStorage.setItem(
      'carte:typed:cart-state',
      JSON.stringify({ orderType: 'teleport', couponCode: 5 }),
    )
    expect(createStore().get(cartStateAtom('broken'))).toEqual(EMPTY_CART_STATE)
    expect(createStore().get(cartStateAtom('typed'))).toEqual(EMPTY_CART_STATE)
  })

  it('an update that changes nothing writes nothing', () => {
    const store = createStore()
    store.set(cartStateAtom('same'), (state) => state)
    expect(localStorage.getItem('carte:same:cart-state')).toBeNull()
    expect(sessionStorage.getItem('carte:same:cart-session')).toBeNull()
  })

  it('changing the payment type leaves localStorage alone', () => {
    const store = createStore()
    store.set(cartStateAtom('pay'), (state) => ({ ...state, orderType: 'takeaway' }))
    const kept = localStorage.getItem('carte:pay:cart-state')
    store.set(cartStateAtom('pay'), (state) => ({ ...state, paymentType: 'cash' }))
    expect(localStorage.getItem('carte:pay:cart-state')).toBe(kept)
    expect(store.get(cartStateAtom('pay'))).toMatchObject({
      orderType: 'takeaway',
      paymentType: 'cash',
    })
  })

  describe('properties', () => {
    const text = fc.string({ maxLength: 12 })
    const state: fc.Arbitrary<CartState> = fc.record({
      orderType: fc.constantFrom(null, 'delivery', 'dine_in', 'takeaway', 'drive_thru'),
      paymentType: fc.constantFrom(null, 'cash', 'machine', 'card', 'loyalty', 'blue_wallet'),
      couponCode: text,
      orderComments: text,
      deliveryLocation: fc.option(
        fc.record({
          lat: fc.double({ min: -90, max: 90, noNaN: true }),
          lng: fc.double({ min: -180, max: 180, noNaN: true }),
        }),
        { nil: null },
      ),
      deliveryLocationConfirmed: fc.boolean(),
      deliveryFormattedAddress: text,
      deliveryAddress: fc.record({
        flatNumber: text,
        building: text,
        areaStreet: text,
        landmark: text,
      }),
      deliveryPlace: fc.option(fc.record({ place_id: text }), { nil: null }),
    })
    let load = 0

    it('a reload in the same tab reads back what was written; a later visit only the order type and coupon', () => {
      fc.assert(
        fc.property(state, (written) => {
          load += 1
          const license = `p${load}`
          const store = createStore()
          store.set(cartStateAtom(license), written)
          expect(store.get(cartStateAtom(license))).toEqual(written)
          // The reload: a fresh atom of another licence name reading the same two entries.
          const reloaded = `r${load}`
          for (const storage of [localStorage, sessionStorage]) {
            for (const part of ['cart-state', 'cart-session']) {
              const value = storage.getItem(`carte:${license}:${part}`)
              if (value !== null) storage.setItem(`carte:${reloaded}:${part}`, value)
            }
          }
          expect(createStore().get(cartStateAtom(reloaded))).toEqual(
            // -0 is written as 0 by JSON: compare what JSON keeps.
            JSON.parse(JSON.stringify(written)),
          )
          sessionStorage.clear()
          const later = `l${load}`
          const kept = localStorage.getItem(`carte:${license}:cart-state`)
          if (kept !== null) localStorage.setItem(`carte:${later}:cart-state`, kept)
          expect(createStore().get(cartStateAtom(later))).toEqual({
            ...EMPTY_CART_STATE,
            orderType: written.orderType,
            couponCode: written.couponCode,
          })
        }),
        { numRuns: 300 },
      )
    })
  })
})
