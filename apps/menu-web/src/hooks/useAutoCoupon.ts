import { autoCouponCode } from '@carte/pricing'
import { useRouter } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { cartAtom } from '../state/persisted'
import { visitCouponAtom } from '../state/visit-coupon'
import type { CartScreenModel } from './useCartScreen'
import { useMenu, useVenue } from './useMenu'

/**
 * The auto-apply coupon code of this visit: the URL parameter c (of this page, else of a link
 * earlier in the visit), else the menu's coupon_auto_apply (pricing autoCouponCode); '' when
 * coupons are off or none is set.
 * spec: ordering-payment §4 Coupon
 * @returns the code, or ''.
 */
export function useAutoCouponCode(): string {
  const menu = useMenu()
  const searchStr = useRouter().state.location.searchStr
  const visitCoupon = useAtomValue(visitCouponAtom)
  return menu.enable_coupons
    ? autoCouponCode(new URLSearchParams(searchStr).get('c') || visitCoupon, menu.coupon_auto_apply)
    : ''
}

/**
 * Applies the auto-apply coupon while no code is applied, the coupon field is empty and the cart
 * has lines, on the cart and on a checkout opened directly, so both show the same discount. A
 * placed order empties the cart and its coupon: with no lines nothing is applied again.
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
  const { license } = useVenue()
  const hasLines = useAtomValue(cartAtom(license)).length > 0
  const autoCode = useAutoCouponCode()
  const applied = model.state.couponCode
  const { update } = model
  useEffect(() => {
    if (hasLines && applied === '' && field === '' && autoCode !== '') {
      onApply?.(autoCode)
      update({ couponCode: autoCode })
    }
  }, [hasLines, applied, field, autoCode, update, onApply])
  return autoCode
}
