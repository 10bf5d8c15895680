import { checkQty } from './check-qty'
import { couponApplies, couponDiscountOn, couponMatcher } from './coupon-math'
import { amount, type Dec, optionalAmount, out3, ZERO } from './decimal'
import { assert } from './errors'
import { unitPriceOf } from './line-math'
import { type TaxLine, taxBreakdownOn } from './tax-breakdown'
import type {
  Cart,
  Coupon,
  DecimalString,
  LoyaltyDiscount,
  MenuPricingSettings,
  OrderType,
} from './types'

/** Everything the totals of a cart depend on. */
export interface CartTotalsInput {
  readonly cart: Cart
  /** The menu's taxes and cart_subtotal_include_tax. */
  readonly settings: MenuPricingSettings
  /** The delivery fee counts only for 'delivery'. */
  readonly orderType: OrderType
  /** The applied coupon, if any. */
  readonly coupon?: Coupon | null | undefined
  /** The delivery zone's delivery_amount (default 0). */
  readonly deliveryFee?: DecimalString | null | undefined
  /** The loyalty promotions (discounts[].discountSum), if any. */
  readonly loyaltyDiscounts?: readonly LoyaltyDiscount[] | null | undefined
}

/** One line's prices in the totals. */
export interface CartTotalsLine {
  readonly uuid: string
  readonly unitPrice: DecimalString
  readonly lineTotal: DecimalString
}

/** All totals of a cart, every amount a 3-decimal string. */
export interface CartTotals {
  readonly lines: readonly CartTotalsLine[]
  /** The total quantity of the cart's products. */
  readonly itemCount: number
  readonly subtotal: DecimalString
  /** Every tax itemised; `included` ones are inside the subtotal and not added. */
  readonly taxes: readonly TaxLine[]
  /** The sum of every itemised tax, included or not. */
  readonly taxTotal: DecimalString
  /** The delivery fee charged: 0 when waived or not a delivery order. */
  readonly deliveryFee: DecimalString
  readonly deliveryFeeWaived: boolean
  /** The coupon discount. */
  readonly discount: DecimalString
  /** The sum of the loyalty discounts. */
  readonly loyaltyDiscount: DecimalString
  readonly total: DecimalString
}

const ORDER_TYPES: readonly string[] = ['delivery', 'dine_in', 'takeaway', 'drive_thru']

/**
 * Computes every total of a cart (client and venue-api use the same function):
 * total = subtotal + exclusive percentage taxes + fixed taxes + delivery fee (unless waived)
 * − coupon discount − loyalty discounts, never below 0.
 * @param input - cart, menu tax settings, order type, coupon, delivery fee, loyalty discounts
 * @returns line prices, item count, subtotal, itemised taxes, delivery fee, discounts and total as 3-decimal strings
 * @throws PricingError for a bad amount, tax type, coupon type, order type or quantity
 * spec: menu-browsing §9 "Total is the subtotal plus fixed taxes plus the delivery fee (if not waived) minus discount minus loyalty discounts"; ordering-payment §5 Coupon
 */
export function calculateCartTotals(input: CartTotalsInput): CartTotals {
  assert(ORDER_TYPES.includes(input.orderType), 'UNKNOWN_ORDER_TYPE', String(input.orderType))
  const coupon = input.coupon ?? null
  const matches = coupon === null ? null : couponMatcher(coupon)
  const lines: CartTotalsLine[] = []
  let itemCount = 0
  let subtotal = ZERO
  let eligible = ZERO
  for (const line of input.cart) {
    const qty = checkQty(line.qty)
    const unit = unitPriceOf(line)
    const total = qty === 1 ? unit : unit.times(qty)
    itemCount += qty
    subtotal = subtotal.plus(total)
    if (matches?.(line) === true) eligible = eligible.plus(total)
    const unitPrice = out3(unit)
    lines.push({ uuid: line.uuid, unitPrice, lineTotal: qty === 1 ? unitPrice : out3(total) })
  }

  const taxes = taxBreakdownOn(subtotal, input.settings)
  const discount = coupon === null ? ZERO : couponDiscountOn(coupon, eligible, subtotal)
  const fee = optionalAmount(input.deliveryFee, 'deliveryFee')
  const waived = coupon !== null && coupon.free_delivery === true && couponApplies(coupon, subtotal)
  const charged = input.orderType === 'delivery' && !waived ? fee : ZERO

  let loyalty = ZERO
  for (const promotion of input.loyaltyDiscounts ?? []) {
    for (const entry of promotion.discounts)
      loyalty = loyalty.plus(amount(entry.discountSum, 'discountSum'))
  }

  const gross: Dec = subtotal.plus(taxes.added).plus(charged).minus(discount).minus(loyalty)
  return {
    lines,
    itemCount,
    subtotal: out3(subtotal),
    taxes: taxes.lines,
    taxTotal: out3(taxes.total),
    deliveryFee: out3(charged),
    deliveryFeeWaived: input.orderType === 'delivery' && waived,
    discount: out3(discount),
    loyaltyDiscount: out3(loyalty),
    // Discounts larger than what they apply to never turn into money owed to the diner.
    total: out3(gross.isNegative() ? ZERO : gross),
  }
}
