import { createFormValidator, type FormFieldDefinition, parseFormData } from '@carte/forms'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { DynamicForm, type DynamicFormValues } from '../src/index'
import { expectNoSeriousAxeViolations } from './axe'

// WCAG 3.3.1 Error Identification, 1.3.1 Info and Relationships: the control the focus lands on
// (a Submit press moves it to the first invalid field) carries the invalid state and the message,
// in a choice group too. spec: menu-browsing §5 ("Please enter other value", required fields).
function Form({ fields }: { readonly fields: readonly FormFieldDefinition[] }) {
  const [values, setValues] = useState<DynamicFormValues>({})
  const result = createFormValidator(fields)(values)
  return (
    <DynamicForm
      aria-label="Feedback"
      fields={fields}
      values={values}
      onValuesChange={setValues}
      issues={result.issues}
      submitDisabled={!result.success}
    />
  )
}

const fieldsOf = (formData: unknown[]) => parseFormData(formData).fields

const heard = {
  type: 'radio-group',
  name: 'heard',
  label: 'How did you hear of us?',
  required: true,
  other: true,
  values: [
    { label: 'Friends', value: 'friends' },
    { label: 'Instagram', value: 'ig' },
  ],
}
const liked = (toggle: boolean) => ({
  type: 'checkbox-group',
  name: 'liked',
  label: 'What did you like?',
  required: true,
  other: true,
  toggle,
  values: [
    { label: 'Food', value: 'food' },
    { label: 'Service', value: 'service' },
  ],
})

describe('DynamicForm choice groups: the focused control carries the error (WCAG 3.3.1, 1.3.1)', () => {
  it("'Other' chosen with its text empty: Submit focuses the 'Other value' box, invalid and described by the message", async () => {
    const user = userEvent.setup()
    const fields = fieldsOf([heard])
    const { container } = render(<Form fields={fields} />)
    await user.click(screen.getByRole('radio', { name: 'Other' }))
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    const other = screen.getByRole('textbox', { name: 'Other value How did you hear of us?' })
    expect(other).toHaveFocus()
    expect(other).toHaveAttribute('aria-invalid', 'true')
    expect(other).toHaveAccessibleDescription('Please enter other value')
    await expectNoSeriousAxeViolations(container)
  })

  it.each([
    ['checkbox', false],
    ['switch', true],
  ] as const)(
    'a required %s group left empty: Submit focuses the first control, invalid and described by the message',
    async (role, toggle) => {
      const user = userEvent.setup()
      const fields = fieldsOf([liked(toggle)])
      const { container } = render(<Form fields={fields} />)
      await user.click(screen.getByRole('button', { name: 'Submit' }))
      const first = screen.getByRole(role, { name: 'Food' })
      expect(first).toHaveFocus()
      expect(first).toHaveAttribute('aria-invalid', 'true')
      expect(first).toHaveAccessibleDescription('What did you like? is a required field')
      await expectNoSeriousAxeViolations(container)
    },
  )

  it('a required radio group and a star rating: the focused radio or star is invalid and described', async () => {
    const user = userEvent.setup()
    const fields = fieldsOf([
      heard,
      { type: 'starRating', name: 'stars', label: 'Rating', placeholder: '5', required: true },
    ])
    const { container } = render(<Form fields={fields} />)
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    const friends = screen.getByRole('radio', { name: 'Friends' })
    expect(friends).toHaveFocus()
    expect(friends).toHaveAttribute('aria-invalid', 'true')
    expect(friends).toHaveAccessibleDescription('How did you hear of us? is a required field')
    await user.click(friends)
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    const star = screen.getByRole('radio', { name: '1 of 5 stars' })
    expect(star).toHaveFocus()
    expect(star).toHaveAttribute('aria-invalid', 'true')
    expect(star).toHaveAccessibleDescription('Rating is a required field')
    await expectNoSeriousAxeViolations(container)
  })

  // A fieldset's aria-required is not exposed (ARIA allows it on a radiogroup, not on a group):
  // Chromium's tree shows no 'required' for the checkbox group, and the red '*' has no text.
  it.each([
    ['checkbox', false],
    ['switch', true],
  ] as const)(
    'a required %s group says Required in its name before any error; an optional one does not (WCAG 3.3.2, 1.3.1)',
    (_role, toggle) => {
      const fields = fieldsOf([liked(toggle), { ...liked(toggle), name: 'more', required: false }])
      render(<Form fields={fields} />)
      const [required, optional] = screen.getAllByRole('group')
      expect(required).toHaveAccessibleName('What did you like? Required')
      expect(optional).toHaveAccessibleName('What did you like?')
    },
  )

  it('a required radio group says required by its role (aria-required), so its name is the question alone', () => {
    render(<Form fields={fieldsOf([heard])} />)
    const group = screen.getByRole('radiogroup', { name: 'How did you hear of us?' })
    expect(group).toHaveAttribute('aria-required', 'true')
  })

  it("two groups' 'Other value' boxes are each named with their question (WCAG 2.4.6)", async () => {
    const user = userEvent.setup()
    const fields = fieldsOf([heard, liked(false)])
    render(<Form fields={fields} />)
    const others = screen.getAllByRole('radio', { name: 'Other' })
    await user.click(others[0] as HTMLElement)
    await user.click(screen.getByRole('checkbox', { name: 'Other' }))
    expect(
      screen.getByRole('textbox', { name: 'Other value How did you hear of us?' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('textbox', { name: 'Other value What did you like?' }),
    ).toBeInTheDocument()
  })
})

describe('DynamicForm aria-invalid without a message (WCAG 4.1.2)', () => {
  it('required select, date and number fields say aria-invalid="false" until they have a message (Chromium otherwise takes the native validity)', () => {
    const fields = fieldsOf([
      {
        type: 'select',
        name: 'meal',
        label: 'Meal',
        required: true,
        values: [{ label: 'Lunch', value: 'lunch' }],
      },
      { type: 'date', name: 'day', label: 'Day', required: true },
      { type: 'number', name: 'guests', label: 'Guests', step: 1, required: true },
      { type: 'text', name: 'name', label: 'Name', required: true },
    ])
    render(<Form fields={fields} />)
    for (const control of [
      screen.getByRole('combobox', { name: 'Meal' }),
      screen.getByLabelText('Day'),
      screen.getByRole('spinbutton', { name: 'Guests' }),
      screen.getByRole('textbox', { name: 'Name' }),
    ]) {
      expect(control).toHaveAttribute('aria-invalid', 'false')
    }
  })
})
