import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { couponLookupStatus, NoResponseError, ServerError } from '../src/index'

const info = { method: 'GET', url: 'https://api.example/en/api/coupon/1/SAVE10/' }

// spec: ordering-payment §4 Coupon, §7 coupon lookup, §8
describe('couponLookupStatus', () => {
  it("no code is 'none', whatever the lookup says", () => {
    expect(couponLookupStatus({ code: '', status: 'success', error: null })).toBe('none')
    expect(
      couponLookupStatus({ code: '', status: 'error', error: new ServerError(404, null, info) }),
    ).toBe('none')
  })

  it("a lookup on its way is 'loading'; its answer is 'applied'", () => {
    expect(couponLookupStatus({ code: 'SAVE10', status: 'pending', error: null })).toBe('loading')
    expect(couponLookupStatus({ code: 'SAVE10', status: 'success', error: null })).toBe('applied')
  })

  it("a server answer that fails is 'invalid'; no answer is 'failed' (try again)", () => {
    expect(
      couponLookupStatus({
        code: 'SAVE10',
        status: 'error',
        error: new ServerError(404, { message: 'Not found' }, info),
      }),
    ).toBe('invalid')
    expect(
      couponLookupStatus({ code: 'SAVE10', status: 'error', error: new NoResponseError(info) }),
    ).toBe('failed')
    expect(couponLookupStatus({ code: 'SAVE10', status: 'error', error: new Error('x') })).toBe(
      'failed',
    )
  })

  describe('properties', () => {
    it("'invalid' exactly for a code whose lookup failed with a server answer", () => {
      fc.assert(
        fc.property(
          fc.string(),
          fc.constantFrom('pending' as const, 'error' as const, 'success' as const),
          fc.boolean(),
          (code, status, answered) => {
            const error = answered ? new ServerError(400, null, info) : new NoResponseError(info)
            const result = couponLookupStatus({ code, status, error })
            expect(result === 'none').toBe(code === '')
            expect(result === 'invalid').toBe(code !== '' && status === 'error' && answered)
          },
        ),
        { numRuns: 1000 },
      )
    })
  })
})
