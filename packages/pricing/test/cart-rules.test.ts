import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  autoCouponCode,
  type CartMenuFlags,
  compareAmounts,
  couponButton,
  effectiveOrderType,
  effectivePaymentType,
  enabledOrderTypes,
  isCheckoutShown,
  isPaymentToggleShown,
  type OrderType,
  type PaymentType,
  paymentOptions,
  paymentTypeToStore,
} from '../src/index'

const all: CartMenuFlags = {
  enable_delivery: true,
  enable_takeaway: true,
  enable_dine_in: true,
  enable_drive_thru: true,
  al_futtaim_enabled: false,
  enable_cash: true,
  enable_card_machine: true,
  payment_enabled: true,
}

describe('order type (ordering-payment §3 Cart state, §4 Order type; menu-browsing §4)', () => {
  it('offers only the enabled types, in selector order', () => {
    expect(enabledOrderTypes({ ...all, enable_dine_in: false })).toEqual([
      'delivery',
      'takeaway',
      'drive_thru',
    ])
  })

  it('defaults to delivery when nothing is chosen', () => {
    expect(effectiveOrderType(null, all, false)).toBe('delivery')
  })

  it('delivery with a table or room location becomes dine_in', () => {
    expect(effectiveOrderType('delivery', all, true)).toBe('dine_in')
    expect(effectiveOrderType('takeaway', all, true)).toBe('takeaway')
  })

  it('partner integration: delivery without a location becomes takeaway', () => {
    expect(effectiveOrderType('delivery', { ...all, al_futtaim_enabled: true }, false)).toBe(
      'takeaway',
    )
  })

  it('a disabled delivery falls back to dine_in, else drive_thru, else takeaway', () => {
    expect(effectiveOrderType(null, { ...all, enable_delivery: false }, false)).toBe('dine_in')
    const noDineIn = { ...all, enable_delivery: false, enable_dine_in: false }
    expect(effectiveOrderType(null, noDineIn, false)).toBe('drive_thru')
  })

  it('a stored type the venue no longer offers becomes its first offered type', () => {
    expect(effectiveOrderType('drive_thru', { ...all, enable_drive_thru: false }, false)).toBe(
      'delivery',
    )
  })
})

describe('payment type (ordering-payment §4 Payment type)', () => {
  it('offers cash, card machine and online card only when each is enabled', () => {
    expect(paymentOptions(all)).toEqual(['cash', 'machine', 'card'])
    expect(paymentOptions({ ...all, enable_card_machine: false, payment_enabled: false })).toEqual([
      'cash',
    ])
  })

  it('with none chosen: card when the total is above 0 and online payment is on, else cash', () => {
    expect(effectivePaymentType(null, '12.500', all)).toBe('card')
    expect(effectivePaymentType(null, '0.000', all)).toBe('cash')
    expect(effectivePaymentType(null, '12.500', { ...all, payment_enabled: false })).toBe('cash')
  })

  it('at a total of 0 (a coupon covering it) cash is in effect whatever was stored: no online payment of nothing', () => {
    expect(effectivePaymentType('card', '0.000', all)).toBe('cash')
    expect(effectivePaymentType('machine', '0.000', all)).toBe('cash')
    expect(effectivePaymentType('card', '0.001', all)).toBe('card')
  })

  it('keeps a chosen type the venue offers, drops one it does not', () => {
    expect(effectivePaymentType('machine', '12.500', all)).toBe('machine')
    expect(effectivePaymentType('machine', '12.500', { ...all, enable_card_machine: false })).toBe(
      'card',
    )
  })

  it('the toggle shows only with a total above 0, the choice enabled, a valid location and no minimum error', () => {
    const shown = {
      total: '1.000',
      enablePaymentType: true,
      deliveryLocationValid: true,
      minimumMet: true,
    }
    expect(isPaymentToggleShown(shown)).toBe(true)
    expect(isPaymentToggleShown({ ...shown, total: '0.000' })).toBe(false)
    expect(isPaymentToggleShown({ ...shown, enablePaymentType: false })).toBe(false)
    expect(isPaymentToggleShown({ ...shown, deliveryLocationValid: false })).toBe(false)
    expect(isPaymentToggleShown({ ...shown, minimumMet: false })).toBe(false)
  })
})

