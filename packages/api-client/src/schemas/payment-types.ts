/** Payment types. spec: ordering-payment §4 Payment type */
export const PAYMENT_TYPES = ['cash', 'machine', 'card', 'loyalty', 'blue_wallet'] as const

/** Payment kinds (one of PAYMENT_TYPES). */
export type PaymentType = (typeof PAYMENT_TYPES)[number]
