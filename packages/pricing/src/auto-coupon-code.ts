/**
 * The code to auto-apply: the URL parameter c, else the menu's coupon_auto_apply; '' when none.
 * @param urlCode - the c search parameter, if any
 * @param autoApply - the menu's coupon_auto_apply
 * @returns the upper-cased, trimmed code
 * spec: ordering-payment §4 Coupon "The code auto-applies when the field is empty and an auto-apply code or URL parameter c exists."
 */
export function autoCouponCode(
  urlCode: string | null | undefined,
  autoApply: string | null | undefined,
): string {
  const url = (urlCode ?? '').trim()
  return (url !== '' ? url : (autoApply ?? '').trim()).toUpperCase()
}
