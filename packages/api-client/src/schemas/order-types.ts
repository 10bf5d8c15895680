/** The four order types. spec: menu-browsing §1 Order types */
export const ORDER_TYPES = ['delivery', 'dine_in', 'takeaway', 'drive_thru'] as const

/** One of the four order types. */
export type OrderType = (typeof ORDER_TYPES)[number]
