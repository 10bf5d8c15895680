import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  cartSubtotal,
  formatPrice,
  PRICING_ERROR_MESSAGES,
  PricingError,
  roundHalfUp,
  splitEvenly,
  taxBreakdown,
} from '../src/index'
import { line } from './fixtures'

// Programmer errors throw one named error (style: dinero.js habits; issue "Bad input from a programmer").
describe('PricingError', () => {
  it('is named, carries a code and a prefixed message', () => {
    try {
      roundHalfUp('-1', 2)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(PricingError)
      expect(error).toBeInstanceOf(Error)
      const e = error as PricingError
      expect(e.name).toBe('PricingError')
      expect(e.code).toBe('INVALID_AMOUNT')
      expect(e.message).toBe(
        `[@carte/pricing] ${PRICING_ERROR_MESSAGES.INVALID_AMOUNT} (value: -1)`,
      )
    }
  })
  it('names the unknown tax type, the bad guest count and a number passed as money', () => {
    const odd = { id: 7, name: 'x', type: 'surcharge' as 'fixed', rate: '1' }
    expect(() => taxBreakdown('1', { taxes: [odd], cart_subtotal_include_tax: false })).toThrow(
      expect.objectContaining({
        code: 'UNKNOWN_TAX_TYPE',
        message: expect.stringContaining('surcharge'),
      }),
    )
    expect(() => splitEvenly('10', 2, 8)).toThrow(
      expect.objectContaining({ code: 'INVALID_GUESTS' }),
    )
    expect(() => cartSubtotal([line({ uuid: 'a', price: 12.5 as unknown as string })])).toThrow(
      expect.objectContaining({ code: 'INVALID_AMOUNT' }),
    )
  })
})

describe('properties', () => {
  it('any text that is not a non-negative decimal throws INVALID_AMOUNT instead of giving NaN', () => {
    const notDecimal = fc.string().filter((s) => !/^\d+(\.\d+)?$/.test(s))
    fc.assert(
      fc.property(notDecimal, (text) => {
        expect(() => formatPrice(text, { price_decimal_places: 2 })).toThrow(
          expect.objectContaining({ code: 'INVALID_AMOUNT' }),
        )
      }),
      { numRuns: 1000 },
    )
  })
})
