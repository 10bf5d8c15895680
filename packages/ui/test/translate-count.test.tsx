// A string that names a count takes the form its language gives that count: '1 item in cart', not
// '1 items in cart'; a venue supplies the forms its language needs as `{key}_{category}`.
// spec: menu-browsing §3 Menu data (ui_strings); architecture "Strings" (ui_strings key + English default)
import { render, screen } from '@testing-library/react'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type CountedText,
  CountFormatProvider,
  createTranslate,
  englishTranslate,
  HeaderBase,
  StringsProvider,
  translateCount,
} from '../src/index'

const FOUND: CountedText = ['ui_str_found', '{count} product found', '{count} products found']

describe('translateCount', () => {
  it('English: one for 1, other for 0, 2 and 21', () => {
    const say = (count: number) =>
      translateCount(englishTranslate, 'en', FOUND, count, { count: String(count) })
    expect([0, 1, 2, 21].map(say)).toEqual([
      '0 products found',
      '1 product found',
      '2 products found',
      '21 products found',
    ])
  })

  it("a venue's form for the count's category comes first, then its general text, then English", () => {
    const arabic = createTranslate({
      ui_str_found: 'تم العثور على {count} منتجات',
      ui_str_found_one: 'تم العثور على منتج واحد',
      ui_str_found_two: 'تم العثور على منتجين',
    })
    const say = (count: number) =>
      translateCount(arabic, 'ar', FOUND, count, { count: String(count) })
    expect(say(1)).toBe('تم العثور على منتج واحد')
    expect(say(2)).toBe('تم العثور على منتجين')
    // 5 is Arabic 'few': no venue form for it, so the general text.
    expect(say(5)).toBe('تم العثور على 5 منتجات')
  })

  it("French counts 0 as one ('0 produit trouvé'); a venue without the form keeps its general text", () => {
    const french = createTranslate({
      ui_str_found: '{count} produits trouvés',
      ui_str_found_one: '{count} produit trouvé',
    })
    const say = (count: number) =>
      translateCount(french, 'fr', FOUND, count, { count: String(count) })
    expect([0, 1, 2].map(say)).toEqual([
      '0 produit trouvé',
      '1 produit trouvé',
      '2 produits trouvés',
    ])
    const general = createTranslate({ ui_str_found: '{count} produits trouvés' })
    expect(translateCount(general, 'fr', FOUND, 1, { count: '1' })).toBe('1 produits trouvés')
  })

  it('an unknown or malformed language tag takes the English forms, never throws', () => {
    for (const language of ['kp', 'not a tag', '']) {
      expect(translateCount(englishTranslate, language, FOUND, 1, { count: '1' })).toBe(
        '1 product found',
      )
    }
  })

  describe('properties', () => {
    it('in English, exactly the count 1 reads singular, and the shown count is always in the text', () => {
      fc.assert(
        fc.property(fc.nat({ max: 1_000_000 }), (count) => {
          const text = translateCount(englishTranslate, 'en', FOUND, count, { count: `#${count}` })
          expect(text).toBe(count === 1 ? '#1 product found' : `#${count} products found`)
        }),
        { numRuns: 1000 },
      )
    })
  })
})

describe('the cart button names its count in the plural form of the language', () => {
  const header = (language: string, count: number, strings: Record<string, string> = {}) =>
    render(
      <StringsProvider value={createTranslate(strings)}>
        <CountFormatProvider language={language}>
          <HeaderBase title="Demo" onMenuClick={() => {}} cart={{ href: '/cart', count }} />
        </CountFormatProvider>
      </StringsProvider>,
    )

  it("'Cart, 1 item in cart' and 'Cart, 2 items in cart' in English", () => {
    const { unmount } = header('en', 1)
    expect(screen.getByRole('link', { name: 'Cart, 1 item in cart' })).toBeInTheDocument()
    unmount()
    header('en', 2)
    expect(screen.getByRole('link', { name: 'Cart, 2 items in cart' })).toBeInTheDocument()
  })

  it("the venue's ar two-form for 2 items", () => {
    header('ar', 2, {
      ui_str_cart_count: '{count} عناصر في السلة',
      ui_str_cart_count_two: 'عنصران في السلة',
    })
    // The badge's number stays in the name (WCAG 2.5.3 Label in Name).
    expect(screen.getByRole('link', { name: 'Cart 2, عنصران في السلة' })).toBeInTheDocument()
  })
})
