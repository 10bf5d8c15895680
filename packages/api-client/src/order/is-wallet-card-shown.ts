/**
 * Whether the partner payment page offers the wallet card: the order has no split payments and
 * no wallet ('blue_wallet') payment yet. The hard-coded test phone of the original is deliberately
 * not reproduced (spec §9).
 * spec: ordering-payment §4 Wallet
 * @param order - the order.
 * @returns true when the card may show.
 */
export function isWalletCardShown(order: {
  readonly split_payments: readonly unknown[]
  readonly payments: readonly { readonly payment_type: string }[]
}): boolean {
  return (
    order.split_payments.length === 0 &&
    !order.payments.some((payment) => payment.payment_type === 'blue_wallet')
  )
}
