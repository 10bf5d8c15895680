import type { DeliveryAddressParts } from './delivery-address'

/**
 * The order's address text: flat, building, area/street and landmark joined with commas, then the
 * map's formatted address; blank parts are left out.
 * spec: ordering-payment §5 Order payload rules (Delivery address text)
 * @param parts - the typed address parts
 * @param formattedAddress - the map's (reverse-geocoded) formatted address
 * @returns e.g. 'Flat 12, Marina Tower, Al Sufouh Road, Near the mall, Dubai Marina, Dubai'
 */
export function deliveryAddressText(
  parts: DeliveryAddressParts,
  formattedAddress?: string | null,
): string {
  return [parts.flatNumber, parts.building, parts.areaStreet, parts.landmark, formattedAddress]
    .map((piece) => (typeof piece === 'string' ? piece.trim() : ''))
    .filter((piece) => piece !== '')
    .join(', ')
}
