import fc from 'fast-check'
import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js/max'
import examples from 'libphonenumber-js/mobile/examples'
import { describe, expect, it } from 'vitest'
import { checkoutFields, createFormValidator, validateCheckout } from '../src/index'
import { isValidPhone, phoneRules } from '../src/phone/index'

// spec: ordering-payment §5 Checkout form (Phone) "must be a valid number for the menu country
// ('Please enter valid phone number')"; menu-browsing §5 (tel subtype: the menu country's phone format).
// A number written with another country's code is not a number of the menu country; a number written
// without a country code is read in the menu country.

describe('a number of another country is not valid for the menu country', () => {
  it('a London number written internationally is refused on a UAE menu, accepted on a British one', () => {
    expect(isValidPhone('+44 20 7946 0958', 'AE')).toBe(false)
    expect(isValidPhone('0044 20 7946 0958', 'AE')).toBe(false)
    expect(isValidPhone('+44 20 7946 0958', 'GB')).toBe(true)
    expect(isValidPhone('020 7946 0958', 'GB')).toBe(true)
  })

  it('a UAE number written internationally stays valid on a UAE menu, with + or 00', () => {
    expect(isValidPhone('+971 50 123 4567', 'AE')).toBe(true)
    expect(isValidPhone('00971 50 123 4567', 'ae')).toBe(true)
    expect(isValidPhone('+965 500 12345', 'AE')).toBe(false)
  })

  it('a number of no country (+800 freephone) is not a number of the menu country', () => {
    expect(isValidPhone('+800 1234 5678', 'AE')).toBe(false)
  })

  it('without a known menu country there is nothing to compare: any valid international number', () => {
    expect(isValidPhone('+44 20 7946 0958', undefined)).toBe(true)
    expect(isValidPhone('+44 20 7946 0958', null)).toBe(true)
  })

  it("the checkout says 'Please enter valid phone number' for a foreign number (demo: AE, takeaway)", () => {
    const fields = checkoutFields(
      { enable_order_phone: true, menu_country: 'AE' },
      { orderType: 'takeaway' },
    )
    const messages = (phone: string) =>
      validateCheckout({ name: 'Alia Test', phone }, fields, {
        now: '2026-11-22T12:00:00Z',
        phoneRules,
      }).issues.map((issue) => [issue.field, issue.message])
    expect(messages('+44 20 7946 0958')).toEqual([['phone', 'Please enter valid phone number']])
    expect(messages('+971 50 123 4567')).toEqual([])
  })

  it("a dynamic form's tel field follows the same rule", () => {
    const validate = createFormValidator(
      [{ type: 'text', subtype: 'tel', name: 'p', label: 'Phone', required: false }],
      { country: 'AE', phoneRules },
    )
    expect(validate({ p: '+44 20 7946 0958' }).issues.map((issue) => issue.message)).toEqual([
      'Please enter valid phone number',
    ])
    expect(validate({ p: '+971 50 123 4567' }).issues).toEqual([])
  })
})

// Countries with an example mobile number, paired with their calling code.
const countries = getCountries().filter((country) => examples[country] !== undefined)
const exampleOf = (country: CountryCode) => {
  const national = examples[country] ?? ''
  return { national, callingCode: getCountryCallingCode(country) }
}

describe('properties', () => {
  it('an example mobile of country B written +B… is valid on a menu of A only when A shares its calling code', () => {
    fc.assert(
      fc.property(fc.constantFrom(...countries), fc.constantFrom(...countries), (a, b) => {
        const { national, callingCode } = exampleOf(b)
        const international = `+${callingCode}${national}`
        // Only when B's own metadata accepts its example (a handful of examples are stale).
        fc.pre(isValidPhone(international, b))
        expect(isValidPhone(international, a)).toBe(getCountryCallingCode(a) === callingCode)
      }),
      { numRuns: 1000 },
    )
  })

  it('the same number is judged alike written nationally or with the menu country code', () => {
    fc.assert(
      fc.property(fc.constantFrom(...countries), (country) => {
        const { national, callingCode } = exampleOf(country)
        const written = phoneRules.toE164(national, country)
        fc.pre(written !== undefined)
        expect(isValidPhone(`+${callingCode}${national}`, country)).toBe(
          isValidPhone(national, country),
        )
      }),
      { numRuns: 1000 },
    )
  })
})
