import {
  buildOrderLineItem,
  type Coupon,
  couponLookupStatus,
  deliveryStage,
  isOrderingOpen,
  type LoyaltyDiscount,
  sectionTableNumber,
  verifyEmployee,
} from '@carte/api-client'
import {
  couponQueryOptions,
  deliveryZoneQueryOptions,
  loyaltyPromotionsQueryOptions,
  menuSectionQueryOptions,
  shouldRetry,
} from '@carte/api-client/query'
import {
  appliedDeliveryFee,
  type CartTotals,
  type CouponStatus,
  calculateCartTotals,
  changeQuantity,
  checkMinimumOrder,
  deliveryLocationCheck,
  effectiveOrderType,
  effectivePaymentType,
  isCheckoutShown,
  isGeofenceApplicable,
  isMinimumPending,
  isOutOfStock,
  isPaymentToggleShown,
  isWishlistMode,
  lineUnitPrice,
  type MinimumOrderResult,
  type OrderType,
  type PaymentType,
  paymentTypeToStore,
  removeFromCart,
} from '@carte/pricing'
import { useQuery } from '@tanstack/react-query'
import { useAtom, useAtomValue, useStore } from 'jotai'
import { useCallback, useEffect } from 'react'
import { apiConfig } from '../data/api'
import { type CartState, cartStateAtom } from '../state/cart-state'
import {
  checkEmployeeId,
  type EmployeeCheck,
  employeeCheckAtom,
  endEmployeeCheck,
  IDLE_EMPLOYEE_CHECK,
} from '../state/employee-check'
import {
  type EmployeeDiscount,
  employeeDiscountAtom,
  NO_EMPLOYEE_DISCOUNT,
} from '../state/employee-discount'
import { cartAtom, orderLocationAtom } from '../state/persisted'
import { type Geofence, useGeofence } from './useGeofence'
import { useMenu, useVenue } from './useMenu'
import { useVenueStatus } from './useVenueStatus'

