import type { OrderType } from '@carte/pricing'

/**
 * The ui_strings key and English default each order type is named by: the cart's order-type
 * toggle and the WhatsApp order message say the same words.
 * spec: ordering-payment §4 Order type; menu-browsing §4 order-type toggle
 */
export const ORDER_TYPE_TEXT: Readonly<Record<OrderType, readonly [string, string]>> = {
  delivery: ['ui_str_delivery', 'Delivery'],
  dine_in: ['ui_str_dine_in', 'Dine In'],
  takeaway: ['ui_str_takeaway', 'Takeaway'],
  drive_thru: ['ui_str_drive_thru', 'Drive Thru'],
}
