import type { PaymentType } from './default-payment-type'
import type { CartMenuFlags } from './types'

/**
 * The payment types the toggle offers: cash, card machine, online card, each only when enabled.
 * @param menu - the menu switches
 * @returns the enabled payment types, in that order
 * spec: ordering-payment §3 Menu flags enable_cash, enable_card_machine, payment_enabled; §4 Payment type
 */
export function paymentOptions(menu: CartMenuFlags): PaymentType[] {
  const options: PaymentType[] = []
  if (menu.enable_cash) options.push('cash')
  if (menu.enable_card_machine) options.push('machine')
  if (menu.payment_enabled) options.push('card')
  return options
}
