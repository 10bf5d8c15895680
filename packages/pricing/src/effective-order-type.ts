import { enabledOrderTypes } from './enabled-order-types'
import { fallbackOrderType } from './fallback-order-type'
import { orderTypeForLocation } from './order-type-for-location'
import type { CartMenuFlags, OrderType } from './types'

/**
 * The order type in effect: the stored choice (default delivery), switched by the order location
 * ({@link orderTypeForLocation}), then {@link fallbackOrderType}; a type the venue does not offer
 * at all becomes its first offered one.
 * @param stored - the stored choice, null when none
 * @param menu - the menu switches
 * @param hasLocation - a table or room location is set
 * @returns the order type to use
 * spec: ordering-payment §3 Cart state "orderType (default delivery)", §4 Order type; menu-browsing §4 Order type
 */
export function effectiveOrderType(
  stored: OrderType | null,
  menu: CartMenuFlags,
  hasLocation: boolean,
): OrderType {
  const located = orderTypeForLocation(stored ?? 'delivery', {
    hasLocation,
    al_futtaim_enabled: menu.al_futtaim_enabled,
  })
  const type = fallbackOrderType(located, menu)
  const offered = enabledOrderTypes(menu)
  return offered.includes(type) ? type : (offered[0] ?? type)
}
