import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isCheckoutShown, isWishlistMode } from '../src/index'

// spec: ordering-payment §3 Cart state enableWishlist
describe('isWishlistMode', () => {
  it('given the venue wishlist on, the cart is a wishlist with or without a table', () => {
    expect(
      isWishlistMode({ enable_wishlist: true, enable_wishlist_table_orders: false }, false),
    ).toBe(true)
    expect(
      isWishlistMode({ enable_wishlist: true, enable_wishlist_table_orders: false }, true),
    ).toBe(true)
  })

  it('the table-orders wishlist applies only at a table or room', () => {
    const tables = { enable_wishlist: false, enable_wishlist_table_orders: true }
    expect(isWishlistMode(tables, true)).toBe(true)
    expect(isWishlistMode(tables, false)).toBe(false)
  })

  it('with both flags off the cart orders', () => {
    const off = { enable_wishlist: false, enable_wishlist_table_orders: false }
    expect(isWishlistMode(off, true)).toBe(false)
    expect(isWishlistMode(off, false)).toBe(false)
  })

  describe('properties', () => {
    it('without a location only enable_wishlist decides', () => {
      fc.assert(
        fc.property(fc.boolean(), fc.boolean(), (enable_wishlist, enable_wishlist_table_orders) => {
          expect(isWishlistMode({ enable_wishlist, enable_wishlist_table_orders }, false)).toBe(
            enable_wishlist,
          )
        }),
        { numRuns: 1000 },
      )
    })
  })
})

// spec: ordering-payment §2 Cart; §6 / §8 Menu closed "ordering disabled"
describe('isCheckoutShown optional inputs (ordering open, minimum pending, geofence)', () => {
  const ready = {
    hasProducts: true,
    wishlist: false,
    minimumMet: true,
    paymentType: 'cash',
    orderType: 'dine_in',
    needsDeliveryLocation: false,
    deliveryLocationConfirmed: false,
  } as const

  it('left out, they count as met (the earlier signature keeps its answer)', () => {
    expect(isCheckoutShown(ready)).toBe(true)
    expect(
      isCheckoutShown({ ...ready, canOrder: true, minimumPending: false, geofenceProceeds: true }),
    ).toBe(true)
  })

  it('hides when the venue is closed or ordering is off', () => {
    expect(isCheckoutShown({ ...ready, canOrder: false })).toBe(false)
  })

  it('hides while the table section minimum is still being looked up', () => {
    expect(isCheckoutShown({ ...ready, minimumPending: true })).toBe(false)
  })

  it('hides until the dine-in geofence passes', () => {
    expect(isCheckoutShown({ ...ready, geofenceProceeds: false })).toBe(false)
  })

  describe('properties', () => {
    it('shown only when every optional input is met and the base conditions hold', () => {
      fc.assert(
        fc.property(
          fc.boolean(),
          fc.boolean(),
          fc.boolean(),
          fc.boolean(),
          (canOrder, minimumPending, geofenceProceeds, wishlist) => {
            const shown = isCheckoutShown({
              ...ready,
              wishlist,
              canOrder,
              minimumPending,
              geofenceProceeds,
            })
            expect(shown).toBe(canOrder && !minimumPending && geofenceProceeds && !wishlist)
          },
        ),
        { numRuns: 1000 },
      )
    })
  })
})
