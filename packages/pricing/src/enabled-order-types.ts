import type { CartMenuFlags, OrderType } from './types'

const ORDER_TYPES: readonly OrderType[] = ['delivery', 'dine_in', 'takeaway', 'drive_thru']

/**
 * The order types the venue offers, in the selector's order (delivery, dine_in, takeaway, drive_thru).
 * @param menu - the menu switches
 * @returns the enabled order types
 * spec: menu-browsing §1 "Which are offered depends on per-menu switches enable_delivery, ..."
 */
export function enabledOrderTypes(menu: CartMenuFlags): OrderType[] {
  const on: Record<OrderType, boolean> = {
    delivery: menu.enable_delivery,
    dine_in: menu.enable_dine_in,
    takeaway: menu.enable_takeaway,
    drive_thru: menu.enable_drive_thru,
  }
  return ORDER_TYPES.filter((type) => on[type])
}
