import {
  type ChoiceValue,
  decimalSeparatorOf,
  type FormFieldDefinition,
  type FormIssue,
  type FormValue,
  type InputField,
  initialFormValues,
  isInputField,
  plainText,
} from '@carte/forms'
import { Checkbox, RadioGroup, Switch } from 'radix-ui'
import {
  type FormEvent,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useControllableState } from '../hooks/useControllableState'
import { SanitizedHtml } from '../html/SanitizedHtml'
import { CheckIcon } from '../icons'
import {
  CountFormatContext,
  type FormatCount,
  useFormatCount,
} from '../numbers/CountFormatProvider'
import { type Translate, useT } from '../strings/StringsProvider'
import { UI_TEXT } from '../strings/uiText'
import { NumberInput } from './NumberInput'
import { StarRating } from './StarRating'

/** A form's values by field name, in the shapes @carte/forms validates. */
export type DynamicFormValues = Readonly<Record<string, FormValue>>

/** Props of {@link DynamicForm}. */
export interface DynamicFormProps {
  /** Parsed fields (`parseFormData(form_data).fields` from @carte/forms). */
  readonly fields: readonly FormFieldDefinition[]
  readonly values?: DynamicFormValues
  /** Initial values when uncontrolled; `initialFormValues(fields)` by default. */
  readonly defaultValues?: DynamicFormValues
  readonly onValuesChange?: (values: DynamicFormValues) => void
  /** The validator's issues for the current values. */
  readonly issues?: readonly FormIssue[]
  /**
   * Which issues show: 'touched' (default) as the diner changes a field for the messages that
   * typing on cannot mend (required, too long, above the maximum), and once the diner leaves it
   * for the rest (e-mail, phone, 'other' text, a number's form, minimum or step), then live until
   * the field is right; 'all' at once.
   * A press on the submit button of an invalid form shows them all either way.
   */
  readonly showIssues?: 'touched' | 'all'
  /**
   * Turns an issue into text; by default `t(key, template, params)` with the key other forms use
   * for the same English text (ui_str_required_field, ui_str_checkout_emailInvalid,
   * ui_str_checkout_phoneInvalid), else `'ui_str_form_' + key`. The issue's numbers ({min},
   * {max}, {n}, {step}) come already written in the digits counts are shown with (Arabic-Indic for
   * ar with enable_arabic_numerals), as the field's 'n / max' count is.
   */
  readonly formatIssue?: (issue: FormIssue, t: Translate) => string
  readonly onSubmit?: (values: DynamicFormValues) => void
  /**
   * Shows 'Submitting'; the button is unavailable (aria-disabled) until it ends.
   * spec: menu-browsing §4 Form submission
   */
  readonly submitting?: boolean
  /**
   * Invalid values, or geofence not allowed: the button is unavailable (aria-disabled, still
   * focusable) and a press submits nothing. spec: menu-browsing §5
   */
  readonly submitDisabled?: boolean
  readonly submitLabel?: string
  /** The last submission failed: shows the submission error in red. spec: menu-browsing §8 */
  readonly submissionFailed?: boolean
  /** Accessible name of the form (the form's name). */
  readonly 'aria-label'?: string
  readonly className?: string
}

const OTHER = '__carte_other__'

/**
 * The ui_strings keys of the messages other forms show with the same English text: a venue that
 * translated '{label} is a required field' for the delivery address, or the checkout's e-mail
 * and phone messages, has translated the feedback form's too. The rest are `ui_str_form_{key}`.
 */
const SHARED_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  required: 'ui_str_required_field',
  email: 'ui_str_checkout_emailInvalid',
  phone: 'ui_str_checkout_phoneInvalid',
}

const defaultFormatIssue = (issue: FormIssue, t: Translate) =>
  t(SHARED_MESSAGE_KEYS[issue.key] ?? `ui_str_form_${issue.key}`, issue.template, issue.params)

function asText(value: FormValue): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
}

function asChoice(value: FormValue): ChoiceValue {
  if (typeof value === 'object' && value !== null && 'selected' in value) return value
  if (Array.isArray(value)) return { selected: value.filter((v) => typeof v === 'string') }
  if (typeof value === 'string' && value !== '') return { selected: [value] }
  return { selected: [] }
}