describe('coupon button (ordering-payment §4 Coupon)', () => {
  it("reads 'Coupon Applied' (disabled) when the applied code is the auto code", () => {
    const button = couponButton({
      field: 'hello5',
      appliedCode: 'HELLO5',
      status: 'applied',
      autoCode: 'HELLO5',
    })
    expect(button).toEqual({
      label: ['ui_str_coupon_applied', 'Coupon Applied'],
      action: 'delete',
      disabled: true,
    })
  })

  it("reads 'Delete Coupon' when the applied code differs from the auto code", () => {
    const button = couponButton({
      field: 'FLAT5',
      appliedCode: 'FLAT5',
      status: 'applied',
      autoCode: 'HELLO5',
    })
    expect(button.label[1]).toBe('Delete Coupon')
    expect(button.action).toBe('delete')
    expect(button.disabled).toBe(false)
  })

  it("otherwise reads 'Apply Coupon', disabled while loading or with an empty field", () => {
    const idle = { field: 'FLAT5', appliedCode: '', status: 'none', autoCode: '' } as const
    expect(couponButton(idle)).toEqual({
      label: ['ui_str_apply_coupon', 'Apply Coupon'],
      action: 'apply',
      disabled: false,
    })
    expect(couponButton({ ...idle, field: '  ' }).disabled).toBe(true)
    expect(couponButton({ ...idle, appliedCode: 'FLAT5', status: 'loading' }).disabled).toBe(true)
    expect(couponButton({ ...idle, appliedCode: 'FLAT5', status: 'invalid' }).action).toBe('apply')
  })

  it('a field edited away from the applied code applies the new text', () => {
    const button = couponButton({
      field: 'WELCOME10',
      appliedCode: 'FLAT5',
      status: 'applied',
      autoCode: 'HELLO5',
    })
    expect(button.action).toBe('apply')
    expect(button.label[1]).toBe('Apply Coupon')
  })

  it('the URL parameter c wins over coupon_auto_apply; codes are upper-cased', () => {
    expect(autoCouponCode('welcome10', 'HELLO5')).toBe('WELCOME10')
    expect(autoCouponCode(null, 'hello5')).toBe('HELLO5')
    expect(autoCouponCode('', null)).toBe('')
  })
})

describe('checkout button (ordering-payment §2 Cart)', () => {
  const ready = {
    hasProducts: true,
    wishlist: false,
    minimumMet: true,
    paymentType: 'cash',
    orderType: 'delivery',
    needsDeliveryLocation: true,
    deliveryLocationConfirmed: true,
  } as const

  it('shows when every condition holds', () => {
    expect(isCheckoutShown(ready)).toBe(true)
  })

  it('hides in wishlist mode, with a minimum-order error, without types or an unconfirmed map location', () => {
    expect(isCheckoutShown({ ...ready, wishlist: true })).toBe(false)
    expect(isCheckoutShown({ ...ready, minimumMet: false })).toBe(false)
    expect(isCheckoutShown({ ...ready, paymentType: null })).toBe(false)
    expect(isCheckoutShown({ ...ready, orderType: null })).toBe(false)
    expect(isCheckoutShown({ ...ready, deliveryLocationConfirmed: false })).toBe(false)
    expect(isCheckoutShown({ ...ready, hasProducts: false })).toBe(false)
  })

  it('hides while a line kept from before its product ran out is in the cart (menu-browsing §5 out of stock)', () => {
    expect(isCheckoutShown({ ...ready, unavailableLines: true })).toBe(false)
    expect(isCheckoutShown({ ...ready, unavailableLines: false })).toBe(true)
  })

  it('without the map picker an unconfirmed location does not matter', () => {
    expect(
      isCheckoutShown({ ...ready, needsDeliveryLocation: false, deliveryLocationConfirmed: false }),
    ).toBe(true)
  })
})

