import { assert, MESSAGES } from '../assert'
import { DELETED_LINE_STATUS, type OrderLineItem } from '../schemas/order'
import { isDecimalString } from '../schemas/primitives'
import type { CartId, CartLine, CartLineVariation } from './types'
import { variationText } from './variation-text'

function toId(id: CartId): number {
  const value = typeof id === 'number' ? id : /^\d+$/.test(id) ? Number(id) : Number.NaN
  assert(Number.isInteger(value), MESSAGES.invalidId)
  return value
}

function normaliseVariations(groups: readonly CartLineVariation[] | undefined) {
  return (groups ?? []).map((group) => ({
    id: toId(group.id),
    name: group.name,
    values: group.values.flatMap((value) =>
      value.id === undefined
        ? []
        : [
            {
              id: toId(value.id),
              variation_value: value.variation_value ?? null,
              name: value.name ?? null,
              price: value.price ?? '0',
              math: value.math ?? '+',
              selected: value.selected === true,
            },
          ],
    ),
  }))
}

/**
 * One order line item from a cart line: selected value ids, the variation text, combo groups,
 * status 'Deleted' for a removed line. product_price is the unit price with variations and combos:
 * the line's `unit_price` (give @carte/pricing `lineUnitPrice(line)`), else its `price`; the order
 * read answers the same value.
 * @param line the cart line
 * @param currency the menu currency (product_price_currency)
 * @returns the line item the server expects
 * spec: ordering-payment §3 Order line item
 */
export function buildOrderLineItem(line: CartLine, currency: string): OrderLineItem {
  const price = line.unit_price ?? line.price
  assert(isDecimalString(price), MESSAGES.invalidDecimal)
  const variations = normaliseVariations(line.variations)
  return {
    product: toId(line.id),
    product_sku: line.sku ?? '',
    product_name: line.name,
    product_variations: variations,
    product_variation: variationText(line),
    variations: variations.flatMap((group) =>
      group.values.filter((value) => value.selected).map((value) => value.id),
    ),
    combo_groups: (line.combo_groups ?? []).map((combo) => ({
      id: toId(combo.id),
      name: combo.name,
      products: combo.products.map((product) => ({
        id: toId(product.id),
        name: product.name,
        selected: product.selected === true,
        increase_price_by: product.increase_price_by ?? '0',
        product_variations: normaliseVariations(product.product_variations),
      })),
    })),
    product_price: price,
    product_price_currency: currency,
    quantity: line.qty,
    special_instructions: line.special_instructions ?? '',
    cart_uuid: line.uuid,
    status: line.deleted === true ? DELETED_LINE_STATUS : null,
  }
}
