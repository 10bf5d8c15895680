import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { discountLabel, subtotalLabel } from '../src/index'

// spec: ordering-payment §2 Order page "a subtotal labelled with the item count"
describe('subtotalLabel', () => {
  it("3 items in English read 'Subtotal (3 items)'", () => {
    expect(subtotalLabel({ subtotal: 'Subtotal', items: 'items' }, '3')).toBe('Subtotal (3 items)')
  })

  it('the translated words and the formatted count are used as given (ar, Arabic-Indic digits)', () => {
    expect(subtotalLabel({ subtotal: 'المجموع الفرعي', items: 'عناصر' }, '٢')).toBe(
      'المجموع الفرعي (٢ عناصر)',
    )
  })

  it('an order of no live items still shows its count (0)', () => {
    expect(subtotalLabel({ subtotal: 'Subtotal', items: 'items' }, '0')).toBe('Subtotal (0 items)')
  })

  describe('properties', () => {
    it('the label is the subtotal word, then the count and the items word in brackets', () => {
      fc.assert(
        fc.property(fc.string(), fc.string(), fc.nat(), (subtotal, items, count) => {
          expect(subtotalLabel({ subtotal, items }, String(count))).toBe(
            [subtotal, ' (', String(count), ' ', items, ')'].join(''),
          )
        }),
        { numRuns: 1000 },
      )
    })
  })
})

// spec: ordering-payment §2 Order page (discount rows); §3 Order read discounts (name)
describe('discountLabel', () => {
  it("a named discount reads 'Discount (HELLO5)'", () => {
    expect(discountLabel('Discount', 'HELLO5')).toBe('Discount (HELLO5)')
  })

  it("a discount without a name falls back to the word alone: 'Discount'", () => {
    expect(discountLabel('Discount', '')).toBe('Discount')
  })

  it('the translated word is used as given', () => {
    expect(discountLabel('خصم', 'HELLO5')).toBe('خصم (HELLO5)')
  })

  describe('properties', () => {
    it('a non-empty name is always shown in brackets after the word', () => {
      fc.assert(
        fc.property(fc.string(), fc.string({ minLength: 1 }), (word, name) => {
          expect(discountLabel(word, name)).toBe([word, ' (', name, ')'].join(''))
        }),
        { numRuns: 1000 },
      )
    })
  })
})
