import { describe, expect, it } from 'vitest'
import {
  CAR_NUMBER_PLACEHOLDER,
  type CheckoutFields,
  type CheckoutValues,
  checkoutFields,
  FormsError,
  validateCheckout,
} from '../src/index'
import { phoneRules } from '../src/phone/index'

const NOW = '2026-11-22T06:00:00Z' // 10:00 in Dubai

const everything: CheckoutFields = {
  name: true,
  email: true,
  phone: { required: true, disabled: false },
  carNumber: true,
  customDateTime: true,
  address: true,
  checkout_terms: true,
  country: 'AE',
}

const only = (field: keyof CheckoutFields, value: CheckoutFields[keyof CheckoutFields] = true) =>
  ({
    name: false,
    email: false,
    phone: false,
    carNumber: false,
    customDateTime: false,
    address: false,
    checkout_terms: false,
    country: 'AE',
    [field]: value,
  }) as CheckoutFields

const messages = (values: CheckoutValues, fields: CheckoutFields) =>
  validateCheckout(values, fields, { now: NOW, phoneRules }).issues.map((issue) => [
    issue.field,
    issue.message,
  ])

// spec: ordering-payment §5 Checkout form — which fields apply.
describe('checkoutFields', () => {
  it('shows name, and e-mail and phone only when enabled', () => {
    expect(checkoutFields({}, { orderType: 'dine_in' })).toEqual({
      name: true,
      email: false,
      phone: false,
      carNumber: false,
      customDateTime: false,
      address: false,
      checkout_terms: false,
      country: undefined,
    })
    const fields = checkoutFields(
      { enable_order_email: true, enable_order_phone: true, menu_country: 'kw' },
      { orderType: 'takeaway' },
    )
    expect([fields.email, fields.phone, fields.country]).toEqual([
      true,
      { required: true, disabled: false },
      'KW',
    ])
  })

  it('hides the name for the partner integration', () => {
    expect(checkoutFields({ al_futtaim_enabled: true }, { orderType: 'dine_in' }).name).toBe(false)
  })

  it('makes the phone optional only with the partner integration in its one country (default AE)', () => {
    const phone = (flags: object, country?: string) =>
      checkoutFields(
        { enable_order_phone: true, ...flags },
        { orderType: 'dine_in', partnerPhoneOptionalCountry: country },
      ).phone
    expect(phone({ al_futtaim_enabled: true, menu_country: 'AE' })).toEqual({
      required: false,
      disabled: false,
    })
    expect(phone({ al_futtaim_enabled: true, menu_country: 'KW' })).toEqual({
      required: true,
      disabled: false,
    })
    expect(phone({ al_futtaim_enabled: false, menu_country: 'AE' })).toEqual({
      required: true,
      disabled: false,
    })
    expect(phone({ al_futtaim_enabled: true, menu_country: 'KW' }, 'KW')).toEqual({
      required: false,
      disabled: false,
    })
  })

  it('marks the phone disabled by the cart flag', () => {
    const fields = checkoutFields(
      { enable_order_phone: true },
      { orderType: 'dine_in', disableCustomerPhone: true },
    )
    expect(fields.phone).toEqual({ required: true, disabled: true })
  })

  it('asks a car number for drive_thru only', () => {
    for (const orderType of ['delivery', 'dine_in', 'takeaway', 'drive_thru'] as const) {
      expect(checkoutFields({}, { orderType }).carNumber).toBe(orderType === 'drive_thru')
    }
    expect(CAR_NUMBER_PLACEHOLDER).toBe('A 12345')
  })

  it('asks a date/time for delivery or takeaway when enabled', () => {
    const dated = (orderType: 'delivery' | 'dine_in' | 'takeaway' | 'drive_thru', on: boolean) =>
      checkoutFields({ enable_delivery_datetime: on }, { orderType }).customDateTime
    expect([
      dated('delivery', true),
      dated('takeaway', true),
      dated('dine_in', true),
      dated('drive_thru', true),
    ]).toEqual([true, true, false, false])
    expect(dated('delivery', false)).toBe(false)
  })

  it('asks a typed address for delivery without maps', () => {
    expect(checkoutFields({}, { orderType: 'delivery' }).address).toBe(true)
    expect(
      checkoutFields({ enable_address_google_maps: true }, { orderType: 'delivery' }).address,
    ).toBe(false)
    expect(checkoutFields({}, { orderType: 'takeaway' }).address).toBe(false)
  })

  it('asks the terms when checkout_terms exist', () => {
    expect(checkoutFields({ checkout_terms: 12 }, { orderType: 'dine_in' }).checkout_terms).toBe(
      true,
    )
    expect(
      checkoutFields({ checkout_terms: 'terms' }, { orderType: 'dine_in' }).checkout_terms,
    ).toBe(true)
    expect(checkoutFields({ checkout_terms: null }, { orderType: 'dine_in' }).checkout_terms).toBe(
      false,
    )
    expect(checkoutFields({ checkout_terms: '' }, { orderType: 'dine_in' }).checkout_terms).toBe(
      false,
    )
  })
})

