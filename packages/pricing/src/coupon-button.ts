/**
 * Where the coupon lookup of the applied code stands: 'invalid' when the server answered with a
 * failure ("failure with a response sets coupon error"), 'failed' when no answer came (the diner
 * may try again).
 * spec: ordering-payment §4 Coupon, §7
 */
export type CouponStatus = 'none' | 'loading' | 'applied' | 'invalid' | 'failed'

/** The coupon button: its label (ui_strings key and English default), action and disabled state. */
export interface CouponButton {
  readonly label: readonly [key: string, english: string]
  readonly action: 'apply' | 'delete'
  readonly disabled: boolean
}

/**
 * The coupon button: 'Coupon Applied' when the applied code equals the auto-apply or URL code,
 * 'Delete Coupon' when it differs, otherwise 'Apply Coupon'; disabled while loading, when the field
 * is empty, or when the field equals the auto code. Codes compare upper-cased (the lookup
 * upper-cases them). Once the diner edits the field away from the applied code, the button applies
 * the new text.
 * @param input - the field text, the applied code, its status and the auto code ('' when none)
 * @returns the button state
 * spec: ordering-payment §4 Coupon, §5 Coupon
 */
export function couponButton(input: {
  readonly field: string
  readonly appliedCode: string
  readonly status: CouponStatus
  readonly autoCode: string
}): CouponButton {
  const field = input.field.trim().toUpperCase()
  const auto = input.autoCode.trim().toUpperCase()
  const applied = input.appliedCode.toUpperCase()
  const disabled = input.status === 'loading' || field === '' || (auto !== '' && field === auto)
  if (input.status === 'applied' && field === applied) {
    return applied === auto
      ? { label: ['ui_str_coupon_applied', 'Coupon Applied'], action: 'delete', disabled }
      : { label: ['ui_str_delete_coupon', 'Delete Coupon'], action: 'delete', disabled }
  }
  return { label: ['ui_str_apply_coupon', 'Apply Coupon'], action: 'apply', disabled }
}
