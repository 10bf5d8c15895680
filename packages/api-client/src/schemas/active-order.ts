import * as v from 'valibot'
import { flagSchema, nullableReferenceSchema } from './primitives'

/**
 * Active order on a table: the shell asks it on every screen of a partner table, so it lives apart
 * from the order schemas the ordering screens load.
 * spec: ordering-payment §7 GET /iiko/active-order/{location}/{menuId}/
 */
export const activeOrderSchema = v.object({
  order_id: nullableReferenceSchema,
  common_order: flagSchema,
})

/** Active order lookup answer. */
export type ActiveOrder = v.InferOutput<typeof activeOrderSchema>
/** What the server may send for activeOrderSchema (before defaults and normalisation). */
export type ActiveOrderInput = v.InferInput<typeof activeOrderSchema>
