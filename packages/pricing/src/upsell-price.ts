import { amount, out3 } from './decimal'
import { applyDiscount } from './line-math'
import type { PriceWithTaxSettings } from './price-with-tax'
import { percentageRateSum, withPercentageTaxes } from './tax-math'
import type { DecimalString } from './types'

/**
 * The price shown on an upsell card: the product price minus its discount percent, plus the
 * percentage taxes only when `display_prices_with_tax` is on, rounded once to 3 decimals.
 * @param product - price and discount (percent) of the upsell product
 * @param settings - the menu's taxes and display_prices_with_tax
 * @returns the upsell price at 3 decimals
 * spec: ordering-payment §5 Upsell price "rounded to 3 decimals; percentage taxes added only when display_prices_with_tax is on; discount is a percent of the price"
 */
export function upsellPrice(
  product: { readonly price: DecimalString; readonly discount?: DecimalString | null | undefined },
  settings: PriceWithTaxSettings,
): DecimalString {
  const discounted = applyDiscount(amount(product.price, 'price'), product.discount)
  if (!settings.display_prices_with_tax) {
    percentageRateSum(settings.taxes)
    return out3(discounted)
  }
  return out3(withPercentageTaxes(discounted, settings.taxes))
}
