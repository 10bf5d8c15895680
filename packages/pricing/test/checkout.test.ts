import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  canChangeTip,
  canResetTip,
  checkMinimumOrder,
  compareAmounts,
  defaultPaymentType,
  fallbackOrderType,
  isPriceOrderable,
  isTipsCardShown,
  isValidTipAmount,
  isWalletAmountValid,
  orderTypeForLocation,
  PricingError,
  TIP_RESET_VALUE,
  tipPresets,
  tipTotals,
  walletRedemptionBounds,
} from '../src/index'

describe('checkMinimumOrder (menu-browsing §5 Minimum order)', () => {
  it('checks delivery against minimum_order_amount (AED)', () => {
    expect(
      checkMinimumOrder({
        orderType: 'delivery',
        subtotal: '45.000',
        minimum_order_amount: '50.00',
      }),
    ).toEqual({
      met: false,
      required: '50.000',
      missing: '5.000',
    })
    expect(
      checkMinimumOrder({
        orderType: 'delivery',
        subtotal: '50.000',
        minimum_order_amount: '50.00',
      }).met,
    ).toBe(true)
  })
  it('checks dine_in against the table section minimum (KWD)', () => {
    const input = {
      orderType: 'dine_in',
      subtotal: '4.750',
      minimum_order_amount: '99',
      sectionMinimumOrderAmount: '5.000',
    } as const
    expect(checkMinimumOrder(input)).toEqual({ met: false, required: '5.000', missing: '0.250' })
  })
  it('has no minimum for takeaway and drive_thru, nor without an amount', () => {
    expect(
      checkMinimumOrder({ orderType: 'takeaway', subtotal: '1', minimum_order_amount: '50' }).met,
    ).toBe(true)
    expect(
      checkMinimumOrder({ orderType: 'drive_thru', subtotal: '0', sectionMinimumOrderAmount: '5' })
        .met,
    ).toBe(true)
    expect(checkMinimumOrder({ orderType: 'delivery', subtotal: '0' })).toEqual({
      met: true,
      required: '0.000',
      missing: '0.000',
    })
  })
})

describe('tips (ordering-payment §5 Tips, §4 Tips, §9 tip presets)', () => {
  it('offers 0, 5, 10, 15 % of the total before tip, rounded to the menu decimals', () => {
    // AED 47.30: 2.365 -> 2.37, 4.73, 7.095 -> 7.10
    expect(tipPresets('47.300', 2)).toEqual([
      { percent: 0, amount: '0.00' },
      { percent: 5, amount: '2.37' },
      { percent: 10, amount: '4.73' },
      { percent: 15, amount: '7.10' },
    ])
    // KWD 12.345: 0.61725 -> 0.617, 1.2345 -> 1.235 (half-up), 1.85175 -> 1.852
    expect(tipPresets('12.345', 3).map((p) => p.amount)).toEqual([
      '0.000',
      '0.617',
      '1.235',
      '1.852',
    ])
  })
  it('accepts a custom tip of 0 or more only', () => {
    expect(isValidTipAmount('0')).toBe(true)
    expect(isValidTipAmount('2.5')).toBe(true)
    expect(isValidTipAmount('-1')).toBe(false)
    expect(isValidTipAmount('abc')).toBe(false)
    expect(isValidTipAmount('')).toBe(false)
  })
  it('shows the order total when the tip is reset to zero on an order that had a tip', () => {
    expect(
      tipTotals({
        orderTotal: '20.000',
        balanceDue: '20.000',
        storedTip: '2.000',
        tip: TIP_RESET_VALUE,
      }),
    ).toEqual({
      total: '20.000',
      balanceDue: '20.000',
    })
  })
  it('shows total + new tip − stored tip when the new tip differs', () => {
    expect(
      tipTotals({ orderTotal: '20.000', balanceDue: '20.000', storedTip: '2.000', tip: '3.500' }),
    ).toEqual({
      total: '21.500',
      balanceDue: '20.000',
    })
  })
  it('otherwise adds the tip to both the total and the balance due', () => {
    expect(
      tipTotals({ orderTotal: '10.250', balanceDue: '6.000', storedTip: '0.000', tip: '0.000' }),
    ).toEqual({
      total: '10.250',
      balanceDue: '6.000',
    })
    expect(
      tipTotals({ orderTotal: '10.250', balanceDue: '6.000', storedTip: '1.000', tip: '1.000' }),
    ).toEqual({
      total: '11.250',
      balanceDue: '7.000',
    })
  })
  it('shows the tips card without split payments when the total is positive or a tip is set', () => {
    expect(isTipsCardShown({ hasSplitPayments: false, storedTip: '0.000', total: '12.500' })).toBe(
      true,
    )
    expect(isTipsCardShown({ hasSplitPayments: false, storedTip: '0.000', total: '0.000' })).toBe(
      false,
    )
    expect(isTipsCardShown({ hasSplitPayments: false, storedTip: '1.000', total: '0.000' })).toBe(
      true,
    )
    expect(isTipsCardShown({ hasSplitPayments: true, storedTip: '1.000', total: '12.500' })).toBe(
      false,
    )
  })
  it('allows removing a tip only without payments, with a tip above 0 and an active order', () => {
    expect(canResetTip({ tip: '1.000', hasPayments: false, hasActiveOrder: true })).toBe(true)
    expect(canResetTip({ tip: '1.000', hasPayments: true, hasActiveOrder: true })).toBe(false)
    expect(canResetTip({ tip: '0.000', hasPayments: false, hasActiveOrder: true })).toBe(false)
    expect(canResetTip({ tip: '1.000', hasPayments: false, hasActiveOrder: false })).toBe(false)
  })
})

