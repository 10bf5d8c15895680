import { amount } from './decimal'
import type { DecimalString } from './types'

/**
 * Whether a product at this price may be added to the cart: the price is above 0, or the menu has
 * enable_zero_price_item.
 * @param price - the product price
 * @param settings - enable_zero_price_item
 * @returns true when the add-to-cart form may show
 * spec: menu-browsing §2 Product page "the price is above 0 or zero-price items are enabled"
 */
export function isPriceOrderable(
  price: DecimalString,
  settings: { readonly enable_zero_price_item: boolean },
): boolean {
  return settings.enable_zero_price_item || amount(price, 'price').gt(0)
}
