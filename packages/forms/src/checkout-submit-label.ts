/** Where placing the order stands and how it is paid, for the submit button's label. */
export interface CheckoutSubmitLabelInput {
  /** An order is being submitted or merged. */
  readonly working: boolean
  /** Online payment (the order goes on to a payment page). */
  readonly online: boolean
  /** The WhatsApp order message applies. */
  readonly whatsapp: boolean
}

/** The submit button's label: a ui_strings key, its English default and the green variant. */
export interface CheckoutSubmitLabel {
  readonly key:
    | 'ui_str_redirecting'
    | 'ui_str_submitting'
    | 'ui_str_pay_now'
    | 'ui_str_whatsapp_order'
    | 'ui_str_submit_order'
  readonly text: string
  /** The WhatsApp variant (green): WhatsApp applies and the payment is not online. */
  readonly whatsapp: boolean
}

/**
 * The checkout submit button's label: 'REDIRECTING ...' while submitting with online payment,
 * 'SUBMITTING' while submitting, 'PAY NOW' for online payment when idle, 'WHATSAPP ORDER' (green)
 * for the WhatsApp variant, otherwise 'SUBMIT ORDER'.
 * spec: ordering-payment §2 Checkout screen (submit button labels)
 * @param input - {@link CheckoutSubmitLabelInput}
 * @returns the label's key, English default and whether it is the WhatsApp variant.
 */
export function checkoutSubmitLabel(input: CheckoutSubmitLabelInput): CheckoutSubmitLabel {
  const whatsapp = input.whatsapp && !input.online
  if (input.working) {
    return input.online
      ? { key: 'ui_str_redirecting', text: 'REDIRECTING ...', whatsapp }
      : { key: 'ui_str_submitting', text: 'SUBMITTING', whatsapp }
  }
  if (input.online) return { key: 'ui_str_pay_now', text: 'PAY NOW', whatsapp }
  if (whatsapp) return { key: 'ui_str_whatsapp_order', text: 'WHATSAPP ORDER', whatsapp }
  return { key: 'ui_str_submit_order', text: 'SUBMIT ORDER', whatsapp }
}
