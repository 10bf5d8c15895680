import * as v from 'valibot'
import { nullableTextSchema } from './primitives'

/** Real-time 'order-update' payload. spec: architecture "Real-time" */
export const orderUpdateSchema = v.object({
  uuid: v.string(),
  status: nullableTextSchema,
})

/** A real-time order update. */
export type OrderUpdate = v.InferOutput<typeof orderUpdateSchema>
/** What the server may send for orderUpdateSchema (before defaults and normalisation). */
export type OrderUpdateInput = v.InferInput<typeof orderUpdateSchema>
