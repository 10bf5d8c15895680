import {
  CHECKOUT_MESSAGES,
  type CheckoutFieldKey,
  type CheckoutFields,
  type CheckoutMessageKey,
  type CheckoutOutput,
  checkoutFields,
  validateCheckout,
} from '@carte/forms'
import { phoneExample, phoneRules } from '@carte/forms/phone'
import { earliestOrderDateTime, validateOrderDateTime } from '@carte/hours'
import type { OrderType } from '@carte/pricing'
import { useT } from '@carte/ui'
import { useAtom } from 'jotai'
import { useCallback, useMemo, useState } from 'react'
import { loadedTemporal } from '../lib/hours'
import { type CustomerDetails, customerAtom } from '../state/customer'
import { useMenu, useVenue } from './useMenu'
import { useNow } from './useNow'

/** What the diner types on the checkout form; the customer details persist, the rest does not. */
export interface CheckoutFormValues extends CustomerDetails {
  /** The datetime-local value in the venue zone ('YYYY-MM-DDTHH:MM'); null = the default (now). */
  readonly customDateTime: string | null
  readonly address: string
  readonly checkout_terms: boolean
}

/** The checkout form's model: fields that apply, values, per-field messages and validity. */
export interface CheckoutFormModel {
  readonly fields: CheckoutFields
  readonly values: CheckoutFormValues
  /** The date-time input's value: the diner's choice, else the earliest (now, venue zone). */
  readonly dateTimeValue: string
  /** The earliest selectable date-time (datetime-local min). */
  readonly dateTimeMin: string
  readonly set: <K extends keyof CheckoutFormValues>(field: K, value: CheckoutFormValues[K]) => void
  /** Marks a field as visited: its messages show from then on. */
  readonly touch: (field: CheckoutFieldKey) => void
  /** Shows every field's messages (e.g. after a submit attempt). */
  readonly touchAll: () => void
  /** Translated messages of each field, whether shown yet or not. */
  readonly errors: Partial<Record<CheckoutFieldKey, readonly string[]>>
  /** Whether a field's messages are shown (visited or submit attempted). */
  readonly shown: (field: CheckoutFieldKey) => boolean
  readonly valid: boolean
  /** The validated values (phone in E.164) when valid. */
  readonly output: CheckoutOutput | undefined
  /** The delivery date-time to send: venue-local 'YYYY-MM-DDTHH:MM', or null when not asked. */
  readonly deliveryDateTime: string | null
  /**
   * The default date-time ('now', venue-local 'YYYY-MM-DDTHH:MM') at an instant, or null when the
   * date-time is not asked. The screen reads the clock on each minute, but a busy or sleeping
   * phone holds that timer back: placing an order reads the minute of the press itself.
   */
  readonly defaultDateTimeAt: (instant: number) => string | null
  /** The country's example number for the phone placeholder. */
  readonly phonePlaceholder: string
}

const DATE_ISSUE: Record<'required' | 'invalid' | 'past', CheckoutMessageKey> = {
  required: 'dateRequired',
  invalid: 'dateInvalid',
  past: 'dateInPast',
}

/**
 * The checkout form: which fields apply (@carte/forms checkoutFields), validation on every change
 * (validateCheckout; the date-time through @carte/hours in the venue zone, earliest and default
 * now), messages translated through ui_strings, and the customer details persisted per licence.
 * spec: ordering-payment §2 Checkout screen, §5 Checkout form; architecture rulings (persistence)
 * @param orderType - the order type in effect.
 * @param options - disableCustomerPhone: the employee discount's disable_phone (§4 Employee
 *   discount; the phone is shown but neither editable nor validated); employeePhone: the phone the
 *   disabled field shows and the order carries (the diner's own stays remembered).
 * @returns the form model.
 */
export function useCheckoutForm(
  orderType: OrderType,
  options: { readonly disableCustomerPhone?: boolean; readonly employeePhone?: string } = {},
): CheckoutFormModel {
  const menu = useMenu()
  const { license } = useVenue()
  const t = useT()
  const now = useNow(menu.timezone)
  const [customer, setCustomer] = useAtom(customerAtom(license))
  const [local, setLocal] = useState<{
    customDateTime: string | null
    address: string
    checkout_terms: boolean
  }>({ customDateTime: null, address: '', checkout_terms: false })
  const [touched, setTouched] = useState<ReadonlySet<CheckoutFieldKey>>(new Set())
  const [all, setAll] = useState(false)

  // Locked only with a phone to show: a locked empty field would skip the phone's validation.
  const disableCustomerPhone =
    options.disableCustomerPhone === true && (options.employeePhone ?? '').trim() !== ''
  const fields = useMemo(
    () => checkoutFields(menu, { orderType, disableCustomerPhone }),
    [menu, orderType, disableCustomerPhone],
  )
  // §4 Employee discount: the disabled phone field holds the employee's phone, never written over
  // the diner's remembered one.
  const phone = disableCustomerPhone ? (options.employeePhone ?? '') : customer.phone
  const values: CheckoutFormValues = { ...customer, phone, ...local }

  const temporal = loadedTemporal()
  const earliest = earliestOrderDateTime(temporal, menu.timezone, now)
  const dateTimeValue = local.customDateTime ?? earliest.inputValue

  const set = useCallback(
    <K extends keyof CheckoutFormValues>(field: K, value: CheckoutFormValues[K]) => {
      if (field === 'name' || field === 'email' || field === 'phone' || field === 'carNumber') {
        setCustomer((previous) => ({ ...previous, [field]: value }))
      } else {
        setLocal((previous) => ({ ...previous, [field]: value }))
      }
      setTouched((previous) => new Set(previous).add(field as CheckoutFieldKey))
    },
    [setCustomer],
  )
  const touch = useCallback(
    (field: CheckoutFieldKey) =>
      setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field))),
    [],
  )

  // The date-time is checked by @carte/hours in the venue zone; the rest by validateCheckout.
  const result = validateCheckout(
    {
      name: customer.name,
      email: customer.email,
      phone,
      carNumber: customer.carNumber,
      address: local.address,
      checkout_terms: local.checkout_terms,
    },
    { ...fields, customDateTime: false },
    { now: new Date(now).toISOString(), phoneRules },
  )
  const dateResult = fields.customDateTime
    ? validateOrderDateTime(temporal, dateTimeValue, menu.timezone, now)
    : null

  const errors: Partial<Record<CheckoutFieldKey, string[]>> = {}
  const message = (key: CheckoutMessageKey) => t(`ui_str_checkout_${key}`, CHECKOUT_MESSAGES[key])
  for (const issue of result.issues) {
    const field = issue.field as CheckoutFieldKey
    errors[field] = [...(errors[field] ?? []), message(issue.key)]
  }
  if (dateResult && !dateResult.success) {
    errors.customDateTime = [message(DATE_ISSUE[dateResult.issues[0].type])]
  }
  const valid = result.success && (dateResult === null || dateResult.success)

  return {
    fields,
    values,
    dateTimeValue,
    dateTimeMin: earliest.inputValue,
    set,
    touch,
    touchAll: () => setAll(true),
    errors,
    shown: (field) => all || touched.has(field),
    valid,
    output: valid ? result.output : undefined,
    deliveryDateTime: dateResult?.success ? dateResult.output.inputValue : null,
    defaultDateTimeAt: (instant) =>
      fields.customDateTime
        ? earliestOrderDateTime(temporal, menu.timezone, instant).inputValue
        : null,
    phonePlaceholder: phoneExample(fields.country)?.national ?? '',
  }
}
