import * as v from 'valibot'
import { instantMillis } from './calendar'
import type { CheckoutFields } from './checkout-fields'
import { emailActions } from './email'
import { assert } from './errors'
import { formatMessage } from './format-message'
import { CHECKOUT_MESSAGES, type CheckoutMessageKey } from './messages'
import type { PhoneRules } from './phone-rules'
import type { FormIssue, ValidationResult } from './validation-result'

/** The checkout form's values as the diner typed them. spec: ordering-payment §3 Checkout form */
export interface CheckoutValues {
  readonly name?: string | null | undefined
  readonly email?: string | null | undefined
  readonly phone?: string | null | undefined
  readonly carNumber?: string | null | undefined
  /** An ISO date-time with its offset, e.g. '2026-11-22T18:30+04:00' (see README). */
  readonly customDateTime?: string | null | undefined
  readonly address?: string | null | undefined
  readonly checkout_terms?: boolean | null | undefined
}

/** A valid checkout form: applicable fields only, text trimmed, the phone in E.164. */
export interface CheckoutOutput {
  readonly name?: string
  readonly email?: string
  readonly phone?: string
  readonly carNumber?: string
  readonly customDateTime?: string
  readonly address?: string
  readonly checkout_terms?: true
}

/** What checkout validation needs besides the values. */
export interface CheckoutValidationOptions {
  /** The instant the date/time may not be before: when the checkout screen opened (ISO, with Z or offset). */
  readonly now: string
  /** Phone checking; required when the phone field applies (from '@carte/forms/phone'). */
  readonly phoneRules?: PhoneRules | undefined
}

/** The checkout field keys (also the `field` of each issue). */
export type CheckoutFieldKey = keyof CheckoutValues

/** A checkout validation result; issues carry CHECKOUT_MESSAGES keys. */
export type CheckoutValidationResult = ValidationResult<CheckoutOutput, CheckoutMessageKey>

type Schema = v.GenericSchema<unknown, string | true | undefined>

const key = (name: CheckoutMessageKey): CheckoutMessageKey => name
const MIN_LENGTH = 3

/** Blank text is missing; everything else is checked as given. */
const present = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value

function textRule(
  required: boolean,
  missing: CheckoutMessageKey,
  ...actions: v.PipeItem<string, string, v.BaseIssue<unknown>>[]
): Schema {
  return v.pipe(
    v.unknown(),
    v.transform(present),
    v.check((value) => !required || value !== undefined, key(missing)),
    v.optional(v.pipe(v.string(key(missing)), v.trim(), ...actions)),
  )
}

function phoneRule(
  phone: Exclude<CheckoutFields['phone'], false>,
  country: string | undefined,
  rules: PhoneRules,
): Schema {
  const toE164 = (text: string) => rules.toE164(text, country) ?? text
  if (phone.disabled) {
    // Filled by the employee lookup and not editable: never block the order on it.
    return v.pipe(
      v.unknown(),
      v.transform((value) => (typeof value === 'string' ? present(value) : undefined)),
      v.optional(v.pipe(v.string(), v.trim(), v.transform(toE164))),
    )
  }
  return textRule(
    phone.required,
    'phoneRequired',
    v.check((text) => rules.isValid(text, country), key('phoneInvalid')),
    v.transform(toE164),
  )
}

function dateTimeRule(nowMillis: number): Schema {
  const minute = (millis: number) => Math.floor(millis / 60_000)
  return textRule(
    true,
    'dateRequired',
    v.check((text) => instantMillis(text) !== undefined, key('dateInvalid')),
    // Minute precision: the default value (now, when the screen opened) stays valid.
    v.check((text) => {
      const millis = instantMillis(text)
      // An unreadable value already has its message; "in the past" would only add noise.
      return millis === undefined || minute(millis) >= minute(nowMillis)
    }, key('dateInPast')),
  )
}

