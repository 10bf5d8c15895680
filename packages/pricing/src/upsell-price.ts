import { listedPrice } from './listed-price'
import type { PriceWithTaxSettings } from './price-with-tax'
import type { DecimalString } from './types'

/**
 * The price shown on an upsell card: the product price minus its discount percent, plus the
 * percentage taxes only when `display_prices_with_tax` is on, rounded once to 3 decimals (the
 * product's {@link listedPrice}).
 * @param product - price and discount (percent) of the upsell product
 * @param settings - the menu's taxes and display_prices_with_tax
 * @returns the upsell price at 3 decimals
 * spec: ordering-payment §5 Upsell price "rounded to 3 decimals; percentage taxes added only when display_prices_with_tax is on; discount is a percent of the price"
 */
export function upsellPrice(
  product: { readonly price: DecimalString; readonly discount?: DecimalString | null | undefined },
  settings: PriceWithTaxSettings,
): DecimalString {
  return listedPrice(product, settings)
}
