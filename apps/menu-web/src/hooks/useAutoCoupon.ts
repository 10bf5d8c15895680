import { autoCouponCode } from '@carte/pricing'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { CartScreenModel } from './useCartScreen'
import { useMenu } from './useMenu'

/**
 * Applies the auto-apply coupon (URL parameter c, else coupon_auto_apply; pricing autoCouponCode)
 * while no code is applied and the coupon field is empty, on the cart and on a checkout opened
 * directly, so both show the same discount.
 * spec: ordering-payment §4 Coupon ("The code auto-applies when the field is empty and an
 *   auto-apply code or URL parameter c exists")
 * @param model - the cart model.
 * @param field - the coupon field's text ('' where the screen has no field).
 * @param onApply - told the code applied (the cart fills its field with it).
 * @returns the auto-apply code ('' when none).
 */
export function useAutoCoupon(
  model: CartScreenModel,
  field: string,
  onApply?: (code: string) => void,
): string {
  const menu = useMenu()
  const searchStr = useRouter().state.location.searchStr
  const autoCode = menu.enable_coupons
    ? autoCouponCode(new URLSearchParams(searchStr).get('c'), menu.coupon_auto_apply)
    : ''
  const applied = model.state.couponCode
  const { update } = model
  useEffect(() => {
    if (applied === '' && field === '' && autoCode !== '') {
      onApply?.(autoCode)
      update({ couponCode: autoCode })
    }
  }, [applied, field, autoCode, update, onApply])
  return autoCode
}
