import { ServerError } from '../errors'

/** Where the coupon lookup of the applied code stands (the same values as @carte/pricing's CouponStatus). */
export type CouponLookupStatus = 'none' | 'loading' | 'applied' | 'invalid' | 'failed'

/** The coupon lookup as the cart knows it. */
export interface CouponLookupInput {
  /** The applied coupon code ('' when none). */
  readonly code: string
  /** The lookup's state. */
  readonly status: 'pending' | 'error' | 'success'
  /** The lookup's failure, when status is 'error'. */
  readonly error: unknown
}

/**
 * The coupon's status from its lookup: no code is 'none'; a failure with a server answer
 * (ServerError) is 'invalid' (the coupon error); a failure without one (no response, request
 * setup, schema) is 'failed' (the diner may try again); an answer is 'applied'; else 'loading'.
 * spec: ordering-payment §4 Coupon ("loading, applied, cleared or invalid"; a failure with a
 *   response sets the coupon error), §7 GET /en/api/coupon/{menuId}/{code}/, §8
 * @param input - {@link CouponLookupInput}
 * @returns the {@link CouponLookupStatus}.
 */
export function couponLookupStatus(input: CouponLookupInput): CouponLookupStatus {
  if (input.code === '') return 'none'
  if (input.status === 'error') return input.error instanceof ServerError ? 'invalid' : 'failed'
  return input.status === 'success' ? 'applied' : 'loading'
}
