import { amount, out3 } from './decimal'
import { applyDiscount } from './line-math'
import type { PriceWithTaxSettings } from './price-with-tax'
import { percentageRateSum, withPercentageTaxes } from './tax-math'
import type { DecimalString } from './types'

/**
 * The price a product is listed at (product cards and rows, the product page, upsell cards): the
 * price minus its discount percent, plus every percentage tax when `display_prices_with_tax` is
 * on, rounded once to 3 decimals. Pass `discount: null` for the price before discount.
 * @param product - price and discount (percent) of the product
 * @param settings - the menu's taxes and display_prices_with_tax
 * @returns the listed price at 3 decimals ("94.500" for 100 − 10 % + 5 % VAT)
 * spec: menu-browsing §9 "Price with tax is the price plus the sum of percentage taxes when display_prices_with_tax is on"; "Discounted price is the price minus the discount percentage (before tax)"
 */
export function listedPrice(
  product: { readonly price: DecimalString; readonly discount?: DecimalString | null | undefined },
  settings: PriceWithTaxSettings,
): DecimalString {
  const discounted = applyDiscount(amount(product.price, 'price'), product.discount)
  if (!settings.display_prices_with_tax) {
    // Still reject a bad tax list, so a misconfigured menu fails the same way either way.
    percentageRateSum(settings.taxes)
    return out3(discounted)
  }
  return out3(withPercentageTaxes(discounted, settings.taxes))
}
