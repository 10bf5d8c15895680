import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import {
  AddToCartButton,
  type ComboGroupOption,
  ComboPicker,
  comboSelectionComplete,
  requiredGroupsSatisfied,
  selectSingleValue,
  toggleMultipleValue,
  VariationDialog,
  type VariationGroupOption,
  VariationGroups,
  type VariationSelection,
} from '../src/index'
import { expectNoSeriousAxeViolations } from './axe'

const NO_CHOICE: VariationSelection = {}
const size: VariationGroupOption = {
  id: 1,
  name: 'Size',
  required: true,
  multiple: false,
  values: [
    { id: 10, label: 'Small' },
    { id: 11, label: 'Large', priceLabel: '+ AED 4.00' },
  ],
}
const sauce: VariationGroupOption = {
  id: 2,
  name: 'Sauce',
  required: false,
  multiple: false,
  values: [
    { id: 20, label: 'Ketchup' },
    { id: 21, label: 'Mayo' },
  ],
}
const toppings: VariationGroupOption = {
  id: 3,
  name: 'Toppings',
  required: false,
  multiple: true,
  maxChoicesAllowed: 2,
  values: [
    { id: 30, label: 'Cheese' },
    { id: 31, label: 'Olives' },
    { id: 32, label: 'Onion' },
  ],
}

// spec: menu-browsing §4 Variation dialog, §5 Variations
describe('VariationGroups', () => {
  it('given a required single-choice group, no empty choice "---" is offered; an optional group has one', async () => {
    const { container } = render(<VariationGroups groups={[size, sauce]} />)
    const sizeGroup = screen.getByRole('radiogroup', { name: 'Size' })
    const sauceGroup = screen.getByRole('radiogroup', { name: 'Sauce' })
    expect(within(sizeGroup).queryByRole('radio', { name: '---' })).toBeNull()
    expect(within(sauceGroup).getByRole('radio', { name: '---' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Large + AED 4.00' })).toBeInTheDocument()
    await expectNoSeriousAxeViolations(container)
  })

  it('when the diner picks a second value in a single-choice group, it replaces the first', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<VariationGroups groups={[size]} onValueChange={onValueChange} />)
    await user.click(screen.getByRole('radio', { name: 'Small' }))
    await user.click(screen.getByRole('radio', { name: /Large/ }))
    expect(screen.getByRole('radio', { name: 'Small' })).not.toBeChecked()
    expect(screen.getByRole('radio', { name: /Large/ })).toBeChecked()
    expect(onValueChange).toHaveBeenLastCalledWith({ '1': ['11'] })
  })

  it('when two toppings of max 2 are chosen, the third is blocked until one is unticked', async () => {
    const user = userEvent.setup()
    render(<VariationGroups groups={[toppings]} />)
    await user.click(screen.getByRole('checkbox', { name: 'Cheese' }))
    await user.click(screen.getByRole('checkbox', { name: 'Olives' }))
    expect(screen.getByRole('checkbox', { name: 'Onion' })).toBeDisabled()
    expect(screen.getByText('Choose up to 2')).toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'Cheese' }))
    expect(screen.getByRole('checkbox', { name: 'Onion' })).toBeEnabled()
  })

  it('data-state says whether every required group has a selection', async () => {
    const user = userEvent.setup()
    const { container } = render(<VariationGroups groups={[size, toppings]} />)
    const root = container.querySelector('.carte-variations')
    expect(root).toHaveAttribute('data-state', 'incomplete')
    await user.click(screen.getByRole('radio', { name: 'Small' }))
    expect(root).toHaveAttribute('data-state', 'complete')
  })
})

