import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  LOYALTY_DISCOUNT_TEXT,
  loyaltyDiscountLabel,
  paymentLabel,
  paymentTypeName,
  type ReceiptTranslate,
} from '../src/index'

// English defaults, as @carte/ui's t gives them without ui_strings.
const english: ReceiptTranslate = (_key, englishDefault) => englishDefault
// A venue's ui_strings in Arabic for the keys the receipt uses.
const AR: Readonly<Record<string, string>> = {
  ui_str_loyalty_discount: 'خصم الولاء',
  ui_str_payments: 'المدفوعات',
  ui_str_cash: 'نقدا',
  ui_str_card_machine: 'آلة البطاقة',
  ui_str_online_card: 'بطاقة عبر الإنترنت',
}
const arabic: ReceiptTranslate = (key, englishDefault) => AR[key] ?? englishDefault

// spec: ordering-payment §2 Order page (loyalty discounts); §3 iiko_loyalty_discounts name
describe('loyaltyDiscountLabel', () => {
  it("a named promotion is labelled with its name: 'Happy hour'", () => {
    expect(loyaltyDiscountLabel(english, 'Happy hour')).toBe('Happy hour')
  })

  it("a promotion without a name reads 'Loyalty discount'", () => {
    expect(loyaltyDiscountLabel(english, '')).toBe('Loyalty discount')
  })

  it('a name of blanks only is no name: the fallback shows', () => {
    expect(loyaltyDiscountLabel(english, '   ')).toBe('Loyalty discount')
  })

  it('the fallback is translated through ui_str_loyalty_discount', () => {
    expect(loyaltyDiscountLabel(arabic, '')).toBe('خصم الولاء')
    expect(LOYALTY_DISCOUNT_TEXT).toEqual(['ui_str_loyalty_discount', 'Loyalty discount'])
  })

  describe('properties', () => {
    it('a name with any visible character is shown as given, untranslated', () => {
      fc.assert(
        fc.property(
          fc.string().filter((name) => name.trim() !== ''),
          (name) => {
            expect(loyaltyDiscountLabel(arabic, name)).toBe(name)
          },
        ),
        { numRuns: 1000 },
      )
    })
  })
})

// spec: ordering-payment §4 Payment type (cash, machine, card); §2 Order page (payments rows)
describe('paymentTypeName', () => {
  it('the three types the cart offers get the names the cart gives them', () => {
    expect(paymentTypeName(english, 'cash')).toBe('Cash')
    expect(paymentTypeName(english, 'machine')).toBe('Card Machine')
    expect(paymentTypeName(english, 'card')).toBe('Online Card')
  })

  it('they are translated through their ui_strings keys', () => {
    expect(paymentTypeName(arabic, 'machine')).toBe('آلة البطاقة')
  })

  it("the partner integration's loyalty and blue_wallet payments get names, never the raw code (§4)", () => {
    expect(paymentTypeName(english, 'loyalty')).toBe('Loyalty')
    expect(paymentTypeName(english, 'blue_wallet')).toBe('Wallet')
  })

  it("a type §4 does not name keeps the server's word (the venue's own payment names)", () => {
    expect(paymentTypeName(arabic, 'wallet')).toBe('wallet')
    expect(paymentTypeName(english, 'gift_card')).toBe('gift_card')
  })

  it("an Object property name is not a payment type ('constructor', 'toString')", () => {
    expect(paymentTypeName(english, 'constructor')).toBe('constructor')
    expect(paymentTypeName(english, 'toString')).toBe('toString')
  })
})

// spec: ordering-payment §2 Order page (payments rows); §3 Order read payments
describe('paymentLabel', () => {
  it("a machine payment reads 'Payments (Card Machine)'", () => {
    expect(paymentLabel(english, 'machine')).toBe('Payments (Card Machine)')
  })

  it("a wallet payment reads 'Payments (wallet)'", () => {
    expect(paymentLabel(english, 'wallet')).toBe('Payments (wallet)')
  })

  it('in Arabic both words are translated', () => {
    expect(paymentLabel(arabic, 'cash')).toBe('المدفوعات (نقدا)')
  })
})
