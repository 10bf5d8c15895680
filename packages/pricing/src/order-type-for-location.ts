import type { OrderType } from './types'

/**
 * The order type once the order location is known. With the partner integration
 * (al_futtaim_enabled): delivery with a table or room location becomes dine_in, delivery without
 * one becomes takeaway. Without it: delivery with a location becomes dine_in. Other types are kept.
 * @param orderType - the selected type
 * @param context - hasLocation (a table or room location is set) and al_futtaim_enabled
 * @returns the type to use
 * spec: ordering-payment §4 Order type
 */
export function orderTypeForLocation(
  orderType: OrderType,
  context: { readonly hasLocation: boolean; readonly al_futtaim_enabled: boolean },
): OrderType {
  if (orderType !== 'delivery') return orderType
  if (context.hasLocation) return 'dine_in'
  return context.al_futtaim_enabled ? 'takeaway' : 'delivery'
}
