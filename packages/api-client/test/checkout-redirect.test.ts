import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkoutNeedsLocation, checkoutRedirect } from '../src/index'

// spec: ordering-payment §2 Checkout "If no payment type is chosen, redirects to the cart"
describe('checkoutRedirect', () => {
  it('given a payment type and products, the checkout shows', () => {
    expect(checkoutRedirect({ placed: false, hasPaymentType: true, hasProducts: true })).toBeNull()
  })

  it('without a payment type, or with an empty cart, the diner goes back to the cart', () => {
    expect(checkoutRedirect({ placed: false, hasPaymentType: false, hasProducts: true })).toBe(
      'cart',
    )
    expect(checkoutRedirect({ placed: false, hasPaymentType: true, hasProducts: false })).toBe(
      'cart',
    )
  })

  it('a cart with a line that ran out goes back to the cart, which says so (menu-browsing §5 out of stock)', () => {
    expect(
      checkoutRedirect({
        placed: false,
        hasPaymentType: true,
        hasProducts: true,
        hasUnavailableLines: true,
      }),
    ).toBe('cart')
  })

  it('in wishlist mode (no checkout offered by the cart) a checkout URL opened directly goes back to the cart', () => {
    expect(
      checkoutRedirect({ placed: false, hasPaymentType: true, hasProducts: true, wishlist: true }),
    ).toBe('cart')
  })

  it('a just-placed order (its cart emptied) does not bounce to the cart', () => {
    expect(checkoutRedirect({ placed: true, hasPaymentType: true, hasProducts: false })).toBeNull()
    expect(checkoutRedirect({ placed: true, hasPaymentType: false, hasProducts: false })).toBeNull()
  })

  describe('properties', () => {
    it('redirects exactly when not placed and a payment type or a product is missing', () => {
      fc.assert(
        fc.property(
          fc.boolean(),
          fc.boolean(),
          fc.boolean(),
          (placed, hasPaymentType, hasProducts) => {
            const expected = !placed && (!hasPaymentType || !hasProducts) ? 'cart' : null
            expect(checkoutRedirect({ placed, hasPaymentType, hasProducts })).toBe(expected)
          },
        ),
        { numRuns: 1000 },
      )
    })
  })
})

// spec: ordering-payment §2 Cart "delivery location is confirmed when maps are used"
describe('checkoutNeedsLocation', () => {
  it('delivery with the map picker and no confirmed location asks for it first', () => {
    expect(
      checkoutNeedsLocation({ needsDeliveryLocation: true, deliveryLocationConfirmed: false }),
    ).toBe(true)
  })

  it('a confirmed location, or none needed, shows the form', () => {
    expect(
      checkoutNeedsLocation({ needsDeliveryLocation: true, deliveryLocationConfirmed: true }),
    ).toBe(false)
    expect(
      checkoutNeedsLocation({ needsDeliveryLocation: false, deliveryLocationConfirmed: false }),
    ).toBe(false)
  })
})
