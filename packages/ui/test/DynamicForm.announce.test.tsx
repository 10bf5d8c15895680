import { createFormValidator, type FormFieldDefinition, parseFormData } from '@carte/forms'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoSeriousAxeViolations } from './axe'
import { ValidatedForm } from './validated-form'

// WCAG 4.1.3 Status messages: a field's message (menu-browsing §5, validation on every change) is
// announced politely when the field's validity changes, through a status region of the field that
// is in the page from when the focus first enters the field, before its text goes in (a region
// created together with its text is often not read). Messages a Submit press reveals in fields the
// diner has not been in are shown but not announced together: the focus goes to the first.
const FIELDS: readonly FormFieldDefinition[] = parseFormData([
  { type: 'text', subtype: 'text', name: 'name', label: 'Name', required: true },
  { type: 'text', subtype: 'email', name: 'email', label: 'Email' },
  { type: 'starRating', name: 'stars', label: 'Rating', placeholder: '5', required: true },
]).fields
const validate = createFormValidator(FIELDS)

function Form() {
  return <ValidatedForm fields={FIELDS} validate={validate} />
}

/** The status region of the field row holding `control`. */
function regionOf(control: HTMLElement): HTMLElement {
  const row = control.closest<HTMLElement>('.carte-field')
  if (!row) throw new Error('no field row')
  return within(row).getByRole('status')
}

describe('DynamicForm announcements (WCAG 4.1.3)', () => {
  it("a field has its polite region once the focus enters it, before any message; the message goes into it when the field's validity changes", async () => {
    const user = userEvent.setup()
    const { container } = render(<Form />)
    const form = screen.getByRole('form', { name: 'Feedback' })
    expect(within(form).queryAllByRole('status')).toHaveLength(0)
    const name = screen.getByRole('textbox', { name: 'Name' })
    await user.click(name)
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
    await user.click(email)
    const emailRegion = regionOf(email)
    await user.type(email, 'bad')
    // A format message waits until the diner leaves the field (see DynamicForm.timing.test).
    expect(emailRegion).toHaveTextContent(/^$/)
    await user.tab()
    expect(regionOf(email)).toBe(emailRegion)
    expect(emailRegion).toHaveTextContent('Invalid email address')
    await expectNoSeriousAxeViolations(container)
  })

  it('a group field (the rating) fills its region once the diner leaves it unanswered', async () => {
    const user = userEvent.setup()
    render(<Form />)
    const star = screen.getByRole('radio', { name: '1 of 5 stars' })
    act(() => star.focus())
    const region = regionOf(star)
    expect(region).toHaveTextContent(/^$/)
    await user.tab()
    expect(regionOf(star)).toBe(region)
    expect(region).toHaveTextContent('Rating is a required field')
    await user.click(screen.getByRole('radio', { name: '4 of 5 stars' }))
    expect(region).toHaveTextContent(/^$/)
  })

  it('a Submit press on an untouched form shows every message but announces none together: the focus goes to the first field, described by its message', async () => {
    const user = userEvent.setup()
    render(<Form />)
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    const name = screen.getByRole('textbox', { name: 'Name' })
    expect(name).toHaveFocus()
    expect(name).toHaveAccessibleDescription('Name is a required field')
    expect(screen.getByText('Rating is a required field')).toBeVisible()
    // The rating's message, in a field the focus has not been in, is no live region.
    const form = screen.getByRole('form', { name: 'Feedback' })
    const live = within(form)
      .queryAllByRole('status')
      .map((region) => region.textContent)
    expect(live).not.toContain('Rating is a required field')
  })

  it('tabbing into the rating says nothing yet; leaving it unanswered does', async () => {
    const user = userEvent.setup()
    render(<Form />)
    await user.click(screen.getByRole('textbox', { name: 'Email' }))
    await user.tab()
    const star = screen.getByRole('radio', { name: '1 of 5 stars' })
    expect(star).toHaveFocus()
    expect(regionOf(star)).toHaveTextContent(/^$/)
    await user.tab()
    expect(regionOf(star)).toHaveTextContent('Rating is a required field')
  })
})
