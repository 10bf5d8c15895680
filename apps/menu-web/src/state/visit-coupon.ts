import { atom } from 'jotai'

/**
 * The coupon code a link of this visit carried (`?c=` on any path, a QR code's or a campaign's),
 * held in memory for the visit: the landing redirect to the home drops the query, and the diner
 * reaches the cart later, so the cart auto-applies it from here.
 * spec: ordering-payment §4 Coupon ("The code auto-applies when the field is empty and an
 *   auto-apply code or URL parameter c exists")
 */
export const visitCouponAtom = atom<string | null>(null)
