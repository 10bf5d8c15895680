/**
 * The table number the table-section lookup (its minimum order amount) is asked for: a dine-in
 * order at a table location; a room, another order type or no location asks for none.
 * spec: ordering-payment §7 GET /en/api/menu_section/{license}/?table_number={n} ("for Table
 *   orders"), §5 Order payload rules ("A minimum order amount applies per table section")
 * @param orderType - the effective order type.
 * @param location - the order location ({ location, type: 'Table' | 'Room' }), or null.
 * @returns the table number to look up, or null when no lookup applies.
 */
export function sectionTableNumber(
  orderType: string,
  location: { readonly location: string; readonly type: string } | null,
): string | null {
  if (orderType !== 'dine_in' || location === null || location.type !== 'Table') return null
  return location.location
}
