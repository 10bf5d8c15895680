import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type CheckoutSubmitState,
  checkoutSubmitLabel,
  isCheckoutSubmitDisabled,
} from '../src/index'

const ready: CheckoutSubmitState = {
  formValid: true,
  submitting: false,
  couponLoading: false,
  loyaltyLoading: false,
  minimumPending: false,
  geofenceApplies: false,
  geofenceProceed: false,
  canOrder: true,
  deliveryFeeKnown: true,
}

describe('isCheckoutSubmitDisabled (ordering-payment §2 Checkout screen)', () => {
  it('given a valid form, nothing loading and no geofence, the button works', () => {
    expect(isCheckoutSubmitDisabled(ready)).toBe(false)
  })

  it('is disabled while the form is invalid, while submitting, or while a coupon or discount is loading', () => {
    expect(isCheckoutSubmitDisabled({ ...ready, formValid: false })).toBe(true)
    expect(isCheckoutSubmitDisabled({ ...ready, submitting: true })).toBe(true)
    expect(isCheckoutSubmitDisabled({ ...ready, couponLoading: true })).toBe(true)
    expect(isCheckoutSubmitDisabled({ ...ready, loyaltyLoading: true })).toBe(true)
    expect(isCheckoutSubmitDisabled({ ...ready, minimumPending: true })).toBe(true)
  })

  it('§4 Geolocation: an applicable geofence blocks until it lets the order proceed', () => {
    expect(isCheckoutSubmitDisabled({ ...ready, geofenceApplies: true })).toBe(true)
    expect(
      isCheckoutSubmitDisabled({ ...ready, geofenceApplies: true, geofenceProceed: true }),
    ).toBe(false)
  })

  it('waits for the delivery fee of a set location (its zone lookup; a reload at checkout asks again)', () => {
    expect(isCheckoutSubmitDisabled({ ...ready, deliveryFeeKnown: false })).toBe(true)
  })

  it('§8 Venue closed: a venue that takes no order disables it', () => {
    expect(isCheckoutSubmitDisabled({ ...ready, canOrder: false })).toBe(true)
  })

  describe('properties', () => {
    const states = fc.record({
      formValid: fc.boolean(),
      submitting: fc.boolean(),
      couponLoading: fc.boolean(),
      loyaltyLoading: fc.boolean(),
      minimumPending: fc.boolean(),
      geofenceApplies: fc.boolean(),
      geofenceProceed: fc.boolean(),
      canOrder: fc.boolean(),
      deliveryFeeKnown: fc.boolean(),
    })

    it('enabled exactly when every blocking condition is clear', () => {
      fc.assert(
        fc.property(states, (state) => {
          const blocked = [
            !state.formValid,
            state.submitting,
            state.couponLoading,
            state.loyaltyLoading,
            state.minimumPending,
            state.geofenceApplies && !state.geofenceProceed,
            !state.canOrder,
            !state.deliveryFeeKnown,
          ].some(Boolean)
          expect(isCheckoutSubmitDisabled(state)).toBe(blocked)
        }),
        { numRuns: 1000 },
      )
    })

    it('a geofence answer never matters when the geofence does not apply', () => {
      fc.assert(
        fc.property(states, (state) => {
          const off = { ...state, geofenceApplies: false }
          expect(isCheckoutSubmitDisabled({ ...off, geofenceProceed: true })).toBe(
            isCheckoutSubmitDisabled({ ...off, geofenceProceed: false }),
          )
        }),
        { numRuns: 1000 },
      )
    })
  })
})

describe('checkoutSubmitLabel (ordering-payment §2 Checkout screen, submit button labels)', () => {
  it("'REDIRECTING ...' while submitting with online payment", () => {
    expect(checkoutSubmitLabel({ working: true, online: true, whatsapp: false })).toEqual({
      key: 'ui_str_redirecting',
      text: 'REDIRECTING ...',
      whatsapp: false,
    })
  })

  it("'SUBMITTING' while submitting otherwise", () => {
    expect(checkoutSubmitLabel({ working: true, online: false, whatsapp: false }).text).toBe(
      'SUBMITTING',
    )
    expect(checkoutSubmitLabel({ working: true, online: false, whatsapp: true })).toEqual({
      key: 'ui_str_submitting',
      text: 'SUBMITTING',
      whatsapp: true,
    })
  })

  it("'PAY NOW' for online payment when idle, even when WhatsApp ordering is on", () => {
    expect(checkoutSubmitLabel({ working: false, online: true, whatsapp: true })).toEqual({
      key: 'ui_str_pay_now',
      text: 'PAY NOW',
      whatsapp: false,
    })
  })

  it("'WHATSAPP ORDER' (green) for the WhatsApp variant, else 'SUBMIT ORDER'", () => {
    expect(checkoutSubmitLabel({ working: false, online: false, whatsapp: true })).toEqual({
      key: 'ui_str_whatsapp_order',
      text: 'WHATSAPP ORDER',
      whatsapp: true,
    })
    expect(checkoutSubmitLabel({ working: false, online: false, whatsapp: false })).toEqual({
      key: 'ui_str_submit_order',
      text: 'SUBMIT ORDER',
      whatsapp: false,
    })
  })

  describe('properties', () => {
    it('the green variant only ever shows without online payment', () => {
      fc.assert(
        fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (working, online, whatsapp) => {
          const label = checkoutSubmitLabel({ working, online, whatsapp })
          expect(label.whatsapp).toBe(whatsapp && !online)
          const busyLabel = label.key === 'ui_str_redirecting' || label.key === 'ui_str_submitting'
          expect(busyLabel).toBe(working)
        }),
        { numRuns: 1000 },
      )
    })
  })
})