interface FieldControlProps {
  readonly field: InputField
  readonly id: string
  readonly value: FormValue
  readonly onChange: (value: FormValue) => void
  /**
   * The field's state for the control that takes the focus: aria-invalid always (false while it
   * has no message: Chromium otherwise exposes a required empty select or date, or a number off
   * its step, as invalid from the native validity, with no message), and the description.
   */
  readonly aria: {
    readonly 'aria-invalid': boolean
    readonly 'aria-describedby'?: string
    readonly 'aria-required'?: boolean
    readonly onFocus?: () => void
    readonly onBlur?: () => void
  }
}

function ChoiceGroup({ field, id, value, onChange, aria }: FieldControlProps) {
  const t = useT()
  if (field.type !== 'radio-group' && field.type !== 'checkbox-group') return null
  const choice = asChoice(value)
  const otherOn = choice.other !== undefined
  // Each control of the group carries the group's invalid state and message, since the focus
  // lands on one of them (a Submit press, Tab): a state or description on the group's container
  // is not read there (WCAG 3.3.1, 1.3.1). The group itself says required and invalid.
  const itemAria = {
    'aria-invalid': aria['aria-invalid'],
    ...(aria['aria-describedby'] ? { 'aria-describedby': aria['aria-describedby'] } : {}),
  }
  // Named 'Other value' and the question, so that two groups' boxes are told apart (WCAG 2.4.6).
  const otherInput = otherOn ? (
    <>
      <span id={`${id}-other-value`} hidden>
        {t(...UI_TEXT.otherValue)}
      </span>
      <input
        className="carte-input carte-choice__other"
        type="text"
        aria-labelledby={`${id}-other-value ${id}-label-text`}
        aria-required
        data-other-value=""
        value={choice.other ?? ''}
        onChange={(e) => onChange({ selected: choice.selected, other: e.currentTarget.value })}
        {...itemAria}
      />
    </>
  ) : null
  const groupAria = {
    'aria-invalid': aria['aria-invalid'],
    ...(aria['aria-required'] ? { 'aria-required': true } : {}),
  }
  if (field.type === 'radio-group') {
    return (
      <>
        <RadioGroup.Root
          className="carte-choices"
          data-inline={field.inline ? '' : undefined}
          aria-labelledby={`${id}-label`}
          value={otherOn ? OTHER : (choice.selected[0] ?? '')}
          onValueChange={(v) =>
            onChange(v === OTHER ? { selected: [], other: '' } : { selected: [v] })
          }
          {...groupAria}
        >
          {field.values.map((o, i) => (
            <div className="carte-choice" key={o.value}>
              <RadioGroup.Item
                className="carte-radio"
                id={`${id}-${i}`}
                value={o.value}
                {...itemAria}
              >
                <RadioGroup.Indicator className="carte-radio__dot" />
              </RadioGroup.Item>
              <label htmlFor={`${id}-${i}`}>{plainText(o.label)}</label>
            </div>
          ))}
          {field.other ? (
            <div className="carte-choice">
              <RadioGroup.Item
                className="carte-radio"
                id={`${id}-other`}
                value={OTHER}
                {...itemAria}
              >
                <RadioGroup.Indicator className="carte-radio__dot" />
              </RadioGroup.Item>
              <label htmlFor={`${id}-other`}>{t(...UI_TEXT.other)}</label>
            </div>
          ) : null}
        </RadioGroup.Root>
        {otherInput}
      </>
    )
  }
  const toggle = (optionValue: string, on: boolean) => {
    const selected = on
      ? [...choice.selected, optionValue]
      : choice.selected.filter((v) => v !== optionValue)
    onChange(choice.other === undefined ? { selected } : { selected, other: choice.other })
  }
  const box = (key: string, boxId: string, checked: boolean, onToggle: (on: boolean) => void) =>
    field.toggle ? (
      <Switch.Root
        key={key}
        className="carte-switch"
        id={boxId}
        checked={checked}
        onCheckedChange={onToggle}
        {...itemAria}
      >
        <Switch.Thumb className="carte-switch__thumb" />
      </Switch.Root>
    ) : (
      <Checkbox.Root
        key={key}
        className="carte-checkbox"
        id={boxId}
        checked={checked}
        onCheckedChange={(c) => onToggle(c === true)}
        {...itemAria}
      >
        <Checkbox.Indicator>
          <CheckIcon />
        </Checkbox.Indicator>
      </Checkbox.Root>
    )
  return (
    <>
      <div className="carte-choices" data-inline={field.inline ? '' : undefined}>
        {field.values.map((o, i) => (
          <div className="carte-choice" key={o.value}>
            {box(o.value, `${id}-${i}`, choice.selected.includes(o.value), (on) =>
              toggle(o.value, on),
            )}
            <label htmlFor={`${id}-${i}`}>{plainText(o.label)}</label>
          </div>
        ))}
        {field.other ? (
          <div className="carte-choice">
            {box(OTHER, `${id}-other`, otherOn, (on) =>
              onChange(
                on ? { selected: choice.selected, other: '' } : { selected: choice.selected },
              ),
            )}
            <label htmlFor={`${id}-other`}>{t(...UI_TEXT.other)}</label>
          </div>
        ) : null}
      </div>
      {otherInput}
    </>
  )
}

