import { checkQty } from './check-qty'
import { amount, out3 } from './decimal'
import { assert } from './errors'
import { applyDiscount } from './line-math'
import { quantityBounds } from './quantity-bounds'
import type { CartLine, CartLineComboGroup, CartLineVariation, PricedProduct } from './types'

/** What the diner chose for a product, plus the new line's uuid (made by the caller). */
export interface CartLineChoice {
  readonly uuid: string
  readonly qty: number
  readonly variations?: readonly CartLineVariation[] | undefined
  readonly combo_groups?: readonly CartLineComboGroup[] | undefined
  readonly special_instructions?: string | undefined
}

/**
 * Builds a cart line from a product and the diner's choice: price after the product discount
 * (before tax), max_qty from the quantity bounds, qty clamped into them. A product whose bounds
 * leave no orderable quantity (maximum below 1) gets no line: callers check `isOutOfStock`
 * first, as the add buttons do.
 * @param product - the product (price, discount, pos_available_qty, max_qty, enable_combo)
 * @param choice - uuid, qty, selected variations and combo products, special instructions
 * @returns a new cart line
 * @throws PricingError OUT_OF_STOCK when the maximum quantity is below 1; INVALID_QUANTITY
 * spec: menu-browsing §3 Cart line; §9 discounted price; §5 Quantity, "Out of stock products … cannot be added"
 */
export function createCartLine(product: PricedProduct, choice: CartLineChoice): CartLine {
  const bounds = quantityBounds(product)
  const qty = checkQty(choice.qty)
  assert(bounds.max === null || bounds.max >= 1, 'OUT_OF_STOCK', `max quantity ${bounds.max}`)
  return {
    uuid: choice.uuid,
    id: product.id,
    category: product.category,
    name: product.name,
    ...(product.sku === undefined ? {} : { sku: product.sku }),
    ...(product.image === undefined ? {} : { image: product.image }),
    price: out3(applyDiscount(amount(product.price, 'price'), product.discount)),
    qty: bounds.max === null ? qty : Math.min(qty, bounds.max),
    special_instructions: choice.special_instructions ?? '',
    variations: choice.variations ?? [],
    combo_groups: choice.combo_groups ?? [],
    max_qty: bounds.max,
  }
}
