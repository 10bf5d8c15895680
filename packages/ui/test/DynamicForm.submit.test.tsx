import { createFormValidator, type FormFieldDefinition, parseFormData } from '@carte/forms'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { DynamicForm, type DynamicFormValues } from '../src/index'
import { expectNoSeriousAxeViolations } from './axe'
import { ValidatedForm } from './validated-form'

// spec: menu-browsing §5 "Submit is disabled while invalid, while submitting, or when geofencing
// is on and the location is not allowed"; WCAG 2.1.1 (the button is reachable by keyboard) and
// 3.3.1 (a press on the unavailable button says what is wrong).
const FIELDS: readonly FormFieldDefinition[] = parseFormData([
  { type: 'text', subtype: 'text', name: 'name', label: 'Name', required: true },
  { type: 'text', subtype: 'email', name: 'email', label: 'Email' },
  { type: 'starRating', name: 'stars', label: 'Rating', placeholder: '5', required: true },
]).fields
const validate = createFormValidator(FIELDS)

function Form({
  onSubmit,
  submitDisabled,
}: {
  readonly onSubmit: (v: DynamicFormValues) => void
  readonly submitDisabled?: boolean
}) {
  return (
    <ValidatedForm
      fields={FIELDS}
      validate={validate}
      onSubmit={onSubmit}
      {...(submitDisabled === undefined ? {} : { submitDisabled })}
    />
  )
}

describe('DynamicForm submit button (§5, WCAG 2.1.1, 3.3.1)', () => {
  it('an invalid form keeps its submit button in the tab order, announced as unavailable', async () => {
    const user = userEvent.setup()
    const { container } = render(<Form onSubmit={() => {}} />)
    const submit = screen.getByRole('button', { name: 'Submit' })
    expect(submit).toBeEnabled()
    expect(submit).toHaveAttribute('aria-disabled', 'true')
    // Name, Email, the rating (one tab stop), then Submit.
    await user.tab()
    await user.tab()
    await user.tab()
    await user.tab()
    expect(submit).toHaveFocus()
    await expectNoSeriousAxeViolations(container)
  })

  it('pressing it on an invalid form submits nothing, shows every issue and moves the focus to the first invalid field', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<Form onSubmit={onSubmit} />)
    const name = screen.getByRole('textbox', { name: 'Name' })
    expect(name).not.toHaveAccessibleDescription()
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(name).toHaveFocus()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Name is a required field')
    // The rating's stars carry its message, as a star is where the focus lands (WCAG 3.3.1).
    expect(screen.getByRole('radio', { name: '1 of 5 stars' })).toHaveAccessibleDescription(
      'Rating is a required field',
    )
  })

  it('the first invalid field is the first in the form order, here the rating', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<Form onSubmit={onSubmit} />)
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Rana')
    // Enter in a text field is a press of the submit button too.
    await user.keyboard('{Enter}')
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByRole('radiogroup', { name: 'Rating' })).toContainElement(
      document.activeElement as HTMLElement,
    )
    expect(screen.getByRole('radio', { name: '1 of 5 stars' })).toHaveFocus()
    await user.keyboard(' ')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(onSubmit).toHaveBeenCalledOnce()
  })

  it('a valid form the screen still blocks (geofence not allowed) does not submit on a press', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<Form onSubmit={onSubmit} submitDisabled />)
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Rana')
    await user.click(screen.getByRole('radio', { name: '2 of 5 stars' }))
    const submit = screen.getByRole('button', { name: 'Submit' })
    expect(submit).toHaveAttribute('aria-disabled', 'true')
    await user.click(submit)
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('while submitting the button keeps the focus, reads "Submitting" and a press does not submit again', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    const { rerender } = render(
      <DynamicForm aria-label="Feedback" fields={[]} onSubmit={onSubmit} />,
    )
    const submit = screen.getByRole('button', { name: 'Submit' })
    submit.focus()
    rerender(<DynamicForm aria-label="Feedback" fields={[]} onSubmit={onSubmit} submitting />)
    expect(screen.getByRole('button', { name: 'Submitting' })).toHaveFocus()
    expect(submit).toHaveAttribute('aria-disabled', 'true')
    await user.click(submit)
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
