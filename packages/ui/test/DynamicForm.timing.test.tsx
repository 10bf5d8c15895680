import { createFormValidator, type FormFieldDefinition, parseFormData } from '@carte/forms'
import { phoneRules } from '@carte/forms/phone'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ValidatedForm } from './validated-form'

// When a field's message shows (menu-browsing §5 messages, validation on every change; WCAG 3.3.1,
// 4.1.3): a format message ('Invalid email address', 'Please enter valid phone number', 'Please
// enter other value') waits until the diner leaves the field, then follows every change until the
// field is right. Required and too-long messages show as the field changes.
const FIELDS: readonly FormFieldDefinition[] = parseFormData([
  { type: 'text', subtype: 'email', name: 'email', label: 'Email' },
  { type: 'text', subtype: 'tel', name: 'phone', label: 'Phone' },
  {
    type: 'radio-group',
    name: 'heard',
    label: 'Heard of us',
    other: true,
    values: [{ label: 'Friends', value: 'friends' }],
  },
  { type: 'number', name: 'guests', label: 'Guests', min: 5 },
]).fields
const validate = createFormValidator(FIELDS, { country: 'AE', phoneRules })

function Form() {
  return <ValidatedForm fields={FIELDS} validate={validate} />
}

describe('DynamicForm format messages wait for the diner to leave the field', () => {
  it('e-mail: nothing on the first characters, the message on leaving, live while correcting, then waits again', async () => {
    const user = userEvent.setup()
    render(<Form />)
    const email = screen.getByRole('textbox', { name: 'Email' })
    await user.type(email, 'l')
    expect(screen.queryByText('Invalid email address')).toBeNull()
    expect(email).toHaveAttribute('aria-invalid', 'false')
    await user.tab()
    expect(email).toHaveAccessibleDescription('Invalid email address')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    await user.click(email)
    await user.type(email, 'ayla@example')
    expect(email).toHaveAccessibleDescription('Invalid email address')
    await user.type(email, '.com')
    expect(email).not.toHaveAccessibleDescription()
    // Right once: a new slip waits for the next leave.
    await user.type(email, '{Backspace}{Backspace}{Backspace}')
    expect(screen.queryByText('Invalid email address')).toBeNull()
    await user.tab()
    expect(email).toHaveAccessibleDescription('Invalid email address')
  })

  it('phone: the first digit says nothing; leaving a short number does', async () => {
    const user = userEvent.setup()
    render(<Form />)
    const phone = screen.getByRole('textbox', { name: 'Phone' })
    await user.type(phone, '0')
    expect(screen.queryByText('Please enter valid phone number')).toBeNull()
    await user.tab()
    expect(phone).toHaveAccessibleDescription('Please enter valid phone number')
  })

  it("'Other' chosen: its message waits until the focus leaves the group", async () => {
    const user = userEvent.setup()
    render(<Form />)
    await user.click(screen.getByRole('radio', { name: 'Other' }))
    expect(screen.queryByText('Please enter other value')).toBeNull()
    await user.click(screen.getByRole('textbox', { name: /^Other value/ }))
    expect(screen.queryByText('Please enter other value')).toBeNull()
    await user.click(screen.getByRole('spinbutton', { name: 'Guests' }))
    expect(screen.getByText('Please enter other value')).toBeInTheDocument()
  })

  it("a number's minimum waits too ('1' on the way to '12')", async () => {
    const user = userEvent.setup()
    render(<Form />)
    const guests = screen.getByRole('spinbutton', { name: 'Guests' })
    await user.type(guests, '1')
    expect(guests).not.toHaveAccessibleDescription()
    await user.type(guests, '2')
    await user.tab()
    expect(guests).not.toHaveAccessibleDescription()
    await user.clear(guests)
    await user.type(guests, '1')
    await user.tab()
    expect(guests).toHaveAccessibleDescription('Guests requires minimum value of 5')
  })
})
