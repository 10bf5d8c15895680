import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { paymentResultView } from '../src/index'

// spec: ordering-payment §2 Order payment-result screen
describe('paymentResultView', () => {
  it('PAID: the thank-you text and the animated paid mark', () => {
    expect(paymentResultView('PAID')).toEqual({ kind: 'paid', thanks: true, animate: true })
  })

  it('PENDING: no thanks, and the animation does not play', () => {
    expect(paymentResultView('PENDING')).toEqual({ kind: 'pending', thanks: false, animate: false })
  })

  it('any other status (FAILED, CANCELLED, lower-case paid) is not paid', () => {
    for (const status of ['FAILED', 'CANCELLED', 'paid', '']) {
      expect(paymentResultView(status)).toEqual({ kind: 'not-paid', thanks: false, animate: true })
    }
  })

  describe('properties', () => {
    it('thanks exactly for PAID; the animation plays exactly unless PENDING', () => {
      fc.assert(
        fc.property(fc.oneof(fc.constantFrom('PAID', 'PENDING'), fc.string()), (status) => {
          const view = paymentResultView(status)
          expect(view.thanks).toBe(status === 'PAID')
          expect(view.animate).toBe(status !== 'PENDING')
        }),
        { numRuns: 1000 },
      )
    })
  })
})