/**
 * The length a field's count shows: that of the answer as it is checked and sent, without the
 * spaces around it (@carte/forms trims it before its maxlength check), so the count and the
 * message never disagree. spec: menu-browsing §5 maxlength
 */
function sentLength(value: FormValue): number {
  return asText(value).trim().length
}

function FieldControl(props: FieldControlProps) {
  const { field, id, value, onChange, aria } = props
  const common = { id, ...aria, className: 'carte-input', name: field.name }
  const placeholder = field.placeholder ? { placeholder: field.placeholder } : {}
  switch (field.type) {
    case 'text': {
      const type = field.subtype === 'color' ? 'color' : field.subtype
      return (
        <input
          {...common}
          {...placeholder}
          type={type}
          // An address reads left to right in every language (in ar 'name@' showed '@name'), as
          // the checkout's e-mail field.
          {...(field.subtype === 'email'
            ? { autoComplete: 'email', inputMode: 'email' as const, dir: 'ltr' }
            : {})}
          {...(field.subtype === 'tel' ? { autoComplete: 'tel', inputMode: 'tel' as const } : {})}
          required={field.required}
          value={asText(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )
    }
    case 'textarea':
      return (
        <textarea
          {...common}
          {...placeholder}
          rows={field.rows ?? 3}
          required={field.required}
          value={asText(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )
    case 'number':
      // Not type="number": that box drops Arabic-Indic (٤) and Persian (۴) digits without a
      // word, then says 'required' (see NumberInput).
      return (
        <NumberInput
          id={id}
          name={field.name}
          {...aria}
          placeholder={field.placeholder}
          min={field.min}
          max={field.max}
          step={field.step}
          required={field.required}
          value={asText(value)}
          onValueChange={onChange}
        />
      )
    case 'date':
      return (
        <input
          {...common}
          type="date"
          required={field.required}
          value={asText(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )
    case 'select':
      return field.multiple ? (
        <select
          {...common}
          multiple
          required={field.required}
          value={asChoice(value).selected as string[]}
          onChange={(e) => onChange(Array.from(e.currentTarget.selectedOptions, (o) => o.value))}
        >
          {field.values.map((o) => (
            <option key={o.value} value={o.value}>
              {plainText(o.label)}
            </option>
          ))}
        </select>
      ) : (
        <select
          {...common}
          required={field.required}
          value={asText(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          <option value="">{field.placeholder ?? ''}</option>
          {field.values.map((o) => (
            <option key={o.value} value={o.value}>
              {plainText(o.label)}
            </option>
          ))}
        </select>
      )
    case 'starRating':
      return (
        <StarRating
          id={id}
          max={field.max}
          value={typeof value === 'number' ? value : 0}
          onValueChange={onChange}
          required={field.required}
          aria-labelledby={`${id}-label`}
          {...aria}
        />
      )
    case 'radio-group':
    case 'checkbox-group':
      return <ChoiceGroup {...props} />
  }
}

const GROUPED = new Set(['radio-group', 'checkbox-group', 'starRating'])

/**
 * The messages that wait until the diner leaves the field: typing on may still mend them (an
 * e-mail or phone number half typed, 'Other' just chosen, '1' on the way to '12' for a minimum of
 * 5), so showing and announcing them at the first character is noise. Required, too long and above
 * the maximum show as the field changes: typing on cannot mend those.
 */
const LATE_KEYS: ReadonlySet<string> = new Set([
  'email',
  'phone',
  'otherRequired',
  'minValue',
  'number',
  'step',
  'invalid',
])

/**
 * A text field's character limit, which the validator reports ('{label} can not have more than
 * {n} characters'); no native maxlength, which would cut typed or pasted text without a word.
 */
function limitOf(field: InputField): number | undefined {
  if (field.type === 'textarea') return field.maxlength
  if (field.type === 'text' && field.subtype !== 'color') return field.maxlength
  return undefined
}

function InputRow({
  field,
  value,
  onChange,
  onTouch,
  onLeave,
  onEnter,
  messages,
  live,
}: {
  readonly field: InputField
  readonly value: FormValue
  readonly onChange: (value: FormValue) => void
  readonly onTouch: () => void
  /** The focus left the field (or its group). */
  readonly onLeave: () => void
  /** The focus came into the field. */
  readonly onEnter: () => void
  readonly messages: readonly string[]
  /** Its message region speaks when the message changes (the diner has been in this field). */
  readonly live: boolean
}) {
  const id = useId()
  const t = useT()
  const formatCount = useFormatCount()
  const invalid = messages.length > 0
  const limit = limitOf(field)
  const describedBy =
    [
      field.description ? `${id}-description` : '',
      invalid ? `${id}-error` : '',
      limit === undefined ? '' : `${id}-count`,
    ]
      .filter(Boolean)
      .join(' ') || undefined
  const aria = {
    'aria-invalid': invalid,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(field.required && GROUPED.has(field.type) ? { 'aria-required': true } : {}),
  }
  const label = (
    <SanitizedHtml
      as="span"
      id={`${id}-label-text`}
      html={field.label || field.name}
      className="carte-field__label-text"
    />
  )
  const grouped = GROUPED.has(field.type)
  // A fieldset's aria-required is not exposed (ARIA has it on a radiogroup, which the radio group
  // and the star rating are, not on a group), and the red '*' has no text: a required checkbox
  // group says 'Required' in its legend, read as the group's name (WCAG 3.3.2, 1.3.1).
  const requiredWord =
    field.required && field.type === 'checkbox-group' ? (
      <>
        {' '}
        <span className="carte-visually-hidden">{t(...UI_TEXT.required)}</span>
      </>
    ) : null
  const rest = (
    <>
      {field.description ? (
        <p id={`${id}-description`} className="carte-field__description">
          {field.description}
        </p>
      ) : null}
      <FieldControl
        field={field}
        id={id}
        value={value}
        onChange={(v) => {
          onTouch()
          onChange(v)
        }}
        aria={grouped ? aria : { ...aria, onFocus: onEnter, onBlur: onLeave }}
      />
      {limit === undefined ? null : (
        <p
          id={`${id}-count`}
          className="carte-field__count"
          data-over={sentLength(value) > limit ? '' : undefined}
        >
          {`${formatCount(sentLength(value), { grouping: false })} / ${formatCount(limit, { grouping: false })}`}
        </p>
      )}
      {/* A polite status region per field from when the focus first enters it, before any text of
          it (a region created with its text is often not read): the message is announced when the
          field's validity changes (WCAG 4.1.3), and describes the control while it shows. The
          messages a press on Submit reveals in fields the diner has not been in are not announced
          all at once: the focus goes to the first, which reads its own. */}
      <p id={`${id}-error`} className="carte-field__error" {...(live ? { role: 'status' } : {})}>
        {messages.join(' ')}
      </p>
    </>
  )
  const state = {
    'data-field': field.name,
    'data-type': field.type,
    'data-invalid': invalid ? '' : undefined,
    'data-required': field.required ? '' : undefined,
  }
  // Groups of controls are a fieldset named by its legend; leaving the group counts as leaving it.
  return grouped ? (
    <fieldset
      className="carte-field"
      {...state}
      onFocus={onEnter}
      onBlur={(event) => {
        // Only when the focus leaves the group, not as it moves inside it (radix's roving focus).
        if (!event.currentTarget.contains(event.relatedTarget)) onLeave()
      }}
    >
      <legend id={`${id}-label`} className="carte-field__label">
        {label}
        {requiredWord}
      </legend>
      {rest}
    </fieldset>
  ) : (
    <div className="carte-field" {...state}>
      <label id={`${id}-label`} htmlFor={id} className="carte-field__label">
        {label}
      </label>
      {rest}
    </div>
  )
}

/**
 * A message's number in the count formatter's digits: a whole number as a count is shown (no
 * grouping, as the 'n / max' count), any other (a negative minimum, a decimal step) digit by digit,
 * with the language's decimal separator (the one the number field reads back).
 */
function countDigits(value: number, formatCount: FormatCount, language: string): string {
  if (Number.isSafeInteger(value) && value >= 0) return formatCount(value, { grouping: false })
  const zero = formatCount(0)
  const text = String(value).replace(/\d/g, (digit) => formatCount(Number(digit)))
  // Arabic-Indic digits take the Arabic decimal separator.
  return zero === '0'
    ? text.replace('.', decimalSeparatorOf(language))
    : text.replace('.', '\u066b')
}

/** The first control of a field row the keyboard can reach (radix's bubble inputs cannot). */
function firstControl(row: Element): HTMLElement | null {
  const candidates = row.querySelectorAll<HTMLElement>(
    'input, select, textarea, button, [tabindex]',
  )
  for (const element of candidates) {
    if (element.tabIndex >= 0 && !element.matches(':disabled, [aria-hidden="true"]')) {
      return element
    }
  }
  return null
}

function DisplayField({ field }: { readonly field: FormFieldDefinition }): ReactNode {
  if (field.type === 'header') {
    const level = /^h[1-6]$/.test(field.subtype) ? field.subtype : 'h2'
    const Heading = level as 'h2'
    return (
      <Heading className="carte-form__header">
        <SanitizedHtml as="span" html={field.label} />
      </Heading>
    )
  }
  if (field.type === 'paragraph' || field.type === 'unknown') {
    return <SanitizedHtml html={field.label} className="carte-form__paragraph" />
  }
  return null
}

/**
 * Renders a venue's dynamic form: every field type of the form builder (header, paragraph, text
 * with e-mail/tel subtypes, textarea, number, select, radio and checkbox groups with 'other',
 * date, 35 px star rating), the validator's messages per touched field with aria-invalid and
 * aria-describedby, each in a polite status region of its field that is always there (announced
 * when the field's validity changes), a live 'n / max' count under a text field with a limit (no
 * native maxlength: the validator reports it), and the submit button ('Submitting' while it
 * runs). The button stays in the
 * tab order while unavailable (aria-disabled); pressing it on an invalid form submits nothing,
 * shows every field's issue and moves the focus to the first invalid field (WCAG 3.3.1).
 * spec: menu-browsing §2 Form screen / Dynamic form fields, §4 Form submission, §5, §8
 * @param props - {@link DynamicFormProps}
 * @returns the form
 */
export function DynamicForm({
  fields,
  values,
  defaultValues,
  onValuesChange,
  issues = [],
  showIssues = 'touched',
  formatIssue = defaultFormatIssue,
  onSubmit,
  submitting = false,
  submitDisabled = false,
  submitLabel,
  submissionFailed = false,
  'aria-label': ariaLabel,
  className,
}: DynamicFormProps) {
  const t = useT()
  const initial = useMemo(() => defaultValues ?? initialFormValues(fields), [defaultValues, fields])
  const [current, setCurrent] = useControllableState({
    value: values,
    defaultValue: initial,
    onChange: onValuesChange,
  })
  const formRef = useRef<HTMLFormElement>(null)
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set())
  // A press on the button of an invalid form shows every issue (WCAG 3.3.1).
  const [attempted, setAttempted] = useState(false)
  const touch = (name: string) =>
    setTouched((prev) => (prev.has(name) ? prev : new Set([...prev, name])))
  // The fields the focus has been in: their message regions speak (see InputRow).
  const [entered, setEntered] = useState<ReadonlySet<string>>(() => new Set())
  const enter = (name: string) =>
    setEntered((prev) => (prev.has(name) ? prev : new Set([...prev, name])))
  // The fields left with a message that waits for leaving (see LATE_KEYS): it shows, and follows
  // every change, until the field is right; then the next such message waits again.
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set())
  // A press elsewhere moves the focus out on pointer down: a message that appeared then would push
  // the pressed control down before the click lands (the click missed the 'Other' checkbox under a
  // group's new message). The message waits for the press to end.
  const pressing = useRef(false)
  useEffect(() => {
    const down = () => {
      pressing.current = true
    }
    const up = () => {
      pressing.current = false
    }
    document.addEventListener('pointerdown', down, true)
    document.addEventListener('pointerup', up, true)
    document.addEventListener('pointercancel', up, true)
    return () => {
      document.removeEventListener('pointerdown', down, true)
      document.removeEventListener('pointerup', up, true)
      document.removeEventListener('pointercancel', up, true)
    }
  }, [])
  const leave = (name: string) => {
    const mark = () => {
      touch(name)
      setLeft((prev) => (prev.has(name) ? prev : new Set([...prev, name])))
    }
    if (!pressing.current) {
      mark()
      return
    }
    // After the click that follows the pointer's release (same task), or a cancelled press.
    const after = () => {
      document.removeEventListener('pointerup', after)
      document.removeEventListener('pointercancel', after)
      setTimeout(mark, 0)
    }
    document.addEventListener('pointerup', after)
    document.addEventListener('pointercancel', after)
  }
  const lateFields = issues.filter((i) => LATE_KEYS.has(i.key)).map((i) => i.field)
  const lateKey = [...new Set(lateFields)].sort().join('\n')
  useEffect(() => {
    const late = new Set(lateKey.split('\n'))
    setLeft((prev) => {
      const still = [...prev].filter((name) => late.has(name))
      return still.length === prev.size ? prev : new Set(still)
    })
  }, [lateKey])
  const formatCount = useFormatCount()
  const { language } = useContext(CountFormatContext)
  // A message's numbers in the digits of the count beside the field (spec §9 Arabic-Indic digits).
  const inCountDigits = (issue: FormIssue): FormIssue => {
    const params: Record<string, string | number> = {}
    for (const [key, value] of Object.entries(issue.params)) {
      params[key] = typeof value === 'number' ? countDigits(value, formatCount, language) : value
    }
    return { ...issue, params }
  }
  const messagesOf = (name: string) => {
    const own = issues.filter((i) => i.field === name)
    const shown =
      showIssues === 'all' || attempted || left.has(name)
        ? own
        : touched.has(name)
          ? own.filter((i) => !LATE_KEYS.has(i.key))
          : []
    return shown.map((i) => formatIssue(inCountDigits(i), t))
  }
  const focusFirstInvalid = () => {
    const invalid = new Set(issues.map((i) => i.field))
    const rows = formRef.current?.querySelectorAll<HTMLElement>('[data-field]') ?? []
    for (const row of rows) {
      const name = row.dataset.field
      if (name === undefined || !invalid.has(name)) continue
      // 'Other' chosen without its text: the box to fill takes the focus, not the radio.
      const otherMissing = issues.some((i) => i.field === name && i.key === 'otherRequired')
      const other = otherMissing ? row.querySelector<HTMLElement>('[data-other-value]') : null
      ;(other ?? firstControl(row))?.focus()
      return
    }
  }
  const blocked = submitting || submitDisabled || issues.length > 0
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The button stays focusable while unavailable (aria-disabled): a press never submits an
    // invalid form (spec §5), it shows why instead.
    if (submitting) return
    if (issues.length > 0) {
      setAttempted(true)
      focusFirstInvalid()
      return
    }
    if (submitDisabled) return
    onSubmit?.(current)
  }
  return (
    <form
      ref={formRef}
      className={className ? `carte-form ${className}` : 'carte-form'}
      noValidate
      onSubmit={submit}
      aria-label={ariaLabel}
      aria-busy={submitting || undefined}
      data-state={submitting ? 'submitting' : submissionFailed ? 'error' : 'idle'}
    >
      {fields.map((field, index) =>
        isInputField(field) ? (
          <InputRow
            key={field.name}
            field={field}
            value={current[field.name]}
            onChange={(v) => setCurrent({ ...current, [field.name]: v })}
            onTouch={() => touch(field.name)}
            onLeave={() => leave(field.name)}
            onEnter={() => enter(field.name)}
            messages={messagesOf(field.name)}
            live={showIssues === 'all' || entered.has(field.name)}
          />
        ) : (
          // Display-only items have no name; their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: the field list is fixed per form
          <DisplayField key={`display-${index}`} field={field} />
        ),
      )}
      {submissionFailed ? (
        <p className="carte-form__error" role="alert">
          {t(...UI_TEXT.submissionError)}
        </p>
      ) : null}
      <button
        type="submit"
        className="carte-button carte-form__submit"
        aria-disabled={blocked}
        aria-busy={submitting || undefined}
      >
        {submitting ? t(...UI_TEXT.submitting) : (submitLabel ?? t(...UI_TEXT.submit))}
      </button>
    </form>
  )
}
