import { amount, out3, round3 } from './decimal'
import { percentageRateSum, withPercentageTaxes } from './tax-math'
import type { DecimalString, Tax } from './types'

/** The menu settings {@link priceWithTax} reads. */
export interface PriceWithTaxSettings {
  readonly taxes: readonly Tax[]
  readonly display_prices_with_tax: boolean
}

/**
 * The price to display: with `display_prices_with_tax` on, the price plus every percentage tax on
 * it (fixed taxes are per order, not per price); off, the price as is.
 * @param price - a price (e.g. a discounted unit price)
 * @param settings - the menu's taxes and display_prices_with_tax
 * @returns the display price at 3 decimals ("105.000" for 100 with 5 % VAT)
 * spec: menu-browsing §9 "Price with tax is the price plus the sum of percentage taxes when display_prices_with_tax is on"
 */
export function priceWithTax(price: DecimalString, settings: PriceWithTaxSettings): DecimalString {
  const value = amount(price, 'price')
  if (!settings.display_prices_with_tax) {
    // Still reject a bad tax list, so a misconfigured menu fails the same way either way.
    percentageRateSum(settings.taxes)
    return out3(round3(value))
  }
  return out3(withPercentageTaxes(value, settings.taxes))
}
