import { describe, expect, it } from 'vitest'
import { decimalSeparatorOf } from '../src/index'

// spec: menu-browsing §9 supported languages; architecture "Dates and numbers format through Intl".
describe('decimalSeparatorOf', () => {
  it("gives ',' for the app's languages that write a decimal comma, '.' for the others", () => {
    for (const language of ['de', 'es', 'fr', 'it', 'nl', 'ru', 'tr']) {
      expect(decimalSeparatorOf(language)).toBe(',')
    }
    // ar and fa with Latin digits write '.' (their own digits take '٫', which numberFromText reads).
    for (const language of ['en', 'ar', 'fa', 'he', 'ja', 'th', 'zh-hans']) {
      expect(decimalSeparatorOf(language)).toBe('.')
    }
  })

  it("gives '.' for a language Intl does not know ('kp'), never the device's own separator", () => {
    expect(decimalSeparatorOf('kp')).toBe('.')
  })

  it("gives '.' for a code that is no language tag, rather than throwing", () => {
    expect(decimalSeparatorOf('not a tag!')).toBe('.')
    expect(decimalSeparatorOf('')).toBe('.')
  })
})