// spec: ordering-payment §5 Checkout form — messages, exactly as written (e-mail: architecture ruling).
describe('validateCheckout messages', () => {
  it("name: 'Name is a required field', then 'Valid name is required' below 3 characters", () => {
    expect(messages({}, only('name'))).toEqual([['name', 'Name is a required field']])
    expect(messages({ name: '  ' }, only('name'))).toEqual([['name', 'Name is a required field']])
    expect(messages({ name: 'Al' }, only('name'))).toEqual([['name', 'Valid name is required']])
    expect(messages({ name: 'Ali' }, only('name'))).toEqual([])
  })

  it("e-mail: 'Email is a required field' (ruling), then 'Invalid email address'", () => {
    expect(messages({ email: '' }, only('email'))).toEqual([['email', 'Email is a required field']])
    expect(messages({ email: 'ali@' }, only('email'))).toEqual([['email', 'Invalid email address']])
    expect(messages({ email: 'ali@venue.ae' }, only('email'))).toEqual([])
  })

  it("phone: 'Phone is a required field' unless optional, then 'Please enter valid phone number'", () => {
    const required = only('phone', { required: true, disabled: false })
    const optional = only('phone', { required: false, disabled: false })
    expect(messages({}, required)).toEqual([['phone', 'Phone is a required field']])
    expect(messages({}, optional)).toEqual([])
    expect(messages({ phone: '12' }, optional)).toEqual([
      ['phone', 'Please enter valid phone number'],
    ])
  })

  it('phone disabled by the cart flag is not validated, only normalised', () => {
    const disabled = only('phone', { required: true, disabled: true })
    expect(validateCheckout({ phone: '0501234567' }, disabled, { now: NOW, phoneRules })).toEqual({
      success: true,
      output: { phone: '+971501234567' },
      issues: [],
    })
    expect(validateCheckout({}, disabled, { now: NOW, phoneRules }).success).toBe(true)
  })

  it("car number: 'Valid car number is required' when missing or below 3 characters", () => {
    expect(messages({}, only('carNumber'))).toEqual([['carNumber', 'Valid car number is required']])
    expect(messages({ carNumber: 'A1' }, only('carNumber'))).toEqual([
      ['carNumber', 'Valid car number is required'],
    ])
    expect(messages({ carNumber: 'A 12345' }, only('carNumber'))).toEqual([])
  })

  it("date/time: 'Date is a required field'; a real instant; not before now (to the minute)", () => {
    const dated = only('customDateTime')
    expect(messages({}, dated)).toEqual([['customDateTime', 'Date is a required field']])
    expect(messages({ customDateTime: 'tomorrow' }, dated)).toEqual([
      ['customDateTime', 'Please enter a valid date'],
    ])
    // A wall time without its offset cannot be compared with an instant: the screen adds the offset.
    expect(messages({ customDateTime: '2026-11-22T12:00' }, dated)).toEqual([
      ['customDateTime', 'Please enter a valid date'],
    ])
    expect(messages({ customDateTime: '2026-11-22T09:59+04:00' }, dated)).toEqual([
      ['customDateTime', 'Date can not be in the past'],
    ])
    // The default value "now" stays valid, even with seconds past the minute.
    expect(messages({ customDateTime: '2026-11-22T10:00+04:00' }, dated)).toEqual([])
    expect(
      validateCheckout({ customDateTime: '2026-11-22T06:00:00Z' }, dated, {
        now: '2026-11-22T06:00:45Z',
      }).success,
    ).toBe(true)
    expect(messages({ customDateTime: '2026-11-23T08:30+04:00' }, dated)).toEqual([])
  })

  it("address: 'Address is a required field', then 'Address is required for delivery' below 3", () => {
    expect(messages({}, only('address'))).toEqual([['address', 'Address is a required field']])
    expect(messages({ address: 'AB' }, only('address'))).toEqual([
      ['address', 'Address is required for delivery'],
    ])
    expect(messages({ address: 'Villa 7, Jumeirah' }, only('address'))).toEqual([])
  })

  it('terms: must be ticked', () => {
    expect(messages({ checkout_terms: false }, only('checkout_terms'))).toEqual([
      ['checkout_terms', 'Please accept the terms and conditions'],
    ])
    expect(messages({ checkout_terms: true }, only('checkout_terms'))).toEqual([])
  })

  it('fields that do not apply are neither validated nor returned', () => {
    expect(
      validateCheckout({ name: 'x', email: 'nope', carNumber: '' }, only('checkout_terms'), {
        now: NOW,
      }),
    ).toEqual({
      success: false,
      output: undefined,
      issues: [
        {
          field: 'checkout_terms',
          key: 'termsRequired',
          template: 'Please accept the terms and conditions',
          params: {},
          message: 'Please accept the terms and conditions',
        },
      ],
    })
  })

  it('returns every applicable value trimmed, the phone in E.164', () => {
    const result = validateCheckout(
      {
        name: ' Aisha ',
        email: 'aisha@venue.ae',
        phone: '050 123 4567',
        carNumber: 'A 12345',
        customDateTime: '2026-11-22T18:30+04:00',
        address: 'Villa 7, Jumeirah',
        checkout_terms: true,
      },
      everything,
      { now: NOW, phoneRules },
    )
    expect(result).toEqual({
      success: true,
      output: {
        name: 'Aisha',
        email: 'aisha@venue.ae',
        phone: '+971501234567',
        carNumber: 'A 12345',
        customDateTime: '2026-11-22T18:30+04:00',
        address: 'Villa 7, Jumeirah',
        checkout_terms: true,
      },
      issues: [],
    })
  })

  it('throws FormsError for programmer errors: phone without rules, "now" without an offset', () => {
    expect(() =>
      validateCheckout({}, only('phone', { required: true, disabled: false }), { now: NOW }),
    ).toThrow(FormsError)
    expect(() => validateCheckout({}, only('name'), { now: '2026-11-22T10:00' })).toThrow(
      /\[@carte\/forms\] now must be an ISO instant/,
    )
  })
})

