import type { SplitPayment } from '../schemas/order'

/**
 * What a split share's status means, whatever its case: AVAILABLE is payable, PENDING is
 * 'In Progress', anything else is paid.
 * spec: ordering-payment §4 Split payments
 * @param share - one guest's share of the split.
 * @returns 'available', 'pending' or 'paid'.
 */
export function splitShareState(
  share: Pick<SplitPayment, 'status'>,
): 'available' | 'pending' | 'paid' {
  const status = share.status.toUpperCase()
  if (status === 'AVAILABLE') return 'available'
  if (status === 'PENDING') return 'pending'
  return 'paid'
}
