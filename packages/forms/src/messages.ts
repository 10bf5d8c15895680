/**
 * The dynamic form's messages: keys with English templates. Placeholders: {label}, {min}, {max}, {n},
 * {step}.
 * Translate by looking the English template up in ui_strings (see {@link formatMessage}).
 * spec: menu-browsing §5 Validation rules (dynamic form)
 */
export const FORM_MESSAGES = {
  required: '{label} is a required field',
  email: 'Invalid email address',
  minValue: '{label} requires minimum value of {min}',
  maxValue: '{label} requires maximum value of {max}',
  maxLength: '{label} can not have more than {n} characters',
  phone: 'Please enter valid phone number',
  otherRequired: 'Please enter other value',
  // Not spec strings (the spec names no message for these rules), translatable like the rest:
  // text in a number field that reads as no number (a letter, '1e1'), in any digits the diner
  // has; a number off the field's step (2.5 where the step is 1).
  number: '{label} must be a number',
  step: '{label} must be in steps of {step}',
  // Not a spec string: a value of the wrong shape, an option not offered, or a date that is no
  // calendar day (the date box of a browser without a date picker takes any text).
  invalid: '{label} is not valid',
} as const

/** One key of {@link FORM_MESSAGES}. */
export type FormMessageKey = keyof typeof FORM_MESSAGES

/**
 * The checkout form's messages: keys with English templates (no placeholders).
 * spec: ordering-payment §5 Checkout form; architecture ruling on the e-mail required message
 */
export const CHECKOUT_MESSAGES = {
  nameRequired: 'Name is a required field',
  nameTooShort: 'Valid name is required',
  emailRequired: 'Email is a required field',
  emailInvalid: 'Invalid email address',
  phoneRequired: 'Phone is a required field',
  phoneInvalid: 'Please enter valid phone number',
  carNumberInvalid: 'Valid car number is required',
  dateRequired: 'Date is a required field',
  // The spec gives no wording for these two; ours, translatable like the rest.
  dateInvalid: 'Please enter a valid date',
  dateInPast: 'Date can not be in the past',
  addressRequired: 'Address is a required field',
  addressTooShort: 'Address is required for delivery',
  // The spec says only "required"; ours.
  termsRequired: 'Please accept the terms and conditions',
} as const

/** One key of {@link CHECKOUT_MESSAGES}. */
export type CheckoutMessageKey = keyof typeof CHECKOUT_MESSAGES

/** Values for a message's placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>

/** Looks an English text up in the menu's ui_strings and returns the translation (or the text). */
export type Translate = (english: string) => string
