import type { CartComboGroup, OrderLineItem, OrderType } from '@carte/api-client'
import {
  type CartLine,
  type CartLineComboGroup,
  type CartLineVariation,
  type CartTotals,
  calculateCartTotals,
  createCartLine,
  isOutOfStock,
  type LoyaltyDiscount,
  type Coupon as PricingCoupon,
  quantityBounds,
} from '@carte/pricing'
import type { Coupon, MenuData, Product, ProductVariation, Variation } from '../seed/types'

/** A line the server could not price, with the dotted field to name in the 400 answer. */
export class LineError extends Error {
  /**
   * @param field - Dotted path (line_items.0.variations).
   * @param message - What is wrong.
   */
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
  }
}

/** A priced order line: the client's line with the server's product data and unit price. */
export interface PricedLine {
  readonly item: OrderLineItem
  readonly cart: CartLine
}

function groupsOf(
  entries: readonly ProductVariation[],
  variations: readonly Variation[],
  selected: ReadonlySet<number>,
  field: string,
  checkRules: boolean,
): CartLineVariation[] {
  const byGroup = new Map<number, ProductVariation[]>()
  for (const e of entries) {
    const list = byGroup.get(e.variation) ?? []
    list.push(e)
    byGroup.set(e.variation, list)
  }
  const known = new Set(entries.map((e) => e.variation_value))
  for (const id of selected) {
    if (!known.has(id)) throw new LineError(field, `Unknown variation value ${id}`)
  }
  const groups: CartLineVariation[] = []
  for (const [groupId, list] of byGroup) {
    const group = variations.find((v) => v.id === groupId)
    const chosen = list.filter((e) => selected.has(e.variation_value))
    if (checkRules && group !== undefined) {
      // spec: menu-browsing §4 Variation dialog (required, single choice, max_choices_allowed).
      if (group.required && chosen.length === 0) {
        throw new LineError(field, `${group.name} is required`)
      }
      if (!group.multiple && chosen.length > 1) {
        throw new LineError(field, `${group.name} allows one choice`)
      }
      if (group.max_choices_allowed !== null && chosen.length > group.max_choices_allowed) {
        throw new LineError(field, `${group.name} allows at most ${group.max_choices_allowed}`)
      }
    }
    groups.push({
      id: groupId,
      name: group?.name ?? String(groupId),
      values: list.map((e) => ({
        id: e.variation_value,
        price: e.price,
        math: e.math,
        selected: selected.has(e.variation_value),
      })),
    })
  }
  return groups
}

function selectedIds(groups: readonly { values: readonly { id: number; selected: boolean }[] }[]) {
  const ids = new Set<number>()
  for (const g of groups) for (const v of g.values) if (v.selected) ids.add(v.id)
  return ids
}

function combos(
  product: Product,
  sent: readonly CartComboGroup[],
  variations: readonly Variation[],
  field: string,
): CartLineComboGroup[] {
  if (!product.enable_combo) return []
  return product.combo_groups.map((group, gi) => {
    const chosen = sent.find((g) => g.id === group.id)
    const picked = chosen?.products.filter((p) => p.selected) ?? []
    // spec: menu-browsing §4 "Each combo group requires exactly one product".
    if (picked.length !== 1) {
      throw new LineError(`${field}.${gi}`, `${group.name} needs exactly one product`)
    }
    const pick = picked[0]
    const seedProduct = group.products.find((p) => p.id === pick?.id)
    if (seedProduct === undefined || pick === undefined) {
      throw new LineError(`${field}.${gi}`, `Unknown product in ${group.name}`)
    }
    if (seedProduct.out_of_stock) {
      throw new LineError(`${field}.${gi}`, `${seedProduct.name} is out of stock`)
    }
    const ownSelected = selectedIds(pick.product_variations)
    // The chosen product's own variations follow the same rules as the product's (required
    // groups, one choice, max_choices_allowed): spec menu-browsing §3 Combo group, §4.
    return {
      id: group.id,
      name: group.name,
      products: group.products.map((p) => ({
        id: p.id,
        name: p.name,
        selected: p.id === seedProduct.id,
        increase_price_by: p.increase_price_by,
        product_variations:
          p.id === seedProduct.id
            ? groupsOf(p.product_variations, variations, ownSelected, `${field}.${gi}`, true)
            : [],
      })),
    }
  })
}

/**
 * Prices one order line from the server's own menu: unknown products or values, out-of-stock
 * products, broken variation rules and quantities outside the bounds are refused.
 * spec: ordering-payment §3 Order line item; menu-browsing §4 Variation dialog, §5 Quantity
 * @param menu - The venue's menu data.
 * @param item - The line as the client sent it.
 * @param index - Its position (for the field path).
 * @returns The line with its server cart line.
 * @throws LineError naming the field.
 */
export function priceLine(menu: MenuData, item: OrderLineItem, index: number): PricedLine {
  const field = `line_items.${index}`
  const product = menu.products.find((p) => p.id === item.product)
  if (product === undefined) throw new LineError(`${field}.product`, 'Unknown product')
  // A POS count of 0 or less (not on a combo) leaves no quantity: the same 'Out of Stock' the
  // diner's page shows, not 'At most 0 available'.
  if (isOutOfStock(product)) throw new LineError(`${field}.product`, 'Out of Stock')
  const bounds = quantityBounds(product)
  if (bounds.max !== null && item.quantity > bounds.max) {
    throw new LineError(`${field}.quantity`, `At most ${bounds.max} available`)
  }
  const selected = new Set<number>(item.variations)
  for (const id of selectedIds(item.product_variations)) selected.add(id)
  const variations = groupsOf(
    product.product_variations,
    menu.variations,
    selected,
    `${field}.variations`,
    true,
  )
  const combo = combos(product, item.combo_groups, menu.variations, `${field}.combo_groups`)
  const cart = createCartLine(product, {
    uuid: item.cart_uuid,
    qty: item.quantity,
    variations,
    combo_groups: combo,
    special_instructions: item.special_instructions,
  })
  return { item, cart }
}

/** What an order's totals depend on besides its lines. */
export interface OrderPricingContext {
  readonly orderType: OrderType
  readonly coupon: Coupon | null
  readonly deliveryFee: string
  readonly loyalty: readonly LoyaltyDiscount[]
}

/**
 * The server's totals of an order, by @carte/pricing (the same function the client uses).
 * spec: menu-browsing §9 totals; architecture "client and server cannot disagree by a cent"
 * @param menu - The venue's menu data.
 * @param lines - The priced lines that count (deleted lines excluded by the caller).
 * @param context - Order type, coupon, delivery fee and loyalty discounts.
 * @returns The totals.
 */
export function orderTotals(
  menu: MenuData,
  lines: readonly CartLine[],
  context: OrderPricingContext,
): CartTotals {
  const coupon: PricingCoupon | null =
    context.coupon === null
      ? null
      : {
          id: context.coupon.id,
          products: context.coupon.products,
          categories: context.coupon.categories,
          discount_value_type: context.coupon.discount_value_type,
          discount_value: context.coupon.discount_value,
          min_order_value: context.coupon.min_order_value,
          max_discount_value: context.coupon.max_discount_value,
          free_delivery: context.coupon.free_delivery,
        }
  return calculateCartTotals({
    cart: lines,
    settings: { taxes: menu.taxes, cart_subtotal_include_tax: menu.cart_subtotal_include_tax },
    orderType: context.orderType,
    coupon,
    deliveryFee: context.deliveryFee,
    loyaltyDiscounts: context.loyalty,
  })
}
