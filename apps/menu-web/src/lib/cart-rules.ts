import {
  compareAmounts,
  defaultPaymentType,
  fallbackOrderType,
  type OrderType,
  orderTypeForLocation,
  type PaymentType,
} from '@carte/pricing'

/** The menu switches the cart screen's choices read (spec: ordering-payment §3 Menu flags). */
export interface CartMenuFlags {
  readonly enable_delivery: boolean
  readonly enable_takeaway: boolean
  readonly enable_dine_in: boolean
  readonly enable_drive_thru: boolean
  readonly al_futtaim_enabled: boolean
  readonly enable_cash: boolean
  readonly enable_card_machine: boolean
  readonly payment_enabled: boolean
}

const ORDER_TYPES: readonly OrderType[] = ['delivery', 'dine_in', 'takeaway', 'drive_thru']

/**
 * The order types the venue offers, in the selector's order.
 * spec: menu-browsing §1 "Which are offered depends on per-menu switches enable_delivery, ..."
 * @param menu - the menu switches.
 * @returns the enabled order types.
 */
export function enabledOrderTypes(menu: CartMenuFlags): OrderType[] {
  const on: Record<OrderType, boolean> = {
    delivery: menu.enable_delivery,
    dine_in: menu.enable_dine_in,
    takeaway: menu.enable_takeaway,
    drive_thru: menu.enable_drive_thru,
  }
  return ORDER_TYPES.filter((type) => on[type])
}

/**
 * The order type in effect: the stored choice (default delivery), switched by the order location
 * (pricing's orderTypeForLocation), then pricing's fallbackOrderType; a type the venue does not
 * offer at all becomes its first offered one.
 * spec: ordering-payment §3 Cart state "orderType (default delivery)", §4 Order type; menu-browsing §4
 * @param stored - the stored choice, null when none.
 * @param menu - the menu switches.
 * @param hasLocation - a table or room location is set.
 * @returns the order type to use.
 */
export function effectiveOrderType(
  stored: OrderType | null,
  menu: CartMenuFlags,
  hasLocation: boolean,
): OrderType {
  const located = orderTypeForLocation(stored ?? 'delivery', {
    hasLocation,
    al_futtaim_enabled: menu.al_futtaim_enabled,
  })
  const type = fallbackOrderType(located, menu)
  const offered = enabledOrderTypes(menu)
  return offered.includes(type) ? type : (offered[0] ?? type)
}

/**
 * The payment types the toggle offers: cash, card machine, online card, each only when enabled.
 * spec: ordering-payment §3 Menu flags enable_cash, enable_card_machine, payment_enabled; §4 Payment type
 * @param menu - the menu switches.
 * @returns the enabled payment types.
 */
export function paymentOptions(menu: CartMenuFlags): PaymentType[] {
  const options: PaymentType[] = []
  if (menu.enable_cash) options.push('cash')
  if (menu.enable_card_machine) options.push('machine')
  if (menu.payment_enabled) options.push('card')
  return options
}

/**
 * The payment type in effect: a stored choice the venue still offers is kept; otherwise pricing's
 * defaultPaymentType (card when the total is above 0 and online payment is on, else cash).
 * spec: ordering-payment §4 Payment type
 * @param stored - the stored choice, null when none.
 * @param total - the cart total (decimal string).
 * @param menu - the menu switches.
 * @returns the payment type to use.
 */
export function effectivePaymentType(
  stored: PaymentType | null,
  total: string,
  menu: CartMenuFlags,
): PaymentType {
  const kept = stored !== null && paymentOptions(menu).includes(stored) ? stored : null
  return defaultPaymentType(total, { payment_enabled: menu.payment_enabled, paymentType: kept })
}

/**
 * Where the coupon lookup of the applied code stands (spec: ordering-payment §4 Coupon): 'invalid'
 * when the server answered with a failure (§7 "failure with a response sets coupon error"),
 * 'failed' when no answer came (the diner may try again).
 */
export type CouponStatus = 'none' | 'loading' | 'applied' | 'invalid' | 'failed'

/** The coupon button: its label (ui_strings key and English default), action and disabled state. */
export interface CouponButton {
  readonly label: readonly [key: string, english: string]
  readonly action: 'apply' | 'delete'
  readonly disabled: boolean
}

/**
 * The coupon button per §4: 'Coupon Applied' when the applied code equals the auto-apply or URL
 * code, 'Delete Coupon' when it differs, otherwise 'Apply Coupon'; disabled while loading, when
 * the field is empty, or when the field equals the auto code. Codes compare upper-cased (the
 * lookup upper-cases them, §5 Coupon). Once the diner edits the field away from the applied code,
 * the button applies the new text.
 * spec: ordering-payment §4 Coupon
 * @param input - the field text, the applied code, its status and the auto code ('' when none).
 * @returns the button state.
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

/**
 * The code to auto-apply: the URL parameter c, else the menu's coupon_auto_apply; '' when none.
 * spec: ordering-payment §4 Coupon "The code auto-applies when the field is empty and an
 * auto-apply code or URL parameter c exists."
 * @param urlCode - the c search parameter, if any.
 * @param autoApply - the menu's coupon_auto_apply.
 * @returns the upper-cased code.
 */
export function autoCouponCode(
  urlCode: string | null | undefined,
  autoApply: string | null | undefined,
): string {
  const url = (urlCode ?? '').trim()
  return (url !== '' ? url : (autoApply ?? '').trim()).toUpperCase()
}

/**
 * Whether the checkout button shows.
 * spec: ordering-payment §2 Cart "The checkout button shows only when: not wishlist mode, no
 * minimum-order error, payment type and order type are set, delivery location is confirmed when
 * maps are used, and the geofence passes when it applies."
 * @param input - the conditions.
 * @returns true when the checkout button shows.
 */
export function isCheckoutShown(input: {
  readonly hasProducts: boolean
  readonly wishlist: boolean
  readonly minimumMet: boolean
  readonly paymentType: PaymentType | null
  readonly orderType: OrderType | null
  readonly needsDeliveryLocation: boolean
  readonly deliveryLocationConfirmed: boolean
}): boolean {
  return (
    input.hasProducts &&
    !input.wishlist &&
    input.minimumMet &&
    input.paymentType !== null &&
    input.orderType !== null &&
    (!input.needsDeliveryLocation || input.deliveryLocationConfirmed)
  )
}

/**
 * Whether the payment-type toggle shows: total above 0, payment-type choice enabled and the
 * delivery location valid (and no minimum-order error, which hides payment controls).
 * spec: ordering-payment §2 Cart
 * @param input - the conditions.
 * @returns true when the toggle shows.
 */
export function isPaymentToggleShown(input: {
  readonly total: string
  readonly enablePaymentType: boolean
  readonly deliveryLocationValid: boolean
  readonly minimumMet: boolean
}): boolean {
  return (
    compareAmounts(input.total, '0') > 0 &&
    input.enablePaymentType &&
    input.deliveryLocationValid &&
    input.minimumMet
  )
}
