import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isValidPhone, phoneExample, phoneRules, toE164 } from '../src/phone/index'

// spec: ordering-payment §5 Checkout form (Phone), Order payload rules (E.164 with the menu country).
describe('@carte/forms/phone', () => {
  it('reads national numbers in the menu country, any case', () => {
    expect(isValidPhone('050 123 4567', 'ae')).toBe(true)
    expect(toE164('050 123 4567', 'ae')).toBe('+971501234567')
    expect(toE164('0501234567', 'AE')).toBe('+971501234567')
  })

  it('reads numbers written with 00 or + whatever the menu country', () => {
    expect(toE164('00971 50 123 4567', 'AE')).toBe('+971501234567')
    expect(toE164('+1 201 555 0123', 'AE')).toBe('+12015550123')
  })

  it('without a known menu country only international numbers are valid', () => {
    expect(isValidPhone('050 123 4567', undefined)).toBe(false)
    expect(isValidPhone('050 123 4567', 'Emirates')).toBe(false)
    expect(isValidPhone('+971 50 123 4567', undefined)).toBe(true)
  })

  it('does not pick a number out of surrounding words', () => {
    expect(isValidPhone('call me on 050 123 4567', 'AE')).toBe(false)
    expect(toE164('050 123 4567 please', 'AE')).toBeUndefined()
  })

  it('gives no E.164 for an invalid number', () => {
    expect(toE164('12', 'AE')).toBeUndefined()
    expect(toE164('', 'AE')).toBeUndefined()
  })

  it('offers an example mobile number of the country as the placeholder', () => {
    expect(phoneExample('AE')).toEqual({
      national: '050 123 4567',
      international: '+971 50 123 4567',
      e164: '+971501234567',
    })
    expect(phoneExample('kw')?.e164).toBe('+96550012345')
    expect(phoneExample('GB')?.national).toBe('07400 123456')
    expect(phoneExample('XX')).toBeUndefined()
    expect(phoneExample(undefined)).toBeUndefined()
  })

  it('bundles the two functions as the phoneRules the validators take', () => {
    expect(phoneRules.isValid('500 12345', 'KW')).toBe(true)
    expect(phoneRules.toE164('500 12345', 'KW')).toBe('+96550012345')
  })
})

describe('entry points', () => {
  it('the main entry never imports libphonenumber-js (only the ./phone entry pays for metadata)', () => {
    const src = join(import.meta.dirname, '../src')
    const mainFiles = readdirSync(src).filter((file) => file.endsWith('.ts'))
    expect(mainFiles.length).toBeGreaterThan(10)
    for (const file of mainFiles) {
      expect(readFileSync(join(src, file), 'utf8'), file).not.toMatch(/from ['"]libphonenumber-js/)
      expect(readFileSync(join(src, file), 'utf8'), file).not.toMatch(/from ['"]\.\/phone\//)
    }
  })
})

describe('a menu without menu_country', () => {
  it('accepts null like undefined (menu data may carry null)', () => {
    expect(isValidPhone('+971 50 123 4567', null)).toBe(true)
    expect(toE164('050 123 4567', null)).toBeUndefined()
    expect(phoneExample(null)).toBeUndefined()
  })
})