/** Everything the cart screen shows, derived on every render (architecture: totals are derived). */
export interface CartScreenModel {
  readonly state: CartState
  readonly update: (patch: Partial<CartState>) => void
  readonly setQuantity: (uuid: string, qty: number) => void
  readonly remove: (uuid: string) => void
  readonly orderType: OrderType
  readonly paymentType: PaymentType
  readonly totals: CartTotals
  readonly coupon: Coupon | null
  readonly couponStatus: CouponStatus
  /** The employee discount kept in the cart (partner integration; §4 Employee discount). */
  readonly employee: EmployeeDiscount
  /** Keeps a verified employee discount, or clears it; the loyalty promotions are asked again. */
  readonly setEmployee: (employee: EmployeeDiscount) => void
  /** The staff id check: under way, failed or idle (§3 loadingEmployeeDiscount). */
  readonly employeeCheck: EmployeeCheck
  /** A staff id is being verified: checkout waits (§2 "while a coupon or discount is loading"). */
  readonly employeeLoading: boolean
  /** Verifies a staff id (trimmed); a valid one is kept in the cart. */
  readonly checkEmployee: (employeeId: string) => void
  /** Forgets a remembered failed check (the diner edits the id). */
  readonly forgetEmployeeCheck: () => void
  /** Clears the employee discount and drops a check under way (Remove, the order placed). */
  readonly clearEmployee: () => void
  /** The employee id the loyalty promotions and the order carry: null without one or off partner. */
  readonly employeeId: string | null
  /** The partner's loyalty discounts of this cart (ordering-payment §7 loyalty promotions). */
  readonly loyaltyDiscounts: readonly LoyaltyDiscount[]
  /** The loyalty promotions are being (re)computed: checkout waits (§2 "discount is loading"). */
  readonly loyaltyLoading: boolean
  /** The loyalty promotions call failed: the cart shows none of them (§7 loyalty promotions). */
  readonly loyaltyFailed: boolean
  /** Asks the loyalty promotions again (after a failure). */
  readonly retryLoyalty: () => void
  /** A failed loyalty promotions call is being asked again (it still counts as failed). */
  readonly loyaltyRetrying: boolean
  /**
   * The employee discount keeps checkout waiting: its staff id is being verified, or an applied
   * id's discount did not come back (loyalty promotions failed), so the order would carry the
   * employee id without the discount.
   */
  readonly employeeBlocksCheckout: boolean
  /** Looks the applied code up again (after a failed lookup). */
  readonly retryCoupon: () => void
  readonly minimum: MinimumOrderResult
  /** A minimum that applies is still being looked up (table section). */
  readonly minimumPending: boolean
  readonly wishlist: boolean
  readonly hasLocation: boolean
  /** Delivery with the map picker: the location must be confirmed before checkout. */
  readonly needsDeliveryLocation: boolean
  /**
   * The delivery fee in the totals is the zone's: no map location is needed, or the confirmed
   * one's zone has answered (§4 "confirm the map position, which fetches delivery fees").
   */
  readonly deliveryFeeKnown: boolean
  /** The dine-in geofence applies (enabled, dine-in with a location, products). */
  readonly geofenceApplies: boolean
  readonly geofence: Geofence
  /**
   * The delivery zone lookup of the confirmed position failed: the position is outside every
   * zone ('out_of_area'), or the lookup itself failed ('failed': no answer, a server error), which
   * says nothing of the area and is asked again; null while it has not failed.
   */
  readonly deliveryZoneError: 'out_of_area' | 'failed' | null
  /** Asks the confirmed position's zone again (after a failed lookup). */
  readonly retryDeliveryZone: () => void
  /** The zone is being asked again after a failed lookup. */
  readonly deliveryZoneRetrying: boolean
  /** Ordering is possible now: enable_order and the venue open (§6, §8 Menu closed). */
  readonly canOrder: boolean
  /** The venue is open now (menu-browsing §4 Open or closed). */
  readonly venueOpen: boolean
  /** When ordering opens next (venue zone), when closed. */
  readonly opensAt: string | null
  readonly showPaymentToggle: boolean
  readonly showCheckout: boolean
  /**
   * A line kept from before its product ran out (max_qty below 1) is in the cart: the checkout
   * waits until it is removed (the venue would refuse the order).
   */
  readonly unavailableLines: boolean
}

/**
 * The cart screen's model: persisted cart lines and choices, the coupon, table-section and
 * delivery-zone lookups through api-client query options, and every amount from
 * @carte/pricing's calculateCartTotals (recomputed on each change, never stored).
 * spec: ordering-payment §2 Cart screen, §4 Order type / Payment type / Coupon / Employee
 *   discount, §5 Coupon
 * @returns the model.
 */
