import * as v from 'valibot'
import { nullableReferenceSchema, nullableTextSchema } from './primitives'

const required = v.pipe(v.string(), v.minLength(1))

/** paylink status body. spec: ordering-payment §7 POST /en/paylink/status/ */
export const paylinkStatusBodySchema = v.object({ reference: required, checkout: required })

/** ngenius, xpresspay and skipcash status body. spec: ordering-payment §7 */
export const referenceStatusBodySchema = v.object({ reference: required })

/** noon status body. spec: ordering-payment §7 POST /en/noon-payments/status/ */
export const noonStatusBodySchema = v.object({ orderUUID: required, noonOrderId: required })

/** stripe status body. spec: ordering-payment §7 POST /en/stripe/status/ */
export const stripeStatusBodySchema = v.object({ ref: required, session: required })

/** thawani status body. spec: ordering-payment §7 POST /en/thawani/status/ */
export const thawaniStatusBodySchema = v.object({ ref: required })

/**
 * Body of the path-addressed status calls (paytabs, 2c2p, magnati, paystack, amwal-pay): none, or an
 * empty object. spec: ordering-payment §7 "POST with no real body"
 */
export const emptyStatusBodySchema = v.nullish(v.object({}), {})

/**
 * Payment status answer; used only on 200. Default (no call, failure) is PENDING.
 * spec: ordering-payment §3 Payment status response; §4 Payment status
 */
export const paymentStatusSchema = v.object({
  status: v.pipe(
    v.nullish(v.string(), 'PENDING'),
    v.transform((status) => (status === '' ? 'PENDING' : status)),
  ),
  orderId: nullableReferenceSchema,
  orderUUID: nullableTextSchema,
})

/** Output of paymentStatusSchema. */
export type PaymentStatus = v.InferOutput<typeof paymentStatusSchema>
/** What the server may send for paymentStatusSchema (before defaults and normalisation). */
export type PaymentStatusInput = v.InferInput<typeof paymentStatusSchema>