describe('VariationDialog', () => {
  it('given a required group, when nothing is selected, the confirm button is disabled; choosing enables it', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    render(
      <VariationDialog
        defaultOpen
        groups={[size, sauce]}
        onConfirm={onConfirm}
        confirmLabel="Add To Cart"
      />,
    )
    const dialog = screen.getByRole('dialog', { name: 'Select Variations' })
    const confirm = within(dialog).getByRole('button', { name: 'Add To Cart' })
    // Unavailable but focusable (aria-disabled), and a press adds nothing.
    expect(confirm).toHaveAttribute('aria-disabled', 'true')
    await user.click(confirm)
    expect(onConfirm).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('radio', { name: 'Small' }))
    expect(confirm).toHaveAttribute('aria-disabled', 'false')
    await user.click(confirm)
    expect(onConfirm).toHaveBeenCalledWith({ '1': ['10'] }, {}, {})
    await expectNoSeriousAxeViolations(document.body)
  })

  it('with combo groups, confirming also waits for one product per combo group', async () => {
    const user = userEvent.setup()
    const combos: ComboGroupOption[] = [
      {
        id: 'd',
        name: 'Drink',
        products: [
          { id: 1, name: 'Cola' },
          { id: 2, name: 'Juice', outOfStock: true },
        ],
      },
    ]
    render(<VariationDialog defaultOpen groups={[]} comboGroups={combos} onConfirm={() => {}} />)
    const done = screen.getByRole('button', { name: 'Done' })
    expect(done).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('radio', { name: /Juice/ })).toBeDisabled()
    await user.click(screen.getByRole('radio', { name: 'Cola' }))
    expect(done).toHaveAttribute('aria-disabled', 'false')
  })

  it("a confirm that waits names what is missing and is described by it ('Choose: Size')", () => {
    render(
      <VariationDialog
        defaultOpen
        groups={[size, sauce]}
        onConfirm={() => {}}
        confirmLabel="Add To Cart"
      />,
    )
    const confirm = screen.getByRole('button', { name: 'Add To Cart' })
    expect(confirm).toHaveAccessibleDescription('Choose: Size')
    expect(screen.getByText('Choose: Size')).toBeVisible()
  })

  it('a description (the product being chosen for) is shown under the title and describes the dialog', async () => {
    render(<VariationDialog defaultOpen groups={[size]} description="Flat White" />)
    const dialog = screen.getByRole('dialog', { name: 'Select Variations' })
    expect(dialog).toHaveAccessibleDescription('Flat White')
    await expectNoSeriousAxeViolations(document.body)
  })

  it('the close button closes it and reports onOpenChange(false)', async () => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn()
    render(<VariationDialog defaultOpen groups={[size]} onOpenChange={onOpenChange} />)
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('ComboPicker', () => {
  it('each combo group needs exactly one in-stock product', async () => {
    const groups: ComboGroupOption[] = [
      { id: 1, name: 'Main', products: [{ id: 5, name: 'Burger' }] },
      {
        id: 2,
        name: 'Side',
        products: [
          { id: 6, name: 'Fries', priceLabel: '+ AED 1.00' },
          { id: 7, name: 'Salad', outOfStock: true },
        ],
      },
    ]
    const { container } = render(<ComboPicker groups={groups} />)
    expect(container.firstElementChild).toHaveAttribute('data-state', 'incomplete')
    await userEvent.click(screen.getByRole('radio', { name: 'Burger' }))
    await userEvent.click(screen.getByRole('radio', { name: /Fries/ }))
    expect(container.firstElementChild).toHaveAttribute('data-state', 'complete')
    expect(comboSelectionComplete(groups, { '1': '5', '2': '7' })).toBe(false)
    await expectNoSeriousAxeViolations(container)
  })
})

describe('AddToCartButton', () => {
  it('reads Out of Stock, Already Added To Cart or Add To Cart and is disabled accordingly', async () => {
    const { rerender, container } = render(<AddToCartButton outOfStock />)
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled()
    const onClick = vi.fn()
    rerender(<AddToCartButton alreadyInCart onClick={onClick} />)
    const added = screen.getByRole('button', { name: 'Already Added To Cart' })
    expect(added).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(added)
    rerender(<AddToCartButton pending onClick={onClick} />)
    const pending = screen.getByRole('button', { name: 'Add To Cart' })
    expect(pending).toHaveAttribute('aria-busy', 'true')
    expect(pending).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(pending)
    expect(onClick).not.toHaveBeenCalled()
    rerender(<AddToCartButton />)
    expect(screen.getByRole('button', { name: 'Add To Cart' })).toBeEnabled()
    await expectNoSeriousAxeViolations(container)
  })
})

describe('properties', () => {
  const valueIds = fc.array(fc.integer({ min: 30, max: 35 }), { maxLength: 30 })
  it('a multi-choice group never holds more than max_choices_allowed values, whatever the clicks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), valueIds, (max, clicks) => {
        const group = { ...toppings, maxChoicesAllowed: max }
        const s = clicks.reduce((acc, id) => toggleMultipleValue(acc, group, id), NO_CHOICE)
        const chosen = s['3'] ?? []
        expect(chosen.length).toBeLessThanOrEqual(max)
        expect(new Set(chosen).size).toBe(chosen.length)
      }),
      { numRuns: 1000 },
    )
  })

  it('a single-choice group holds at most one value, and a required one is never emptied', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: 10, max: 11 }))), (picks) => {
        const s = picks.reduce((acc, id) => selectSingleValue(acc, size, id), NO_CHOICE)
        expect((s['1'] ?? []).length).toBeLessThanOrEqual(1)
        const everPicked = picks.some((p) => p !== null)
        expect(requiredGroupsSatisfied([size], s)).toBe(everPicked)
      }),
      { numRuns: 1000 },
    )
  })
})
