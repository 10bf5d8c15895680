/** What decides whether the checkout's submit button is disabled. */
export interface CheckoutSubmitState {
  /** The checkout form validates. */
  readonly formValid: boolean
  /** An order is being submitted or merged (anything but idle). */
  readonly submitting: boolean
  /** The coupon lookup is on its way. */
  readonly couponLoading: boolean
  /** The partner loyalty discounts are on their way. */
  readonly loyaltyLoading: boolean
  /** The minimum order amount is not known yet. */
  readonly minimumPending: boolean
  /** The dine-in geofence check applies to this order. */
  readonly geofenceApplies: boolean
  /** The geofence check lets the order proceed. */
  readonly geofenceProceed: boolean
  /** The venue takes orders now (open, order type allowed). */
  readonly canOrder: boolean
  /**
   * The delivery fee is known: no delivery location is needed, or the set one's zone has answered
   * (until then the totals hold no fee, and the order would go out without it).
   */
  readonly deliveryFeeKnown: boolean
}

/**
 * Whether the checkout's submit button is disabled: while the form is invalid, while submitting,
 * while a coupon or discount (loyalty, minimum order) or the delivery fee is loading, while an
 * applicable geofence check does not let the order proceed, and while the venue does not take the
 * order.
 * spec: ordering-payment §2 Checkout screen ("Disabled while the form is invalid, while
 * submitting, or while a coupon or discount is loading"), §4 Geolocation, §8 Venue closed
 * @param state - {@link CheckoutSubmitState}
 * @returns true when the submit button must not submit.
 */
export function isCheckoutSubmitDisabled(state: CheckoutSubmitState): boolean {
  const geofenceOk = !state.geofenceApplies || state.geofenceProceed
  return (
    !state.formValid ||
    state.submitting ||
    state.couponLoading ||
    state.loyaltyLoading ||
    state.minimumPending ||
    !geofenceOk ||
    !state.canOrder ||
    !state.deliveryFeeKnown
  )
}
