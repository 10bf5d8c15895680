import { amount, optionalAmount, out3, ZERO } from './decimal'
import { assert } from './errors'
import type { DecimalString, OrderType } from './types'

/** The answer of {@link checkMinimumOrder}. */
export interface MinimumOrderResult {
  /** True when the subtotal reaches the minimum (always true without one). */
  readonly met: boolean
  /** The minimum order amount that applies ("0.000" when none); shown with the message. */
  readonly required: DecimalString
  /** How much is still missing ("0.000" when met). */
  readonly missing: DecimalString
}

/**
 * Checks the minimum order: delivery against the menu's minimum_order_amount, dine_in against the
 * table section's minimum_order_amount; other order types have none.
 * @param input - orderType, the cart subtotal, minimum_order_amount (menu) and sectionMinimumOrderAmount (table section, default 0)
 * @returns whether it is met, the amount required and what is missing, at 3 decimals
 * spec: menu-browsing §5 Minimum order "for delivery the cart subtotal must reach minimum_order_amount; for dine_in the section minimum order amount applies"
 */
export function checkMinimumOrder(input: {
  readonly orderType: OrderType
  readonly subtotal: DecimalString
  readonly minimum_order_amount?: DecimalString | null | undefined
  readonly sectionMinimumOrderAmount?: DecimalString | null | undefined
}): MinimumOrderResult {
  const subtotal = amount(input.subtotal, 'subtotal')
  const { orderType } = input
  assert(
    ['delivery', 'dine_in', 'takeaway', 'drive_thru'].includes(orderType),
    'UNKNOWN_ORDER_TYPE',
    String(orderType),
  )
  const minimum =
    orderType === 'delivery'
      ? optionalAmount(input.minimum_order_amount, 'minimum_order_amount')
      : orderType === 'dine_in'
        ? optionalAmount(input.sectionMinimumOrderAmount, 'sectionMinimumOrderAmount')
        : ZERO
  const met = subtotal.gte(minimum)
  return { met, required: out3(minimum), missing: out3(met ? ZERO : minimum.minus(subtotal)) }
}
