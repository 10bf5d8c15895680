import { createFormValidator, type FormFieldDefinition, parseFormData } from '@carte/forms'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import {
  CarteUiProvider,
  createTranslate,
  DynamicForm,
  type DynamicFormValues,
  STAR_SIZE,
} from '../src/index'
import { expectNoSeriousAxeViolations } from './axe'

// A feedback form with every field type of menu-browsing §2 "Dynamic form fields".
const FORM_DATA = [
  { type: 'header', subtype: 'h2', label: 'Tell us <b>more</b>' },
  { type: 'paragraph', subtype: 'p', label: 'We read <i>everything</i>.<script>alert(1)</script>' },
  { type: 'text', subtype: 'text', name: 'name', label: 'Name', required: true, maxlength: 20 },
  { type: 'text', subtype: 'email', name: 'email', label: 'Email', required: false },
  {
    type: 'textarea',
    name: 'comments',
    label: 'Comments',
    rows: 4,
    description: 'Anything at all',
  },
  { type: 'number', name: 'guests', label: 'Guests', min: 1, max: 12 },
  {
    type: 'select',
    name: 'visit',
    label: 'Visit',
    values: [
      { label: 'Lunch', value: 'lunch' },
      { label: 'Dinner', value: 'dinner', selected: true },
    ],
  },
  {
    type: 'radio-group',
    name: 'heard',
    label: 'How did you hear of us?',
    other: true,
    values: [
      { label: 'Friend', value: 'friend' },
      { label: 'Instagram', value: 'ig' },
    ],
  },
  {
    type: 'checkbox-group',
    name: 'liked',
    label: 'What did you like?',
    other: true,
    values: [
      { label: 'Food', value: 'food' },
      { label: 'Service', value: 'service' },
    ],
  },
  { type: 'date', name: 'date', label: 'Date of visit' },
  { type: 'starRating', name: 'stars', label: 'Rating', placeholder: '4', required: true },
]
const FIELDS: readonly FormFieldDefinition[] = parseFormData(FORM_DATA).fields
const validate = createFormValidator(FIELDS)

function FeedbackForm({ onSubmit }: { readonly onSubmit: (v: DynamicFormValues) => void }) {
  const [values, setValues] = useState<DynamicFormValues | undefined>(undefined)
  const result = values ? validate(values) : undefined
  return (
    <DynamicForm
      aria-label="Feedback"
      fields={FIELDS}
      {...(values ? { values } : {})}
      onValuesChange={setValues}
      issues={result?.issues ?? []}
      submitDisabled={!result?.success}
      onSubmit={onSubmit}
    />
  )
}

