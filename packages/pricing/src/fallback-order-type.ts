import type { OrderType } from './types'

/**
 * The order type once the menu's switches are known: a selected delivery whose switch is off falls
 * back to dine_in, else drive_thru, else takeaway. Any other type is kept.
 * @param orderType - the selected type
 * @param settings - enable_delivery, enable_dine_in, enable_drive_thru
 * @returns the type to use
 * spec: menu-browsing §4 Order type "If delivery is disabled while selected, the type falls back to dine_in, else drive_thru, else takeaway."
 */
export function fallbackOrderType(
  orderType: OrderType,
  settings: {
    readonly enable_delivery: boolean
    readonly enable_dine_in: boolean
    readonly enable_drive_thru: boolean
  },
): OrderType {
  if (orderType !== 'delivery' || settings.enable_delivery) return orderType
  if (settings.enable_dine_in) return 'dine_in'
  return settings.enable_drive_thru ? 'drive_thru' : 'takeaway'
}
