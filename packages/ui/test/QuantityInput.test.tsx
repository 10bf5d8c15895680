import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import fc from 'fast-check'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import {
  CarteUiProvider,
  createTranslate,
  parseTypedQuantity,
  QuantityInput,
  stepQuantity,
} from '../src/index'
import { QUANTITY_CEILING, readTypedQuantity } from '../src/quantity/quantityBounds'
import { expectNoSeriousAxeViolations } from './axe'

function Parent() {
  const [q, setQ] = useState(5)
  return (
    <>
      <QuantityInput value={q} onValueChange={setQ} max={5} />
      <output data-testid="parent-value">{q}</output>
    </>
  )
}

// spec: menu-browsing §5 Quantity, §2 Dialogs (typed values accepted only inside the bounds)
describe('QuantityInput', () => {
  it('given no bounds, it starts at 1 and the minus button is unavailable at the minimum', async () => {
    const { container } = render(<QuantityInput />)
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1')
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    expect(screen.getByRole('button', { name: 'Increase quantity' })).not.toHaveAttribute(
      'aria-disabled',
    )
    await expectNoSeriousAxeViolations(container)
  })

  it('when the diner presses + up to max 3, the plus button stops there', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<QuantityInput max={3} onValueChange={onValueChange} />)
    const plus = screen.getByRole('button', { name: 'Increase quantity' })
    await user.click(plus)
    await user.click(plus)
    expect(screen.getByRole('textbox')).toHaveValue('3')
    expect(plus).toHaveAttribute('aria-disabled', 'true')
    // A further press changes nothing.
    await user.click(plus)
    expect(screen.getByRole('textbox')).toHaveValue('3')
    expect(onValueChange.mock.calls).toEqual([[2], [3]])
  })

  // WCAG 4.1.3 Status Messages: the focus stays on the button, so the box's new value is not read.
  it('says the quantity a − / + press set, in the language and its digits', async () => {
    const user = userEvent.setup()
    render(
      <CarteUiProvider
        language="ar"
        enableArabicNumerals
        t={createTranslate({
          ui_str_quantity: 'الكمية',
          ui_str_quantity_now: '{label}: {quantity}',
        })}
      >
        <QuantityInput max={3} />
      </CarteUiProvider>,
    )
    const said = screen.getByRole('status')
    expect(said).toHaveTextContent(/^$/)
    const plus = screen.getAllByRole('button')[1] as HTMLElement
    await user.click(plus)
    expect(said).toHaveTextContent('الكمية: ٢')
    await user.click(screen.getAllByRole('button')[0] as HTMLElement)
    expect(said).toHaveTextContent('الكمية: ١')
    // Typing is heard as typed: the last press's words go.
    const box = screen.getByRole('textbox')
    await user.clear(box)
    await user.type(box, '3')
    expect(box).toHaveValue('٣')
    expect(said).toHaveTextContent(/^$/)
  })

  // WCAG 2.4.3 Focus Order: a disabled button drops the focus to the page body.
  it('with the keyboard up to 8 of 8, the focus stays on the plus button and the bound is said', async () => {
    const user = userEvent.setup()
    const { container } = render(<QuantityInput defaultValue={7} max={8} />)
    const plus = screen.getByRole('button', { name: 'Increase quantity' })
    plus.focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('textbox')).toHaveValue('8')
    expect(plus).toHaveFocus()
    expect(plus).toBeEnabled()
    expect(plus).toHaveAttribute('aria-disabled', 'true')
    await user.keyboard('{Enter}')
    expect(screen.getByRole('textbox')).toHaveValue('8')
    expect(plus).toHaveFocus()
    expect(screen.getByRole('status')).toHaveTextContent('At most 8')
    await expectNoSeriousAxeViolations(container)
  })

  it('when the diner types a value beyond max, it is not accepted', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<QuantityInput max={10} defaultValue={2} onValueChange={onValueChange} />)
    const box = screen.getByRole('textbox')
    await user.clear(box)
    await user.type(box, '15')
    // '1' is inside the bounds; '15' is not, so the box stays at 1 and the bound is said
    expect(box).toHaveValue('1')
    expect(onValueChange.mock.calls).toEqual([[1]])
    expect(screen.getByRole('status')).toHaveTextContent('At most 10')
    expect(box).toHaveAccessibleDescription('At most 10')
  })

  // spec: §2 Dialogs "typed values accepted only inside the bounds"; WCAG 3.3.1, 4.1.3: the diner
  // is told why, politely, without losing the focus.
  it("'9' typed with max 8 is refused and 'At most 8' is announced; a value inside clears it", async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    const { container } = render(<QuantityInput max={8} onValueChange={onValueChange} />)
    const box = screen.getByRole('textbox', { name: 'Quantity' })
    const status = screen.getByRole('status')
    // The live region is there, empty, before anything is refused.
    expect(status).toHaveTextContent(/^$/)
    expect(box).not.toHaveAttribute('aria-describedby')
    await user.clear(box)
    await user.type(box, '9')
    expect(onValueChange).not.toHaveBeenCalled()
    expect(status).toHaveTextContent('At most 8')
    expect(box).toHaveFocus()
    await expectNoSeriousAxeViolations(container)
    await user.clear(box)
    await user.type(box, '6')
    expect(onValueChange.mock.calls).toEqual([[6]])
    expect(status).toHaveTextContent(/^$/)
  })

  it("'0' with the minimum 1 says 'At least 1'", async () => {
    const user = userEvent.setup()
    render(<QuantityInput max={8} />)
    const box = screen.getByRole('textbox')
    await user.clear(box)
    await user.type(box, '0')
    expect(screen.getByRole('status')).toHaveTextContent('At least 1')
  })

  // spec: §9 Arabic-Indic digits; the venue's ui_strings translate the text.
  it("in ar with enable_arabic_numerals the bound is in Arabic-Indic digits ('٨')", async () => {
    const user = userEvent.setup()
    render(
      <CarteUiProvider
        language="ar"
        enableArabicNumerals
        t={createTranslate({ ui_str_quantity_at_most: 'الحد الأقصى {max}' })}
      >
        <QuantityInput max={8} />
      </CarteUiProvider>,
    )
    const box = screen.getByRole('textbox')
    await user.clear(box)
    await user.type(box, '٩')
    expect(screen.getByRole('status')).toHaveTextContent('الحد الأقصى ٨')
  })

  it('when the diner types letters, zero or a decimal, the value stays and blur restores it', async () => {
    const user = userEvent.setup()
    render(<QuantityInput defaultValue={4} />)
    const box = screen.getByRole('textbox')
    await user.type(box, 'a.-')
    expect(box).toHaveValue('4')
    await user.clear(box)
    await user.type(box, '0')
    expect(box).toHaveValue('')
    await user.tab()
    expect(box).toHaveValue('4')
  })

  // spec: §5 Quantity "unbounded unless given", bounded here by the README reading (999): a slip of
  // the keyboard carted 10^17 and the box said 'At least 1' about a number far above it.
  it('with no max, typing 99999999999999999 stops at 999 and says At most 999', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<QuantityInput onValueChange={onValueChange} />)
    const box = screen.getByRole('textbox')
    await user.clear(box)
    await user.type(box, '99999999999999999')
    expect(box).toHaveValue('999')
    expect(onValueChange).toHaveBeenLastCalledWith(999)
    expect(screen.getByRole('status')).toHaveTextContent('At most 999')
    expect(box).toHaveAccessibleDescription('At most 999')
    // The plus button stops there too, saying the same bound.
    const plus = screen.getByRole('button', { name: 'Increase quantity' })
    expect(plus).toHaveAttribute('aria-disabled', 'true')
    await user.click(plus)
    expect(box).toHaveValue('999')
    expect(onValueChange).toHaveBeenCalledTimes(3)
  })

  it('with no max, the plus button goes up to 999 and stops, a quantity said as it goes', async () => {
    const user = userEvent.setup()
    render(<QuantityInput defaultValue={998} />)
    const plus = screen.getByRole('button', { name: 'Increase quantity' })
    await user.click(plus)
    expect(screen.getByRole('textbox')).toHaveValue('999')
    expect(screen.getByRole('status')).toHaveTextContent('Quantity: 999')
    expect(plus).toHaveAttribute('aria-disabled', 'true')
    await user.click(plus)
    expect(screen.getByRole('status')).toHaveTextContent('At most 999')
  })

  // WCAG 3.3.1 Error Identification: the message says what is wrong with this entry, not the last.
  it("after 'At most 8', letters or a decimal say 'Whole numbers only'; a minus says 'At least 1'", async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    const { container } = render(
      <QuantityInput max={8} defaultValue={2} onValueChange={onValueChange} />,
    )
    const box = screen.getByRole('textbox')
    const status = screen.getByRole('status')
    await user.clear(box)
    await user.type(box, '9')
    expect(status).toHaveTextContent('At most 8')
    await user.clear(box)
    await user.type(box, 'abc')
    expect(status).toHaveTextContent(/^Whole numbers only$/)
    expect(box).toHaveAccessibleDescription('Whole numbers only')
    expect(box).toHaveValue('')
    await user.type(box, '3.')
    // '3' is taken, '3.' is not a whole number: the box keeps 3.
    expect(box).toHaveValue('3')
    expect(status).toHaveTextContent(/^Whole numbers only$/)
    await user.clear(box)
    await user.type(box, '-')
    expect(status).toHaveTextContent(/^Whole numbers only$/)
    await user.clear(box)
    await user.paste('-4')
    expect(status).toHaveTextContent(/^At least 1$/)
    expect(onValueChange.mock.calls).toEqual([[3]])
    expect(box).toHaveFocus()
    await expectNoSeriousAxeViolations(container)
  })

  // spec: §9 Arabic-Indic digits: '٣' and '۳' are 3; '٣٫٥' (Arabic decimal separator) is no count.
  it("in ar, '٣' is taken and '١٠٠٠' with no max says the bound in Arabic-Indic digits", async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(
      <CarteUiProvider
        language="ar"
        enableArabicNumerals
        t={createTranslate({ ui_str_quantity_at_most: '{max} كحد أقصى' })}
      >
        <QuantityInput onValueChange={onValueChange} />
      </CarteUiProvider>,
    )
    const box = screen.getByRole('textbox')
    await user.clear(box)
    await user.type(box, '٣')
    expect(box).toHaveValue('٣')
    expect(onValueChange).toHaveBeenLastCalledWith(3)
    await user.clear(box)
    await user.paste('١٠٠٠')
    expect(screen.getByRole('status')).toHaveTextContent('٩٩٩ كحد أقصى')
    expect(onValueChange).toHaveBeenCalledTimes(1)
  })

  it('controlled: the parent value wins and changes are reported', async () => {
    const user = userEvent.setup()
    render(<Parent />)
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }))
    expect(screen.getByTestId('parent-value')).toHaveTextContent('4')
  })

  // spec: menu-browsing §5 "Out of stock products … cannot be added": a POS count of 0 or -1 gives
  // max 0 or -1 below min 1; a cart line persisted with max_qty 0 comes back the same way.
  it.each([0, -1])(
    'given max %i below min 1, it renders disabled with the value shown instead of failing the screen',
    async (max) => {
      const onValueChange = vi.fn()
      const { container } = render(
        <QuantityInput value={1} max={max} label="Quantity: Fries" onValueChange={onValueChange} />,
      )
      const box = screen.getByRole('textbox', { name: 'Quantity: Fries' })
      expect(box).toHaveValue('1')
      expect(box).toBeDisabled()
      expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled()
      expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled()
      expect(container.querySelector('fieldset')).toHaveAttribute('data-disabled')
      await userEvent.setup().type(box, '2')
      expect(onValueChange).not.toHaveBeenCalled()
      await expectNoSeriousAxeViolations(container)
    },
  )

  it('a max of exactly min is still usable: one can be ordered, both buttons stop there', () => {
    render(<QuantityInput max={1} />)
    expect(screen.getByRole('textbox')).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  })

  it('bounds that are not whole numbers are a programmer error', () => {
    expect(() => render(<QuantityInput max={2.5} />)).toThrow(/\[@carte\/ui\]/)
    expect(() => render(<QuantityInput min={-1} />)).toThrow(/\[@carte\/ui\]/)
  })
})

