import { amount, type Dec, HUNDRED, out3, round3, ZERO } from './decimal'
import { percentageRateSum, taxRate } from './tax-math'
import type { DecimalString, Id, MenuPricingSettings, TaxType } from './types'

/** One itemised tax of a cart (an order's taxes: id, name, amount). */
export interface TaxLine {
  readonly id: Id
  readonly name: string
  readonly type: TaxType
  readonly rate: DecimalString
  /** The tax amount at 3 decimals. */
  readonly amount: DecimalString
  /** True for a percentage tax already inside the subtotal (cart_subtotal_include_tax): not added again. */
  readonly included: boolean
}

/** Internal result: the tax lines and what they add to the total. */
export interface TaxBreakdownResult {
  readonly lines: readonly TaxLine[]
  readonly added: Dec
  readonly total: Dec
}

/** Itemises the taxes on a Decimal subtotal (shared with calculateCartTotals). */
export function taxBreakdownOn(subtotal: Dec, settings: MenuPricingSettings): TaxBreakdownResult {
  const inclusive = settings.cart_subtotal_include_tax
  // Inclusive: the subtotal is net × (1 + R/100) with R the sum of percentage rates, so each
  // tax is net × rate/100 = subtotal × rate / (100 + R).
  const base = inclusive ? HUNDRED.plus(percentageRateSum(settings.taxes)) : HUNDRED
  const lines: TaxLine[] = []
  let added = ZERO
  let total = ZERO
  for (const tax of settings.taxes) {
    const rate = taxRate(tax)
    const value = tax.type === 'fixed' ? round3(rate) : round3(subtotal.times(rate).div(base))
    const included = tax.type === 'percentage' && inclusive
    if (!included) added = added.plus(value)
    total = total.plus(value)
    lines.push({
      id: tax.id,
      name: tax.name,
      type: tax.type,
      rate: tax.rate,
      amount: out3(value),
      included,
    })
  }
  return { lines, added, total }
}

/**
 * Itemises the menu's taxes on a subtotal. Percentage taxes apply to the subtotal: exclusive ones
 * are subtotal × rate / 100 and added to the total; with cart_subtotal_include_tax they are the part
 * of the subtotal that is tax, subtotal × rate / (100 + sum of percentage rates), and not added.
 * Fixed taxes are their rate, added to the total.
 * @param subtotal - the cart subtotal
 * @param settings - the menu's taxes and cart_subtotal_include_tax
 * @returns one line per tax, in the menu's order, amounts at 3 decimals
 * @throws PricingError UNKNOWN_TAX_TYPE, INVALID_AMOUNT
 * spec: menu-browsing §9 "Percentage taxes apply to the subtotal, inclusive or exclusive depending on cart_subtotal_include_tax. Fixed taxes are added to the total."
 */
export function taxBreakdown(
  subtotal: DecimalString,
  settings: MenuPricingSettings,
): readonly TaxLine[] {
  return taxBreakdownOn(amount(subtotal, 'subtotal'), settings).lines
}