// spec: ordering-payment §5 — valid for menu_country, normalised to E.164.
describe('checkout phone by country', () => {
  const phoneIn = (country: string) =>
    checkoutFields({ enable_order_phone: true, menu_country: country }, { orderType: 'takeaway' })
  const check = (phone: string, country: string) =>
    validateCheckout({ phone }, { ...phoneIn(country), name: false }, { now: NOW, phoneRules })

  it.each([
    ['AE', '050 123 4567', '+971501234567'],
    ['AE', '+971 4 234 5678', '+97142345678'],
    ['KW', '500 12345', '+96550012345'],
    ['KW', '2200 1234', '+96522001234'],
    ['SA', '051 234 5678', '+966512345678'],
    ['GB', '07400 123456', '+447400123456'],
    ['GB', '020 7946 0000', '+442079460000'],
    ['US', '(201) 555-0123', '+12015550123'],
    ['US', '212-555-1234', '+12125551234'],
  ])('%s accepts %s as %s', (country, typed, e164) => {
    expect(check(typed, country)).toEqual({ success: true, output: { phone: e164 }, issues: [] })
  })

  it.each([
    ['AE', '040 123 4567'], // no such UAE range (needs full metadata to see it)
    ['AE', '050 123'],
    ['KW', '1234 5678'],
    ['SA', '091 234 5678'],
    ['GB', '01000 000000'],
    ['US', '123-555-1234'], // area codes never start with 1
    ['US', '555-0123'],
  ])('%s rejects %s', (country, typed) => {
    expect(check(typed, country).issues.map((issue) => issue.message)).toEqual([
      'Please enter valid phone number',
    ])
  })

  // "a valid number for the menu country": another country's number is refused, written with its
  // code; the menu country's own code is accepted (session 8 checkout review).
  it('rejects an international number of another country, accepts one of the menu country', () => {
    expect(check('+44 7400 123456', 'AE').issues.map((issue) => issue.message)).toEqual([
      'Please enter valid phone number',
    ])
    expect(check('+971 50 123 4567', 'AE')).toEqual({
      success: true,
      output: { phone: '+971501234567' },
      issues: [],
    })
  })
})
