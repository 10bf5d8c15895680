import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  CarteUiProvider,
  type ComboGroupOption,
  ComboPicker,
  type VariationGroupOption,
  VariationGroups,
} from '../src/index'
import { expectNoSeriousAxeViolations } from './axe'

// spec: menu-browsing §9 Arabic-Indic digits, §1 right-to-left; §5 Variations (prices shown when
// enable_display_variation_prices). In ar with Arabic-Indic digits an option's price label mixes a
// Latin currency code, a sign and Arabic-Indic digits; laid out in the right-to-left option label
// without isolation it broke apart ("٠٫٥٠٠ Large + KWD"). Each price is its own isolated element
// (<bdi>), so the bidi algorithm orders it apart from the option's name.
const PRICE = '+ KWD ٠٫٥٠٠'

function inArabic(children: React.ReactNode) {
  return render(
    <CarteUiProvider language="ar" enableArabicNumerals>
      <div dir="rtl">{children}</div>
    </CarteUiProvider>,
  )
}

/** The element holding exactly the price text. */
function priceElement(container: HTMLElement): Element {
  const found = [...container.querySelectorAll('.carte-choice__price')].filter(
    (element) => element.textContent === PRICE,
  )
  expect(found).toHaveLength(1)
  return found[0] as Element
}

function expectIsolated(element: Element, name: string) {
  expect(element.tagName).toBe('BDI')
  // Nothing but the price inside: no name or sign outside it joins its run.
  expect(element.textContent).toBe(PRICE)
  expect(element.closest('label')?.textContent).toBe(`${name} ${PRICE}`)
}

const single: VariationGroupOption = {
  id: 1,
  name: 'الحجم',
  required: true,
  multiple: false,
  values: [
    { id: 10, label: 'Small' },
    { id: 11, label: 'Large', priceLabel: PRICE },
  ],
}
const multiple: VariationGroupOption = {
  id: 2,
  name: 'إضافات',
  required: false,
  multiple: true,
  values: [{ id: 20, label: 'Cheese', priceLabel: PRICE }],
}
const combo: readonly ComboGroupOption[] = [
  {
    id: 3,
    name: 'الطبق الرئيسي',
    products: [
      { id: 1021, name: 'Mixed Grill', priceLabel: PRICE },
      { id: 1022, name: 'Shish Tawook' },
    ],
  },
]

describe('option prices are isolated from their names (rtl)', () => {
  it('a single-choice option: the price is its own <bdi>; the radio is still named by both', async () => {
    const { container } = inArabic(<VariationGroups groups={[single]} />)
    expectIsolated(priceElement(container), 'Large')
    expect(screen.getByRole('radio', { name: `Large ${PRICE}` })).toBeInTheDocument()
    await expectNoSeriousAxeViolations(container)
  })

  it('a multi-choice option: the price is its own <bdi>', () => {
    const { container } = inArabic(<VariationGroups groups={[multiple]} />)
    expectIsolated(priceElement(container), 'Cheese')
    expect(screen.getByRole('checkbox', { name: `Cheese ${PRICE}` })).toBeInTheDocument()
  })

  it('a combo product: the price is its own <bdi>', async () => {
    const { container } = inArabic(<ComboPicker groups={combo} />)
    expectIsolated(priceElement(container), 'Mixed Grill')
    expect(screen.getByRole('radio', { name: `Mixed Grill ${PRICE}` })).toBeInTheDocument()
    await expectNoSeriousAxeViolations(container)
  })
})