describe('properties', () => {
  const flags = fc.record({
    enable_delivery: fc.boolean(),
    enable_takeaway: fc.boolean(),
    enable_dine_in: fc.boolean(),
    enable_drive_thru: fc.boolean(),
    al_futtaim_enabled: fc.boolean(),
    enable_cash: fc.boolean(),
    enable_card_machine: fc.boolean(),
    payment_enabled: fc.boolean(),
  })
  const orderType = fc.constantFrom<OrderType>('delivery', 'dine_in', 'takeaway', 'drive_thru')
  const paymentType = fc.constantFrom<PaymentType>('cash', 'machine', 'card')
  const total = fc
    .tuple(fc.nat(100_000), fc.nat(999))
    .map(([whole, part]) => `${whole}.${String(part).padStart(3, '0')}`)

  it('the order type in effect is always one the venue offers, when it offers any (§4 Order type)', () => {
    fc.assert(
      fc.property(flags, fc.option(orderType), fc.boolean(), (menu, stored, located) => {
        const offered = enabledOrderTypes(menu)
        fc.pre(offered.length > 0)
        expect(offered).toContain(effectiveOrderType(stored, menu, located))
      }),
      { numRuns: 1000 },
    )
  })

  it('enabledOrderTypes lists exactly the switched-on types, in selector order', () => {
    fc.assert(
      fc.property(flags, (menu) => {
        const expected = (
          [
            ['delivery', menu.enable_delivery],
            ['dine_in', menu.enable_dine_in],
            ['takeaway', menu.enable_takeaway],
            ['drive_thru', menu.enable_drive_thru],
          ] as const
        )
          .filter(([, on]) => on)
          .map(([type]) => type)
        expect(enabledOrderTypes(menu)).toEqual(expected)
      }),
      { numRuns: 1000 },
    )
  })

  it('a stored payment type the venue offers is kept while there is something to pay; otherwise the default (§4 Payment type)', () => {
    fc.assert(
      // A total of 0 as often as any other (a coupon covering the cart).
      fc.property(
        flags,
        paymentType,
        fc.oneof(fc.constant('0.000'), total),
        (menu, stored, amount) => {
          const result = effectivePaymentType(stored, amount, menu)
          const payable = compareAmounts(amount, '0') > 0
          if (payable && paymentOptions(menu).includes(stored)) expect(result).toBe(stored)
          else expect(result).toBe(effectivePaymentType(null, amount, menu))
          if (!payable) expect(result).toBe('cash')
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('the cart stores the type in effect, but keeps a stored choice while there is nothing to pay (§4 Payment type)', () => {
    fc.assert(
      fc.property(
        flags,
        fc.option(paymentType),
        fc.oneof(fc.constant('0.000'), total),
        (menu, stored, amount) => {
          const kept = paymentTypeToStore(stored, amount, menu)
          if (compareAmounts(amount, '0') > 0 || stored === null) {
            expect(kept).toBe(effectivePaymentType(stored, amount, menu))
          } else expect(kept).toBe(stored)
        },
      ),
      { numRuns: 1000 },
    )
    // A coupon takes the cart to 0 and is removed again: the diner's Card Machine comes back.
    const atZero = paymentTypeToStore('machine', '0.000', all)
    expect(effectivePaymentType(atZero, '0.000', all)).toBe('cash')
    expect(effectivePaymentType(atZero, '12.500', all)).toBe('machine')
  })

  const code = fc.string({ maxLength: 12 })
  it('the auto code is trimmed and upper-cased, and a non-blank URL code always wins (§4 Coupon)', () => {
    fc.assert(
      fc.property(fc.option(code), fc.option(code), (url, auto) => {
        const result = autoCouponCode(url, auto)
        expect(result).toBe(result.trim().toUpperCase())
        if (url !== null && url.trim() !== '') expect(result).toBe(url.trim().toUpperCase())
      }),
      { numRuns: 1000 },
    )
  })

  it('the coupon button ignores the case of the codes and is disabled whenever the field is blank', () => {
    const status = fc.constantFrom<'none' | 'loading' | 'applied' | 'invalid' | 'failed'>(
      'none',
      'loading',
      'applied',
      'invalid',
      'failed',
    )
    fc.assert(
      fc.property(code, code, status, code, (field, appliedCode, s, autoCode) => {
        const button = couponButton({ field, appliedCode, status: s, autoCode })
        expect(
          couponButton({
            field: field.toUpperCase(),
            appliedCode: appliedCode.toLowerCase().toUpperCase(),
            status: s,
            autoCode: autoCode.toUpperCase(),
          }),
        ).toEqual(button)
        if (field.trim() === '') expect(button.disabled).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })
})
