import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { isDecimalString, moneySchema } from '../src/index'

const decimalString = fc
  .tuple(
    fc.boolean(),
    fc.stringMatching(/^(0|[1-9]\d{0,14})$/),
    fc.option(fc.stringMatching(/^\d{1,6}$/), { nil: undefined }),
  )
  .map(
    ([negative, whole, fraction]) =>
      `${negative ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}`,
  )

describe('money schema (CONTRACT: numbers or decimal strings in, decimal strings out)', () => {
  describe('properties', () => {
    it('a non-negative decimal string leaves exactly as it came (trailing zeros kept); a signed one is refused', () => {
      fc.assert(
        fc.property(decimalString, (amount) => {
          // @carte/pricing refuses negative amounts (INVALID_AMOUNT): the schema refuses them first.
          if (amount.startsWith('-')) expect(v.safeParse(moneySchema, amount).success).toBe(false)
          else expect(v.parse(moneySchema, amount)).toBe(amount)
        }),
        { numRuns: 1000 },
      )
    })
    it('a number leaves as a decimal string that reads back as the same number', () => {
      fc.assert(
        fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
          const result = v.safeParse(moneySchema, amount)
          // Numbers that JavaScript writes in exponent form (|x| < 1e-6) are refused, not guessed;
          // so are negative ones (-0 is written "0").
          if (String(amount).includes('e') || amount < 0) {
            expect(result.success).toBe(false)
            return
          }
          expect(result.success).toBe(true)
          const output = result.output as string
          expect(isDecimalString(output)).toBe(true)
          expect(Number(output)).toBe(amount === 0 ? 0 : amount)
        }),
        { numRuns: 1000 },
      )
    })
    it('whatever is accepted comes out as a plain decimal string', () => {
      fc.assert(
        fc.property(fc.oneof(fc.string(), fc.double(), fc.integer(), decimalString), (input) => {
          const result = v.safeParse(moneySchema, input)
          if (result.success) expect(isDecimalString(result.output)).toBe(true)
        }),
        { numRuns: 1000 },
      )
    })
  })
})
