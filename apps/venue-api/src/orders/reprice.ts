import type { AppContext } from '../context'
import type { VenueSeed } from '../seed/types'
import { orderTotals } from './price'
import { loyaltyDiscounts } from './rules'
import type { OrderRow } from './store'

/**
 * Recomputes an order's totals from its live (not Deleted) lines with @carte/pricing, after a merge
 * or a deleted line; coupon, delivery fee and employee stay as ordered, loyalty is recomputed.
 * @param ctx - Shared state.
 * @param seed - The order's venue.
 * @param row - The order.
 */
export function repriceOrder(ctx: AppContext, seed: VenueSeed, row: OrderRow): void {
  const menu = ctx.venues.menu(seed, row.lang)
  const extra = ctx.orders.extra(row)
  const live = ctx.orders.lines(row.uuid).filter((l) => l.status !== 'Deleted')
  const carts = live.map((l) => l.cart)
  const coupon =
    extra.coupon_id === null ? null : (seed.coupons.find((k) => k.id === extra.coupon_id) ?? null)
  const orderType = row.order_type as 'delivery' | 'dine_in' | 'takeaway' | 'drive_thru'
  const loyalty =
    menu.al_futtaim_enabled === true
      ? loyaltyDiscounts(seed, carts, extra.employee_id, orderType)
      : []
  const totals = orderTotals(menu, carts, {
    orderType,
    coupon,
    deliveryFee: extra.delivery_fee_base,
    loyalty,
  })
  ctx.orders.setMoney(
    row.uuid,
    {
      sub_total: totals.subtotal,
      discount: totals.discount,
      taxes: totals.taxes,
      delivery_fees: totals.deliveryFee,
      total: totals.total,
    },
    {
      ...extra,
      iiko_loyalty_discounts: loyalty.map((l) => ({ name: l.name ?? '', discounts: l.discounts })),
    },
  )
}