// spec: ordering-payment §4 Tips (removal rule), §5 Tips "number, minimum 0"; README readings
// ("A tip after a payment only rises")
describe('canChangeTip', () => {
  const order = { hasPayments: false, hasActiveOrder: true }
  const paid = { hasPayments: true, hasActiveOrder: true }
  it('after a payment a tip may be added or raised, but not lowered or removed', () => {
    expect(canChangeTip({ ...paid, tip: '0.495', storedTip: '0.000' })).toBe(true)
    expect(canChangeTip({ ...paid, tip: '0.743', storedTip: '0.495' })).toBe(true)
    expect(canChangeTip({ ...paid, tip: '0.495', storedTip: '0.495' })).toBe(true)
    // 4.950 + 0.495 paid in full, then 0.200: 0.295 would be owed back to the diner.
    expect(canChangeTip({ ...paid, tip: '0.200', storedTip: '0.495' })).toBe(false)
    expect(canChangeTip({ ...paid, tip: '0.001', storedTip: '0.495' })).toBe(false)
    expect(canChangeTip({ ...paid, tip: '0.000', storedTip: '0.495' })).toBe(false)
  })
  it('without payments a tip may be lowered or removed; 0 over no tip changes nothing', () => {
    expect(canChangeTip({ ...order, tip: '0.200', storedTip: '0.495' })).toBe(true)
    expect(canChangeTip({ ...order, tip: '0.000', storedTip: '1.235' })).toBe(true)
    expect(canChangeTip({ ...order, tip: '0.000', storedTip: '0.000' })).toBe(true)
    expect(canChangeTip({ ...paid, tip: '0', storedTip: '0' })).toBe(true)
  })
  it('never on an order that is not the active one; a tip below 0 is a programmer error', () => {
    expect(
      canChangeTip({ ...order, tip: '1.000', storedTip: '0.000', hasActiveOrder: false }),
    ).toBe(false)
    expect(() => canChangeTip({ ...order, tip: '-0.001', storedTip: '0.000' })).toThrow(
      PricingError,
    )
    expect(() => canChangeTip({ ...order, tip: '1.000', storedTip: 'lots' })).toThrow(PricingError)
  })

  describe('properties', () => {
    const milli = fc.integer({ min: 0, max: 10_000_000 })
    const text = (n: number) => `${Math.floor(n / 1000)}.${String(n % 1000).padStart(3, '0')}`
    it('with a payment, a change is allowed exactly when the tip does not go down', () => {
      fc.assert(
        fc.property(milli, milli, (tip, stored) => {
          expect(canChangeTip({ ...paid, tip: text(tip), storedTip: text(stored) })).toBe(
            tip >= stored,
          )
        }),
        { numRuns: 1000 },
      )
    })
    it('without a payment, any tip of 0 or more may be set on the active order, and none on another', () => {
      fc.assert(
        fc.property(milli, milli, (tip, stored) => {
          const input = { tip: text(tip), storedTip: text(stored), hasPayments: false }
          expect(canChangeTip({ ...input, hasActiveOrder: true })).toBe(true)
          expect(canChangeTip({ ...input, hasActiveOrder: false })).toBe(false)
        }),
        { numRuns: 1000 },
      )
    })
    it('a removal (0 over a tip above 0) is allowed exactly when canResetTip allows it', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.boolean(), (stored, payments) => {
          const input = { storedTip: text(stored), hasPayments: payments, hasActiveOrder: true }
          expect(canChangeTip({ ...input, tip: '0.000' })).toBe(
            canResetTip({ tip: input.storedTip, hasPayments: payments, hasActiveOrder: true }),
          )
        }),
        { numRuns: 1000 },
      )
    })
  })
})

