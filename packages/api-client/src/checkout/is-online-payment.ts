/**
 * Whether the diner pays online: the chosen payment type is the online card payment ('card'),
 * whatever the venue's payment_enabled flag says (the flag only offers the type).
 * spec: ordering-payment §2 Checkout ('PAY NOW' when online payment), §4 Placing an order
 * (payment redirect); README reading "Online payment"
 * @param paymentType the order's payment type (cash, machine, card)
 * @returns true when the order is paid online
 */
export function isOnlinePayment(paymentType: string): boolean {
  return paymentType === 'card'
}
