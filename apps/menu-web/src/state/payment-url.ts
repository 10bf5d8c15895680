import { atom } from 'jotai'

/**
 * The payment URL of the order just placed (spec: ordering-payment §3 Cart state paymentUrl; §2
 * Cart "If a payment URL exists, the page shows a redirect button and the browser navigates to that
 * URL automatically"). In memory only: payment URLs are never stored (architecture rulings). Only a
 * URL api-client's isFollowablePaymentUrl accepted is ever put here.
 */
export const paymentUrlAtom = atom<string | null>(null)
