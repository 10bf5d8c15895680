import { DELETED_LINE_STATUS } from '../schemas/order'

/**
 * The lines of an open order that are still on it: those removed (status 'Deleted') are left out,
 * order kept, for the merge dialog's list of what the table already ordered.
 * spec: ordering-payment §4 Placing an order (existing_order: the merge dialog lists the open
 * order's items with Qty, Product, Price)
 * @param lines the open order's line items
 * @returns the lines not deleted, in their order
 */
export function liveOrderLines<L extends { readonly status?: string | null | undefined }>(
  lines: readonly L[],
): L[] {
  return lines.filter((line) => line.status !== DELETED_LINE_STATUS)
}