describe('DynamicForm', () => {
  it('renders every field type with accessible labels, sanitizes venue text, and passes axe', async () => {
    const { container } = render(<DynamicForm aria-label="Feedback" fields={FIELDS} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Tell us more' })).toBeInTheDocument()
    expect(container.querySelector('script')).toBeNull()
    // The limit is the validator's to report (§5 maxlength message), with a count beside it.
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('maxlength')
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('0 / 20')
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email')
    expect(screen.getByRole('textbox', { name: 'Comments' })).toHaveAccessibleDescription(
      'Anything at all',
    )
    expect(screen.getByRole('spinbutton', { name: 'Guests' })).toHaveAttribute(
      'aria-valuemax',
      '12',
    )
    expect(screen.getByRole('combobox', { name: 'Visit' })).toHaveValue('dinner')
    expect(screen.getByRole('radiogroup', { name: 'How did you hear of us?' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Food' })).not.toBeChecked()
    expect(screen.getByLabelText('Date of visit')).toHaveAttribute('type', 'date')
    const stars = within(screen.getByRole('radiogroup', { name: 'Rating' })).getAllByRole('radio')
    expect(stars).toHaveLength(4)
    expect(stars[0]).toHaveAccessibleName('1 of 4 stars')
    expect(stars[0]?.querySelector('svg')).toHaveAttribute('width', String(STAR_SIZE))
    await expectNoSeriousAxeViolations(container)
  })

  it('given a required field, when the diner leaves it empty, its message appears and the field is marked invalid', async () => {
    const user = userEvent.setup()
    render(<FeedbackForm onSubmit={() => {}} />)
    const name = screen.getByRole('textbox', { name: 'Name' })
    await user.type(name, 'x')
    await user.clear(name)
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Name is a required field 0 / 20')
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-disabled', 'true')
  })

  it('messages are translated with the keys venues already translate for the same text (§5 messages, §3 ui_strings)', async () => {
    const user = userEvent.setup()
    // An Arabic menu's ui_strings: the delivery form's required message and the checkout's
    // e-mail message; the number rule has only its own form key.
    const t = createTranslate({
      ui_str_required_field: '{label} حقل مطلوب',
      ui_str_checkout_emailInvalid: 'البريد الإلكتروني غير صحيح',
      ui_str_form_maxValue: '{label} الحد الأقصى {max}',
    })
    render(
      <CarteUiProvider language="ar" t={t}>
        <FeedbackForm onSubmit={() => {}} />
      </CarteUiProvider>,
    )
    const name = screen.getByRole('textbox', { name: 'Name' })
    await user.type(name, 'x')
    await user.clear(name)
    expect(name).toHaveAccessibleDescription('Name حقل مطلوب 0 / 20')
    const email = screen.getByRole('textbox', { name: 'Email' })
    await user.type(email, 'bad')
    await user.tab()
    expect(email).toHaveAccessibleDescription('البريد الإلكتروني غير صحيح')
    const guests = screen.getByRole('spinbutton', { name: 'Guests' })
    await user.type(guests, '25')
    await user.tab()
    expect(guests).toHaveAccessibleDescription('Guests الحد الأقصى 12')
  })

  it('"other" on a radio group opens a text box that must be filled (§5 Please enter other value)', async () => {
    const user = userEvent.setup()
    render(<FeedbackForm onSubmit={() => {}} />)
    await user.click(screen.getByRole('radio', { name: 'Other' }))
    const other = screen.getByRole('textbox', { name: 'Other value How did you hear of us?' })
    await user.click(other)
    await user.tab()
    expect(screen.getByText('Please enter other value')).toBeInTheDocument()
    await user.type(other, 'Radio ad')
    expect(screen.queryByText('Please enter other value')).toBeNull()
  })

  it('story: fill name and stars, submit sends the values', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<FeedbackForm onSubmit={onSubmit} />)
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Rana')
    await user.click(screen.getByRole('radio', { name: '3 of 4 stars' }))
    await user.click(screen.getByRole('checkbox', { name: 'Service' }))
    const submit = screen.getByRole('button', { name: 'Submit' })
    expect(submit).toHaveAttribute('aria-disabled', 'false')
    await user.click(submit)
    expect(onSubmit).toHaveBeenCalledOnce()
    const values = onSubmit.mock.calls[0]?.[0] as DynamicFormValues
    expect(values.name).toBe('Rana')
    expect(values.stars).toBe(3)
    expect(values.liked).toEqual({ selected: ['service'] })
  })

  it('while submitting the button reads "Submitting" and is unavailable; a failure shows the red error', () => {
    const { rerender } = render(<DynamicForm fields={FIELDS} submitting aria-label="Feedback" />)
    expect(screen.getByRole('button', { name: 'Submitting' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    rerender(<DynamicForm fields={FIELDS} submissionFailed aria-label="Feedback" />)
    expect(screen.getByRole('alert')).toHaveTextContent(
      'There was an error submitting the form. Please try again.',
    )
    // re-submission after an error is allowed (§4 Form submission)
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-disabled', 'false')
  })
})

describe('DynamicForm issue display', () => {
  it("with showIssues='all', every issue shows before any interaction", () => {
    const issues = validate({}).issues
    render(<DynamicForm aria-label="Feedback" fields={FIELDS} issues={issues} showIssues="all" />)
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Name is a required field 0 / 20',
    )
    expect(screen.getByRole('radiogroup', { name: 'Rating' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  })
})