describe('wallet redemption (ordering-payment §5 "minimum 0, maximum the smaller of the wallet balance and balance due")', () => {
  it('bounds by the smaller of balance and balance due', () => {
    expect(walletRedemptionBounds('12.500', '30.000')).toEqual({ min: '0.000', max: '12.500' })
    expect(walletRedemptionBounds('50', '7.125')).toEqual({ min: '0.000', max: '7.125' })
  })
  it('accepts typed amounts inside the bounds only, never throwing for diner text', () => {
    expect(isWalletAmountValid('0', '10', '5')).toBe(true)
    expect(isWalletAmountValid('5.000', '10', '5')).toBe(true)
    expect(isWalletAmountValid('5.001', '10', '5')).toBe(false)
    expect(isWalletAmountValid('-1', '10', '5')).toBe(false)
    expect(isWalletAmountValid('five', '10', '5')).toBe(false)
  })
})

describe('default payment type (ordering-payment §4 Payment type)', () => {
  it('gives card above 0 with online payment, otherwise cash, and keeps a chosen type', () => {
    expect(defaultPaymentType('10.000', { payment_enabled: true })).toBe('card')
    expect(defaultPaymentType('10.000', { payment_enabled: false })).toBe('cash')
    expect(defaultPaymentType('0.000', { payment_enabled: true })).toBe('cash')
    expect(defaultPaymentType('10.000', { payment_enabled: true, paymentType: 'machine' })).toBe(
      'machine',
    )
  })
})

describe('order type', () => {
  const all = { enable_delivery: true, enable_dine_in: true, enable_drive_thru: true }
  it('falls back from a disabled delivery to dine_in, else drive_thru, else takeaway (menu-browsing §4)', () => {
    expect(fallbackOrderType('delivery', all)).toBe('delivery')
    expect(fallbackOrderType('delivery', { ...all, enable_delivery: false })).toBe('dine_in')
    expect(
      fallbackOrderType('delivery', { ...all, enable_delivery: false, enable_dine_in: false }),
    ).toBe('drive_thru')
    expect(
      fallbackOrderType('delivery', {
        enable_delivery: false,
        enable_dine_in: false,
        enable_drive_thru: false,
      }),
    ).toBe('takeaway')
    expect(fallbackOrderType('takeaway', { ...all, enable_delivery: false })).toBe('takeaway')
  })
  it('switches delivery by location, with and without the partner integration (ordering-payment §4)', () => {
    expect(orderTypeForLocation('delivery', { hasLocation: true, al_futtaim_enabled: true })).toBe(
      'dine_in',
    )
    expect(orderTypeForLocation('delivery', { hasLocation: false, al_futtaim_enabled: true })).toBe(
      'takeaway',
    )
    expect(orderTypeForLocation('delivery', { hasLocation: true, al_futtaim_enabled: false })).toBe(
      'dine_in',
    )
    expect(
      orderTypeForLocation('delivery', { hasLocation: false, al_futtaim_enabled: false }),
    ).toBe('delivery')
    expect(
      orderTypeForLocation('drive_thru', { hasLocation: true, al_futtaim_enabled: true }),
    ).toBe('drive_thru')
  })
})

describe('isPriceOrderable (menu-browsing §2 "price is above 0 or enable_zero_price_item")', () => {
  it('allows zero prices only with enable_zero_price_item', () => {
    expect(isPriceOrderable('0.000', { enable_zero_price_item: false })).toBe(false)
    expect(isPriceOrderable('0.000', { enable_zero_price_item: true })).toBe(true)
    expect(isPriceOrderable('0.001', { enable_zero_price_item: false })).toBe(true)
  })
})

describe('properties', () => {
  const amount = fc
    .tuple(fc.nat(100_000), fc.nat(999))
    .map(([w, f]) => `${w}.${String(f).padStart(3, '0')}`)
  it('a wallet redemption bound never exceeds the balance or the balance due', () => {
    fc.assert(
      fc.property(amount, amount, (balance, due) => {
        const { max } = walletRedemptionBounds(balance, due)
        expect(compareAmounts(max, balance)).toBeLessThanOrEqual(0)
        expect(compareAmounts(max, due)).toBeLessThanOrEqual(0)
        expect(isWalletAmountValid(max, balance, due)).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })
  it('tip presets grow with the percent', () => {
    fc.assert(
      fc.property(amount, fc.constantFrom(2, 3), (total, places) => {
        const [a, b, c, d] = tipPresets(total, places).map((p) => p.amount)
        expect(compareAmounts(a ?? '0', b ?? '0')).toBeLessThanOrEqual(0)
        expect(compareAmounts(b ?? '0', c ?? '0')).toBeLessThanOrEqual(0)
        expect(compareAmounts(c ?? '0', d ?? '0')).toBeLessThanOrEqual(0)
      }),
      { numRuns: 1000 },
    )
  })
})
