import { type CartLine, compareAmounts, couponDiscount, type LoyaltyDiscount } from '@carte/pricing'
import { distanceMetres } from '../geo'
import type { DeliveryZone, MenuData, VenueSeed } from '../seed/types'

/**
 * The delivery zone of a point: the ring around the outlet it falls in, or null when out of area.
 * spec: ordering-payment §7 GET /en/api/delivery_zone/{lat},{lng}/{menuId}/
 * @param seed - The venue.
 * @param menu - Its menu (outlet position).
 * @param point - Delivery position.
 * @returns The zone, or null.
 */
export function deliveryZoneAt(
  seed: VenueSeed,
  menu: MenuData,
  point: { readonly lat: number; readonly lng: number },
): DeliveryZone | null {
  const km = distanceMetres({ lat: menu.outlet_latitude, lng: menu.outlet_longitude }, point) / 1000
  return seed.deliveryZones.find((z) => km >= z.min_km && km < z.max_km) ?? null
}

/**
 * Whether a point is inside the venue's geofence (radius around the outlet).
 * spec: menu-browsing §7 POST geofence
 * @param seed - The venue (radius).
 * @param menu - Its menu (outlet position).
 * @param point - The diner's position.
 * @returns true inside the radius.
 */
export function insideGeofence(
  seed: VenueSeed,
  menu: MenuData,
  point: { readonly lat: number; readonly lng: number },
): boolean {
  const metres = distanceMetres({ lat: menu.outlet_latitude, lng: menu.outlet_longitude }, point)
  return metres <= seed.geofenceRadiusM
}

/**
 * The loyalty promotions a cart earns: each rule's percent of its eligible lines, computed by
 * @carte/pricing's coupon math (a percentage scoped to categories is exactly a loyalty rule).
 * spec: ordering-payment §7 POST /iiko/loyalty/promotions/
 * @param seed - The venue's rules.
 * @param cart - The priced cart lines.
 * @param employeeId - A verified employee id, or null.
 * @param orderType - The order type.
 * @returns Loyalty discounts with a positive discountSum.
 */
export function loyaltyDiscounts(
  seed: VenueSeed,
  cart: readonly CartLine[],
  employeeId: string | null,
  orderType: string,
): LoyaltyDiscount[] {
  const out: LoyaltyDiscount[] = []
  if (cart.length === 0) return out
  for (const rule of seed.loyalty) {
    if (rule.employeeOnly && employeeId === null) continue
    if (rule.orderTypes.length > 0 && !rule.orderTypes.includes(orderType)) continue
    const sum = couponDiscount(cart, {
      discount_value_type: 'percentage',
      discount_value: rule.percent,
      categories: rule.categories,
    })
    if (compareAmounts(sum, '0') === 0) continue
    out.push({ name: rule.name, discounts: [{ discountSum: sum }] })
  }
  return out
}