/**
 * Validates the checkout form against the fields that apply (see {@link checkoutFields}):
 * name (required, at least 3), e-mail (required, pattern), phone (required unless the partner
 * country, valid for the menu country, normalised to E.164), car number (at least 3), date/time
 * (required, a real instant, not before `now`), typed address (required, at least 3) and terms.
 * Never throws for any values.
 * spec: ordering-payment §5 Checkout form, Order payload rules (phone in E.164); architecture ruling
 * ('Email is a required field')
 * @param values - what the diner entered
 * @param fields - which fields apply
 * @param options - the instant "now" and the phone rules
 * @returns `{ success, output, issues }`; issue fields are the keys of {@link CheckoutValues}
 * @throws FormsError PHONE_RULES_MISSING when the phone applies and no rules were given; INVALID_NOW
 */
export function validateCheckout(
  values: CheckoutValues,
  fields: CheckoutFields,
  options: CheckoutValidationOptions,
): CheckoutValidationResult {
  const nowMillis = instantMillis(options.now)
  assert(nowMillis !== undefined, 'INVALID_NOW', options.now)
  const rules: [CheckoutFieldKey, Schema][] = []
  if (fields.name) {
    rules.push([
      'name',
      textRule(true, 'nameRequired', v.minLength(MIN_LENGTH, key('nameTooShort'))),
    ])
  }
  if (fields.email)
    rules.push(['email', textRule(true, 'emailRequired', ...emailActions(key('emailInvalid')))])
  if (fields.phone !== false) {
    const phoneRules = options.phoneRules
    assert(phoneRules !== undefined, 'PHONE_RULES_MISSING', 'checkout phone')
    rules.push(['phone', phoneRule(fields.phone, fields.country, phoneRules)])
  }
  if (fields.carNumber) {
    rules.push([
      'carNumber',
      textRule(true, 'carNumberInvalid', v.minLength(MIN_LENGTH, key('carNumberInvalid'))),
    ])
  }
  if (fields.customDateTime) rules.push(['customDateTime', dateTimeRule(nowMillis)])
  if (fields.address) {
    rules.push([
      'address',
      textRule(true, 'addressRequired', v.minLength(MIN_LENGTH, key('addressTooShort'))),
    ])
  }
  if (fields.checkout_terms) {
    rules.push([
      'checkout_terms',
      v.pipe(
        v.unknown(),
        v.check((value) => value === true, key('termsRequired')),
        v.transform((): true => true),
      ),
    ])
  }

  // Values may come from storage or the network: read them defensively.
  const source: Partial<Record<string, unknown>> =
    typeof values === 'object' && values !== null ? { ...values } : {}
  const issues: FormIssue<CheckoutMessageKey>[] = []
  const output: Record<string, string | true> = {}
  for (const [field, schema] of rules) {
    const result = v.safeParse(schema, Object.hasOwn(source, field) ? source[field] : undefined)
    if (result.success) {
      if (result.output !== undefined) output[field] = result.output
      continue
    }
    const keys = new Set(
      result.issues.map((issue) =>
        isCheckoutKey(issue.message) ? issue.message : fallbackKey(field),
      ),
    )
    for (const messageKey of keys) {
      const template = CHECKOUT_MESSAGES[messageKey]
      issues.push({
        field,
        key: messageKey,
        template,
        params: {},
        message: formatMessage(template),
      })
    }
  }
  return issues.length === 0
    ? // Each rule's output type matches its key in CheckoutOutput (terms: true, others: string).
      { success: true, output: output as CheckoutOutput, issues: [] }
    : { success: false, output: undefined, issues }
}

const isCheckoutKey = (message: string): message is CheckoutMessageKey =>
  Object.hasOwn(CHECKOUT_MESSAGES, message)

function fallbackKey(field: CheckoutFieldKey): CheckoutMessageKey {
  const keys: Record<CheckoutFieldKey, CheckoutMessageKey> = {
    name: 'nameRequired',
    email: 'emailInvalid',
    phone: 'phoneInvalid',
    carNumber: 'carNumberInvalid',
    customDateTime: 'dateInvalid',
    address: 'addressRequired',
    checkout_terms: 'termsRequired',
  }
  return keys[field]
}