export function useCartScreen(): CartScreenModel {
  const menu = useMenu()
  const { license, lang } = useVenue()
  const [cart, setCart] = useAtom(cartAtom(license))
  const venue = useVenueStatus()
  const canOrder = isOrderingOpen({ enableOrder: menu.enable_order, venueOpen: venue.open })
  const [state, setState] = useAtom(cartStateAtom(license))
  const [employee, setEmployee] = useAtom(employeeDiscountAtom(license))
  const store = useStore()
  const employeeCheck = useAtomValue(employeeCheckAtom(license))
  const employeeLoading = menu.al_futtaim_enabled && employeeCheck.lookup === 'pending'
  const checkEmployee = useCallback(
    (id: string) =>
      void checkEmployeeId(store, license, id.trim(), (employeeId) =>
        verifyEmployee(apiConfig(), { employeeId }),
      ),
    [store, license],
  )
  const forgetEmployeeCheck = useCallback(() => {
    if (store.get(employeeCheckAtom(license)).lookup === 'error') endEmployeeCheck(store, license)
  }, [store, license])
  const clearEmployee = useCallback(() => {
    endEmployeeCheck(store, license)
    setEmployee(NO_EMPLOYEE_DISCOUNT)
  }, [store, license, setEmployee])
  // §6 "The employee discount is available only with the partner integration flag".
  const employeeId =
    menu.al_futtaim_enabled && employee.employeeId !== '' ? employee.employeeId : null
  const location = useAtomValue(orderLocationAtom(license))
  const hasLocation = location !== null
  const wishlist = isWishlistMode(menu, hasLocation)
  const unavailableLines = cart.some((line) => isOutOfStock({ max_qty: line.max_qty }))

  const update = useCallback(
    (patch: Partial<CartState>) => setState((previous) => ({ ...previous, ...patch })),
    [setState],
  )
  const setQuantity = useCallback(
    (uuid: string, qty: number) => setCart(changeQuantity(cart, uuid, qty)),
    [cart, setCart],
  )
  const remove = useCallback((uuid: string) => setCart(removeFromCart(cart, uuid)), [cart, setCart])

  const orderType = effectiveOrderType(state.orderType, menu, hasLocation)

  const couponQuery = useQuery({
    ...couponQueryOptions(apiConfig(), menu.id, state.couponCode),
    enabled: state.couponCode !== '',
  })
  const couponStatus: CouponStatus = couponLookupStatus({
    code: state.couponCode,
    status: couponQuery.status,
    error: couponQuery.error,
  })
  const coupon = couponStatus === 'applied' ? (couponQuery.data ?? null) : null

  const tableNumber = sectionTableNumber(orderType, location)
  const sectionQuery = useQuery({
    ...menuSectionQueryOptions(apiConfig(), license, tableNumber ?? ''),
    enabled: tableNumber !== null,
  })

  const position = state.deliveryLocation
  const zoneQuery = useQuery({
    ...deliveryZoneQueryOptions(apiConfig(), menu.id, position?.lat ?? 0, position?.lng ?? 0),
    enabled: orderType === 'delivery' && state.deliveryLocationConfirmed && position !== null,
  })
  const deliveryFee = appliedDeliveryFee(orderType, zoneQuery.data?.delivery_amount)
  // Out of area (the venue's answer) or failed (no answer: says nothing of the area).
  const zoneStage = deliveryStage({
    requested: zoneQuery.isEnabled,
    status: zoneQuery.status,
    error: zoneQuery.error,
  })

  // §7 loyalty promotions, partner integration only: every cart or order-type change asks again
  // (§4 "Adding, removing or changing quantity recomputes ... the loyalty promotions"), and so does
  // applying or removing the employee discount (§4 "triggers loyalty promotion recalculation").
  const loyaltyBody = {
    emenu_id: menu.id,
    cart_items: cart.map((line) =>
      buildOrderLineItem({ ...line, unit_price: lineUnitPrice(line) }, menu.currency),
    ),
    employee_id: employeeId,
    order_type: orderType,
  }
  const loyaltyQuery = useQuery({
    ...loyaltyPromotionsQueryOptions(apiConfig(), loyaltyBody),
    enabled: menu.al_futtaim_enabled && cart.length > 0,
    // A 4xx will not change by asking again: the failure shows at once, with a retry.
    retry: shouldRetry,
    // The previous answer stays shown while a changed cart is asked again (no flash of totals).
    placeholderData: (previous) => previous,
  })
  const loyaltyDiscounts = loyaltyQuery.data ?? []
  const loyaltyFailed = loyaltyQuery.isEnabled && loyaltyQuery.isError

  const totals = calculateCartTotals({
    cart,
    settings: menu,
    orderType,
    coupon,
    deliveryFee,
    loyaltyDiscounts,
  })
  const minimum = checkMinimumOrder({
    orderType,
    subtotal: totals.subtotal,
    minimum_order_amount: menu.minimum_order_amount,
    sectionMinimumOrderAmount: sectionQuery.data?.minimum_order_amount ?? '0',
  })
  const minimumPending = isMinimumPending({
    sectionTable: tableNumber,
    sectionLoading: sectionQuery.isPending,
  })
  const paymentType = effectivePaymentType(state.paymentType, totals.total, menu)
  // §4 Geofence (dine-in): "applies only for dine-in with a location, payment type and products,
  // when enabled"; the payment type is always set here (derived above).
  const geofenceApplies = isGeofenceApplicable({
    enabled: menu.enable_order_geofence,
    orderType,
    hasLocation,
    hasProducts: cart.length > 0,
  })
  const geofence = useGeofence(geofenceApplies, lang, menu.id)
  // The fee must be known (and the position inside a zone) before the totals can be ordered:
  // a zone failure is the delivery-zone error flag (§7 delivery_zone "failure sets ... error flag").
  const deliveryLocation = deliveryLocationCheck({
    orderType,
    mapsEnabled: menu.enable_address_google_maps,
    confirmed: state.deliveryLocationConfirmed,
    zoneKnown: !zoneQuery.isEnabled || zoneQuery.isSuccess,
  })
  const needsDeliveryLocation = deliveryLocation.needed
  const deliveryLocationValid = deliveryLocation.valid

  // The choices in effect are written back, so the checkout reads what the cart showed
  // (§4 Payment type "stored in the cart"; menu-browsing §4 Order type "each change is stored").
  // A choice the diner made stays stored while there is nothing to pay (cash is in effect then).
  const storedPaymentType = paymentTypeToStore(state.paymentType, totals.total, menu)
  useEffect(() => {
    if (cart.length === 0) return
    if (state.orderType !== orderType || state.paymentType !== storedPaymentType) {
      setState((previous) => ({ ...previous, orderType, paymentType: storedPaymentType }))
    }
  }, [cart.length, orderType, storedPaymentType, state.orderType, state.paymentType, setState])

  return {
    state,
    update,
    setQuantity,
    remove,
    orderType,
    paymentType,
    totals,
    coupon,
    couponStatus,
    employee,
    setEmployee,
    employeeCheck: menu.al_futtaim_enabled ? employeeCheck : IDLE_EMPLOYEE_CHECK,
    employeeLoading,
    checkEmployee,
    forgetEmployeeCheck,
    clearEmployee,
    employeeId,
    loyaltyDiscounts,
    loyaltyLoading:
      loyaltyQuery.isEnabled && (loyaltyQuery.isPending || loyaltyQuery.isPlaceholderData),
    loyaltyFailed,
    retryLoyalty: () => void loyaltyQuery.refetch(),
    loyaltyRetrying: loyaltyFailed && loyaltyQuery.isFetching,
    employeeBlocksCheckout: employeeLoading || (employeeId !== null && loyaltyFailed),
    retryCoupon: () => void couponQuery.refetch(),
    minimum,
    minimumPending,
    wishlist,
    hasLocation,
    needsDeliveryLocation,
    deliveryFeeKnown: deliveryLocationValid,
    geofenceApplies,
    geofence,
    deliveryZoneError: zoneStage === 'out_of_area' || zoneStage === 'failed' ? zoneStage : null,
    retryDeliveryZone: () => void zoneQuery.refetch(),
    deliveryZoneRetrying: zoneQuery.isError && zoneQuery.isFetching,
    canOrder,
    venueOpen: venue.open,
    opensAt: venue.opensAt,
    showPaymentToggle: isPaymentToggleShown({
      total: totals.total,
      enablePaymentType: menu.enable_payment_type,
      deliveryLocationValid,
      minimumMet: minimum.met,
    }),
    showCheckout: isCheckoutShown({
      hasProducts: cart.length > 0,
      wishlist,
      minimumMet: minimum.met,
      paymentType,
      orderType,
      needsDeliveryLocation,
      deliveryLocationConfirmed: deliveryLocationValid,
      canOrder,
      minimumPending,
      geofenceProceeds: geofence.proceed,
      unavailableLines,
    }),
    unavailableLines,
  }
}
