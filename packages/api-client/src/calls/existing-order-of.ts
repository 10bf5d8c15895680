import * as v from 'valibot'
import { ServerError } from '../errors'
import { type ExistingOrder, existingOrderSchema } from '../schemas/order'

/**
 * The open order a failed order creation carries (409 existing_order), or null.
 * @param error what createOrder threw
 * @returns { uuid, line_items } of the table's open order, or null
 * spec: ordering-payment §8 Submit error "If the error carries existing_order, the merge dialog appears"
 */
export function existingOrderOf(error: unknown): ExistingOrder | null {
  if (!(error instanceof ServerError)) return null
  if (typeof error.body !== 'object' || error.body === null) return null
  const result = v.safeParse(
    existingOrderSchema,
    (error.body as Record<string, unknown>).existing_order,
  )
  return result.success ? result.output : null
}
