import { createFormValidator, type FormFieldDefinition, parseFormData } from '@carte/forms'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { CountFormatProvider, type DynamicFormValues } from '../src/index'
import { expectNoSeriousAxeViolations } from './axe'
import { ValidatedForm } from './validated-form'

// spec: menu-browsing §2 Dynamic form fields (number: min, max, step), §5 min/max messages, §9
// Arabic-Indic digits for ar. The number field keeps whatever digits the diner types (the native
// number box dropped ٤ and ۴ and then said 'required').
const FIELDS: readonly FormFieldDefinition[] = parseFormData([
  { type: 'number', name: 'guests', label: 'Guests', min: 1, max: 20, step: 1, required: true },
]).fields
const validate = createFormValidator(FIELDS)

function Form({ onSubmit }: { readonly onSubmit: (values: DynamicFormValues) => void }) {
  return <ValidatedForm fields={FIELDS} validate={validate} onValidSubmit={onSubmit} />
}

describe('DynamicForm number field', () => {
  it.each([
    ['Arabic-Indic', '٤'],
    ['Persian', '۴'],
    ['Latin', '4'],
  ])('keeps %s digits as typed and submits them as the same number', async (_, typed) => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    const { container } = render(<Form onSubmit={onSubmit} />)
    const guests = screen.getByRole('spinbutton', { name: 'Guests' })
    await user.type(guests, typed)
    await user.tab()
    expect(guests).toHaveValue(typed)
    expect(guests).toHaveAttribute('aria-valuenow', '4')
    expect(screen.queryByText(/required/)).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(onSubmit).toHaveBeenCalledWith({ guests: 4 })
    await expectNoSeriousAxeViolations(container)
  })

  it('text that is no number is kept and says so once the field is left; min and max still apply', async () => {
    const user = userEvent.setup()
    render(<Form onSubmit={() => {}} />)
    const guests = screen.getByRole('spinbutton', { name: 'Guests' })
    await user.type(guests, '1e1')
    await user.tab()
    expect(guests).toHaveValue('1e1')
    expect(guests).toHaveAccessibleDescription('Guests must be a number')
    await user.clear(guests)
    await user.type(guests, '٢٥')
    expect(guests).toHaveAccessibleDescription('Guests requires maximum value of 20')
  })

  it('arrow keys step by the step, within min and max, in the digits being typed (spinbutton)', async () => {
    const user = userEvent.setup()
    render(<Form onSubmit={() => {}} />)
    const guests = screen.getByRole('spinbutton', { name: 'Guests' })
    expect(guests).toHaveAttribute('aria-valuemin', '1')
    expect(guests).toHaveAttribute('aria-valuemax', '20')
    await user.click(guests)
    await user.keyboard('{ArrowUp}')
    expect(guests).toHaveValue('2')
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    expect(guests).toHaveValue('1')
    await user.clear(guests)
    await user.type(guests, '١٩')
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(guests).toHaveValue('٢٠')
  })
})

// A phone's decimal keypad types ',' in de, es, fr, it, nl, ru and tr (inputMode 'decimal').
// spec: menu-browsing §2 Dynamic form fields (number), §9 supported languages.
const WEIGHT: readonly FormFieldDefinition[] = parseFormData([
  { type: 'number', name: 'kg', label: 'Poids', min: 0.5, max: 10, step: 0.5, required: true },
]).fields
const validateInFrench = createFormValidator(WEIGHT, { language: 'fr' })

function FrenchForm({ onSubmit }: { readonly onSubmit: (values: DynamicFormValues) => void }) {
  return (
    <CountFormatProvider language="fr">
      <ValidatedForm fields={WEIGHT} validate={validateInFrench} onValidSubmit={onSubmit} />
    </CountFormatProvider>
  )
}

describe('DynamicForm number field in a language that writes a decimal comma', () => {
  it("reads '2,5' as 2.5, steps in commas, and shows the step in the message with a comma", async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    const { container } = render(<FrenchForm onSubmit={onSubmit} />)
    const kg = screen.getByRole('spinbutton', { name: 'Poids' })
    await user.type(kg, '2,5')
    expect(kg).toHaveAttribute('aria-valuenow', '2.5')
    await user.keyboard('{ArrowUp}')
    expect(kg).toHaveValue('3')
    await user.keyboard('{ArrowUp}')
    expect(kg).toHaveValue('3,5')
    await user.clear(kg)
    await user.type(kg, '2,7')
    await user.tab()
    expect(kg).toHaveAccessibleDescription('Poids must be in steps of 0,5')
    await user.clear(kg)
    await user.type(kg, '4,5')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(onSubmit).toHaveBeenCalledWith({ kg: 4.5 })
    await expectNoSeriousAxeViolations(container)
  })
})
