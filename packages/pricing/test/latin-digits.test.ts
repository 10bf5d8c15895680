import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCount, latinDigits } from '../src/index'

// spec: menu-browsing §9 (Arabic-Indic digits for ar with enable_arabic_numerals) and §2 Dialogs
// (a quantity typed by the diner): digits shown or typed as Arabic-Indic read back as Latin.
describe('latinDigits', () => {
  it("Arabic-Indic digits become Latin: '١٢' → '12', '٠٩' → '09'", () => {
    expect(latinDigits('١٢')).toBe('12')
    expect(latinDigits('٠٩')).toBe('09')
  })

  it("Persian (Extended Arabic-Indic) digits become Latin: '۳' → '3', '۱۰' → '10'", () => {
    expect(latinDigits('۳')).toBe('3')
    expect(latinDigits('۱۰')).toBe('10')
  })

  it('Latin digits and every other character are left as they are', () => {
    expect(latinDigits('12 x')).toBe('12 x')
    expect(latinDigits('١٬٢٣٤')).toBe('1٬234')
    expect(latinDigits('')).toBe('')
  })

  describe('properties', () => {
    it('a count Intl writes with Arabic-Indic digits (ar) reads back as the count', () => {
      const ar = new Intl.NumberFormat('ar', { numberingSystem: 'arab', useGrouping: false })
      fc.assert(
        fc.property(fc.nat(), (count) => {
          expect(latinDigits(ar.format(count))).toBe(count.toString(10))
        }),
        { numRuns: 1000 },
      )
    })

    it('a count Intl writes with Persian digits (arabext) reads back as the count', () => {
      const fa = new Intl.NumberFormat('fa', { numberingSystem: 'arabext', useGrouping: false })
      fc.assert(
        fc.property(fc.nat(), (count) => {
          expect(latinDigits(fa.format(count))).toBe(count.toString(10))
        }),
        { numRuns: 1000 },
      )
    })

    it('formatCount without grouping, then latinDigits, gives the count back (ar, flag on)', () => {
      fc.assert(
        fc.property(fc.nat(), (count) => {
          const shown = formatCount(count, {
            language: 'ar',
            enable_arabic_numerals: true,
            grouping: false,
          })
          expect(latinDigits(shown)).toBe(count.toString(10))
        }),
        { numRuns: 1000 },
      )
    })

    it('text without Arabic-Indic digits is unchanged', () => {
      fc.assert(
        fc.property(
          fc.string().filter((text) => !/[\u0660-\u0669\u06f0-\u06f9]/.test(text)),
          (text) => {
            expect(latinDigits(text)).toBe(text)
          },
        ),
        { numRuns: 1000 },
      )
    })
  })
})