describe('properties', () => {
  it('a typed quantity is accepted exactly when it is a whole number inside the bounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: -10, max: 120 }),
        (min, span, n) => {
          const max = min + span
          const accepted = parseTypedQuantity(String(n), { min, max })
          expect(accepted).toBe(n >= min && n <= max ? n : null)
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('with max below min (nothing orderable), no typed number is accepted', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 0 }), fc.nat({ max: 100 }), (max, n) => {
        expect(parseTypedQuantity(String(n), { min: 1, max })).toBeNull()
      }),
      { numRuns: 1000 },
    )
  })

  it('the ceiling of a quantity with no max is 999', () => {
    expect(QUANTITY_CEILING).toBe(999)
  })

  it('with no max, a typed whole number is accepted exactly from min up to 999, whatever its length', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 }),
        fc.oneof(fc.integer({ min: 0, max: 2000 }), fc.bigInt({ min: 0n, max: 10n ** 40n })),
        fc.nat({ max: 3 }),
        (min, n, zeros) => {
          const text = '0'.repeat(zeros) + String(n)
          const value = BigInt(n)
          const expected =
            value > 999n
              ? { refused: 'atMost' }
              : value < BigInt(min)
                ? { refused: 'atLeast' }
                : { quantity: Number(value) }
          expect(readTypedQuantity(text, { min })).toEqual(expected)
          expect(parseTypedQuantity(text, { min })).toBe(
            'quantity' in expected ? expected.quantity : null,
          )
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('text with anything but digits (after a leading minus) is not a whole number', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 10 }),
        (text, max) => {
          const trimmed = text.trim()
          fc.pre(trimmed !== '' && !/^-?[0-9\u0660-\u0669\u06F0-\u06F9]+$/.test(trimmed))
          expect(readTypedQuantity(text, { min: 1, max })).toEqual({ refused: 'notWhole' })
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('stepping never leaves the bounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        fc.constantFrom(1 as const, -1 as const),
        (min, span, delta) => {
          const max = min + span
          for (let v = min; v <= max; v++) {
            const next = stepQuantity(v, delta, { min, max })
            expect(next).toBeGreaterThanOrEqual(min)
            expect(next).toBeLessThanOrEqual(max)
          }
        },
      ),
      { numRuns: 1000 },
    )
  })
})
