import { isOnlinePayment } from './is-online-payment'

/** The menu flags that decide the WhatsApp order message. */
export interface WhatsappOrderFlags {
  readonly enable_whatsapp_order?: boolean | null | undefined
  readonly enable_user_send_whatsapp?: boolean | null | undefined
  readonly whatsapp_number?: string | null | undefined
}

/**
 * Whether a placed order opens the WhatsApp chat with its summary: not when it is paid online (the
 * diner goes to the payment page instead), and only with WhatsApp ordering on, user send allowed
 * and a number that has digits.
 * spec: ordering-payment §4 Placing an order ("if online payment is off and WhatsApp ordering is
 * enabled with a number and user-send allowed"); §2 Checkout ('WHATSAPP ORDER' variant)
 * @param menu the venue's WhatsApp flags
 * @param paymentType the order's payment type ('card' is the online payment)
 * @returns true when the chat opens after the order is created
 */
export function isWhatsappOrder(menu: WhatsappOrderFlags, paymentType: string): boolean {
  return (
    !isOnlinePayment(paymentType) &&
    menu.enable_whatsapp_order === true &&
    menu.enable_user_send_whatsapp === true &&
    (menu.whatsapp_number ?? '').replace(/\D/g, '') !== ''
  )
}
