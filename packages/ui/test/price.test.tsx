import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  CarteUiProvider,
  ComboPicker,
  Price,
  ProductCard,
  ProductRow,
  priceDirection,
  VariationGroups,
} from '../src/index'
import { expectNoSeriousAxeViolations } from './axe'

// spec: menu-browsing §9 "Arabic-Indic digits are available for ar when enable_arabic_numerals is
// on", "Right-to-left: ar, he, fa"; §2 Product page, Category page. Every formatted price is one
// isolated piece laid out in the direction of its digits, so a price reads the same way in one
// language wherever it shows: Arabic-Indic digits right to left (code and sign, written first,
// at the right: '٠٫٧٥٠ KWD', '٠٫٥٠٠ KWD +'), Latin digits left to right as in English.
// (jsdom lays nothing out: the visual order is checked in apps/menu-web/e2e/product.e2e.ts.)

describe('priceDirection', () => {
  it('Arabic-Indic digits read right to left', () => {
    expect(priceDirection('KWD ٠٫٧٥٠')).toBe('rtl')
    expect(priceDirection('+ KWD ١٬٢٣٤٫٥٠٠')).toBe('rtl')
    expect(priceDirection('$ ٢٫٤٥')).toBe('rtl')
    // Eastern Arabic-Indic (Persian) digits too.
    expect(priceDirection('IRR ۱۲۰')).toBe('rtl')
  })

  it('Latin digits read left to right, also with an Arabic currency symbol', () => {
    expect(priceDirection('AED 35.70')).toBe('ltr')
    expect(priceDirection('+ AED 6.00')).toBe('ltr')
    expect(priceDirection('$ 9.72')).toBe('ltr')
    expect(priceDirection('د.إ 35.70')).toBe('ltr')
    expect(priceDirection('')).toBe('ltr')
  })
})

describe('Price', () => {
  it('is a <bdi> with the direction of its digits, the text untouched', () => {
    render(
      <>
        <Price>KWD ٠٫٧٥٠</Price>
        <Price className="carte-choice__price">+ AED 6.00</Price>
      </>,
    )
    const arabic = screen.getByText('KWD ٠٫٧٥٠')
    expect(arabic.tagName).toBe('BDI')
    expect(arabic).toHaveAttribute('dir', 'rtl')
    expect(arabic).toHaveClass('carte-price')
    const latin = screen.getByText('+ AED 6.00')
    expect(latin).toHaveAttribute('dir', 'ltr')
    expect(latin).toHaveClass('carte-price', 'carte-choice__price')
  })

  it('a struck-out price is a <del> or <s> given the same direction', () => {
    render(
      <>
        <Price as="del">KWD ١٫٩٥٠</Price>
        <Price as="s">AED 42.00</Price>
      </>,
    )
    expect(screen.getByText('KWD ١٫٩٥٠').tagName).toBe('DEL')
    expect(screen.getByText('KWD ١٫٩٥٠')).toHaveAttribute('dir', 'rtl')
    expect(screen.getByText('AED 42.00').tagName).toBe('S')
    expect(screen.getByText('AED 42.00')).toHaveAttribute('dir', 'ltr')
  })
})

describe('every price place uses it', () => {
  function directions(container: HTMLElement): Record<string, string | null> {
    return Object.fromEntries(
      [...container.querySelectorAll('.carte-price')].map((price) => [
        price.textContent ?? '',
        price.getAttribute('dir'),
      ]),
    )
  }

  it('a card and a row: original, price and alternative price', async () => {
    const { container } = render(
      <CarteUiProvider language="ar" enableArabicNumerals>
        <div dir="rtl">
          <ProductCard
            id={2004}
            name="مرقوق"
            href="/ar/product/2004"
            viewFormat={2}
            price="KWD ١٫٧٥٥"
            originalPrice="KWD ١٫٩٥٠"
          />
          <ProductRow
            id={1012}
            name="برجر دجاج حار"
            viewFormat={4}
            price="AED 35.70"
            originalPrice="AED 42.00"
            altPrice="$ 9.72"
          />
        </div>
      </CarteUiProvider>,
    )
    expect(directions(container)).toEqual({
      'KWD ١٫٩٥٠': 'rtl',
      'KWD ١٫٧٥٥': 'rtl',
      'AED 42.00': 'ltr',
      'AED 35.70': 'ltr',
      '$ 9.72': 'ltr',
    })
    // The places keep their own classes (struck out, muted alternative).
    expect(screen.getByText('KWD ١٫٩٥٠')).toHaveClass('carte-product__original')
    expect(screen.getByText('$ 9.72')).toHaveClass('carte-product__alt-price')
    await expectNoSeriousAxeViolations(container)
  })

  it('option prices of variations and combos', () => {
    const { container } = render(
      <CarteUiProvider language="ar" enableArabicNumerals>
        <div dir="rtl">
          <VariationGroups
            groups={[
              {
                id: 7,
                name: 'الحجم',
                required: true,
                multiple: false,
                values: [{ id: 72, label: 'Large', priceLabel: '+ KWD ٠٫٥٠٠' }],
              },
            ]}
          />
          <ComboPicker
            groups={[
              {
                id: 3,
                name: 'الطبق الرئيسي',
                products: [{ id: 1021, name: 'Mixed Grill', priceLabel: '+ AED 20.00' }],
              },
            ]}
          />
        </div>
      </CarteUiProvider>,
    )
    expect(directions(container)).toEqual({ '+ KWD ٠٫٥٠٠': 'rtl', '+ AED 20.00': 'ltr' })
  })
})
