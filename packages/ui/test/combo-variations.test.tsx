import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import {
  type ComboGroupOption,
  ComboPicker,
  type ComboVariationSelection,
  comboSelectionComplete,
  VariationDialog,
  type VariationGroupOption,
} from '../src/index'
import { expectNoSeriousAxeViolations } from './axe'

// spec: menu-browsing §2 Product page "combo groups (exactly one product each)"; §3 Combo group
// "products (each with increase_price_by, out_of_stock and its own variations)"; §4 Variation dialog.
const doneness: VariationGroupOption = {
  id: 4,
  name: 'Doneness',
  required: true,
  multiple: false,
  values: [
    { id: 41, label: 'Medium rare' },
    { id: 42, label: 'Well done' },
  ],
}
const extras: VariationGroupOption = {
  id: 2,
  name: 'Extras',
  required: false,
  multiple: true,
  maxChoicesAllowed: 2,
  values: [
    { id: 21, label: 'Cheese', priceLabel: '+ AED 3.00' },
    { id: 22, label: 'Egg', priceLabel: '+ AED 2.00' },
    { id: 23, label: 'Avocado', priceLabel: '+ AED 4.00' },
  ],
}
const grillBox: ComboGroupOption[] = [
  {
    id: 3,
    name: 'Main',
    products: [
      { id: 1022, name: 'Shish Tawook', variationGroups: [] },
      {
        id: 1021,
        name: 'Mixed Grill',
        priceLabel: '+ AED 20.00',
        variationGroups: [doneness, extras],
      },
    ],
  },
]

describe("ComboPicker: the chosen combo product's own variations", () => {
  it('given a chosen product with a required variation group, the combo is incomplete until a value is chosen', async () => {
    const user = userEvent.setup()
    const { container } = render(<ComboPicker groups={grillBox} />)
    const picker = container.firstElementChild
    // The variations show only for the chosen product.
    expect(screen.queryByRole('radiogroup', { name: 'Doneness' })).toBeNull()
    await user.click(screen.getByRole('radio', { name: /Mixed Grill/ }))
    expect(picker).toHaveAttribute('data-state', 'incomplete')
    const donenessGroup = screen.getByRole('radiogroup', { name: 'Doneness' })
    // A required single-choice group offers no empty choice '---'.
    expect(within(donenessGroup).queryByRole('radio', { name: '---' })).toBeNull()
    await user.click(within(donenessGroup).getByRole('radio', { name: 'Well done' }))
    expect(picker).toHaveAttribute('data-state', 'complete')
    await expectNoSeriousAxeViolations(container)
  })

  it('a product without variations completes its group at once', async () => {
    const user = userEvent.setup()
    const { container } = render(<ComboPicker groups={grillBox} />)
    await user.click(screen.getByRole('radio', { name: 'Shish Tawook' }))
    expect(container.firstElementChild).toHaveAttribute('data-state', 'complete')
    expect(screen.queryByRole('group', { name: /Doneness/ })).toBeNull()
  })

  it("further extras are blocked once the combo product's max_choices_allowed is reached", async () => {
    const user = userEvent.setup()
    const onVariationValueChange = vi.fn()
    render(
      <ComboPicker
        groups={grillBox}
        defaultValue={{ '3': '1021' }}
        onVariationValueChange={onVariationValueChange}
      />,
    )
    await user.click(screen.getByRole('checkbox', { name: /Cheese/ }))
    await user.click(screen.getByRole('checkbox', { name: /Egg/ }))
    expect(screen.getByRole('checkbox', { name: /Avocado/ })).toBeDisabled()
    expect(onVariationValueChange).toHaveBeenLastCalledWith({ '3': { '2': ['21', '22'] } })
  })

  it('choosing another product starts its variations afresh', async () => {
    const user = userEvent.setup()
    const onVariationValueChange = vi.fn()
    render(
      <ComboPicker
        groups={grillBox}
        defaultValue={{ '3': '1021' }}
        defaultVariationValue={{ '3': { '4': ['41'] } }}
        onVariationValueChange={onVariationValueChange}
      />,
    )
    await user.click(screen.getByRole('radio', { name: 'Shish Tawook' }))
    expect(onVariationValueChange).toHaveBeenLastCalledWith({})
    await user.click(screen.getByRole('radio', { name: /Mixed Grill/ }))
    expect(screen.getByRole('radio', { name: 'Medium rare' })).not.toBeChecked()
  })

  it('controlled: the picker shows the selection it is given', () => {
    const value: ComboVariationSelection = { '3': { '4': ['42'], '2': ['23'] } }
    render(<ComboPicker groups={grillBox} value={{ '3': '1021' }} variationValue={value} />)
    expect(screen.getByRole('radio', { name: 'Well done' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: /Avocado/ })).toBeChecked()
  })

  it("in the dialog, confirming waits for the combo product's required variation and reports it", async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    render(<VariationDialog defaultOpen groups={[]} comboGroups={grillBox} onConfirm={onConfirm} />)
    const dialog = screen.getByRole('dialog', { name: 'Select Variations' })
    const done = within(dialog).getByRole('button', { name: 'Done' })
    await user.click(within(dialog).getByRole('radio', { name: /Mixed Grill/ }))
    expect(done).toHaveAttribute('aria-disabled', 'true')
    await user.click(within(dialog).getByRole('radio', { name: 'Medium rare' }))
    expect(done).toHaveAttribute('aria-disabled', 'false')
    await user.click(done)
    expect(onConfirm).toHaveBeenCalledWith({}, { '3': '1021' }, { '3': { '4': ['41'] } })
    await expectNoSeriousAxeViolations(document.body)
  })
})

describe('properties', () => {
  it('a combo is complete exactly when each group has an in-stock product whose required groups are chosen', () => {
    const product = fc.record({
      outOfStock: fc.boolean(),
      required: fc.boolean(),
    })
    fc.assert(
      fc.property(
        fc.array(fc.array(product, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.option(fc.nat(3)), { maxLength: 3 }),
        fc.array(fc.boolean(), { maxLength: 3 }),
        (spec, picks, answered) => {
          const groups: ComboGroupOption[] = spec.map((products, g) => ({
            id: g,
            name: `G${g}`,
            products: products.map((p, i) => ({
              id: i,
              name: `P${i}`,
              outOfStock: p.outOfStock,
              variationGroups: [{ ...doneness, required: p.required }],
            })),
          }))
          const selection = Object.fromEntries(
            picks.flatMap((pick, g) => (pick === null ? [] : [[String(g), String(pick)]])),
          )
          const variations = Object.fromEntries(
            answered.flatMap((yes, g) => (yes ? [[String(g), { '4': ['41'] }]] : [])),
          )
          const expected = spec.every((products, g) => {
            const pick = picks[g]
            const chosen = pick === null || pick === undefined ? undefined : products[pick]
            return (
              chosen !== undefined &&
              !chosen.outOfStock &&
              (!chosen.required || answered[g] === true)
            )
          })
          expect(comboSelectionComplete(groups, selection, variations)).toBe(expected)
        },
      ),
      { numRuns: 1000 },
    )
  })
})
