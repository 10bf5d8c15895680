import { createFormValidator, type FormFieldDefinition, parseFormData } from '@carte/forms'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { DynamicForm, type DynamicFormValues } from '../src/index'
import { expectNoSeriousAxeViolations } from './axe'

// WCAG 4.1.3 Status messages: a field's message (menu-browsing §5, validation on every change) is
// announced politely when the field's validity changes, through a status region of the field that
// is in the page before its text goes in (a region created together with its text is often not
// read).
const FIELDS: readonly FormFieldDefinition[] = parseFormData([
  { type: 'text', subtype: 'text', name: 'name', label: 'Name', required: true },
  { type: 'text', subtype: 'email', name: 'email', label: 'Email' },
  { type: 'starRating', name: 'stars', label: 'Rating', placeholder: '5', required: true },
]).fields
const validate = createFormValidator(FIELDS)

function Form() {
  const [values, setValues] = useState<DynamicFormValues>({})
  const result = validate(values)
  return (
    <DynamicForm
      aria-label="Feedback"
      fields={FIELDS}
      values={values}
      onValuesChange={setValues}
      issues={result.issues}
      submitDisabled={!result.success}
    />
  )
}

/** The status region of the field row holding `control`. */
function regionOf(control: HTMLElement): HTMLElement {
  const row = control.closest<HTMLElement>('.carte-field')
  if (!row) throw new Error('no field row')
  return within(row).getByRole('status')
}

describe('DynamicForm announcements (WCAG 4.1.3)', () => {
  it("every field has its polite region before any message; the message goes into it when the field's validity changes", async () => {
    const user = userEvent.setup()
    const { container } = render(<Form />)
    const form = screen.getByRole('form', { name: 'Feedback' })
    expect(within(form).getAllByRole('status')).toHaveLength(3)
    const name = screen.getByRole('textbox', { name: 'Name' })
    const region = regionOf(name)
    expect(region).toHaveTextContent(/^$/)
    await user.type(name, 'x')
    expect(region).toHaveTextContent(/^$/)
    await user.clear(name)
    // The same element, now with the message, which also describes the field.
    expect(regionOf(name)).toBe(region)
    expect(region).toHaveTextContent('Name is a required field')
    expect(name).toHaveAccessibleDescription('Name is a required field')
    await user.type(name, 'R')
    expect(regionOf(name)).toBe(region)
    expect(region).toHaveTextContent(/^$/)
    expect(name).not.toHaveAccessibleDescription()
    const email = screen.getByRole('textbox', { name: 'Email' })
    const emailRegion = regionOf(email)
    await user.type(email, 'bad')
    expect(regionOf(email)).toBe(emailRegion)
    expect(emailRegion).toHaveTextContent('Invalid email address')
    await expectNoSeriousAxeViolations(container)
  })

  it('a group field (the rating) fills its region once the diner leaves it unanswered', async () => {
    const user = userEvent.setup()
    render(<Form />)
    const star = screen.getByRole('radio', { name: '1 of 5 stars' })
    const region = regionOf(star)
    star.focus()
    expect(region).toHaveTextContent(/^$/)
    await user.tab()
    expect(regionOf(star)).toBe(region)
    expect(region).toHaveTextContent('Rating is a required field')
    await user.click(screen.getByRole('radio', { name: '4 of 5 stars' }))
    expect(region).toHaveTextContent(/^$/)
  })
})
