import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deliveryStage, NoResponseError, ServerError } from '../src/index'

const info = { method: 'GET', url: 'https://api.example/en/api/delivery_zone/25.2,55.3/1/' }
const outOfArea = new ServerError(400, { code: 'out_of_area', message: 'Out of area' }, info)

// spec: ordering-payment §4 Delivery location flow, §8 Delivery outside area
describe('deliveryStage', () => {
  it("before the position is confirmed the diner is picking ('pick')", () => {
    expect(deliveryStage({ requested: false, status: 'pending', error: null })).toBe('pick')
    expect(deliveryStage({ requested: false, status: 'error', error: outOfArea })).toBe('pick')
  })

  it("the lookup on its way is 'checking'; its answer is 'confirmed'", () => {
    expect(deliveryStage({ requested: true, status: 'pending', error: null })).toBe('checking')
    expect(deliveryStage({ requested: true, status: 'success', error: null })).toBe('confirmed')
  })

  it("an out_of_area answer opens the §8 dialog; other failures offer a retry ('failed')", () => {
    expect(deliveryStage({ requested: true, status: 'error', error: outOfArea })).toBe(
      'out_of_area',
    )
    expect(
      deliveryStage({
        requested: true,
        status: 'error',
        error: new ServerError(500, { code: 'boom' }, info),
      }),
    ).toBe('failed')
    expect(
      deliveryStage({ requested: true, status: 'error', error: new NoResponseError(info) }),
    ).toBe('failed')
    expect(deliveryStage({ requested: true, status: 'error', error: new Error('x') })).toBe(
      'failed',
    )
  })

  describe('properties', () => {
    it("only an out_of_area server answer is ever 'out_of_area', and only when requested", () => {
      fc.assert(
        fc.property(
          fc.boolean(),
          fc.constantFrom('pending' as const, 'error' as const, 'success' as const),
          fc.option(fc.string(), { nil: null }),
          (requested, status, code) => {
            const error = new ServerError(400, code === null ? null : { code }, info)
            const stage = deliveryStage({ requested, status, error })
            expect(stage === 'out_of_area').toBe(
              requested && status === 'error' && code === 'out_of_area',
            )
            expect(stage === 'pick').toBe(!requested)
          },
        ),
        { numRuns: 1000 },
      )
    })
  })
})
