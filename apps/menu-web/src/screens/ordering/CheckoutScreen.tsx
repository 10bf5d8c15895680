import {
  checkoutLocationLabel,
  checkoutNeedsLocation,
  checkoutRedirect,
  lockedEmployeePhone,
} from '@carte/api-client'
import { isCheckoutSubmitDisabled } from '@carte/forms'
import { cartTotalsRows, formatPrice } from '@carte/pricing'
import { AppLink, ClosedNotice, LoadingOverlay, MinimumOrderBanner, useT } from '@carte/ui'
import { Navigate } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { useAutoCoupon } from '../../hooks/useAutoCoupon'
import { useCartScreen } from '../../hooks/useCartScreen'
import { useCheckoutForm } from '../../hooks/useCheckoutForm'
import { useCheckoutSubmit } from '../../hooks/useCheckoutSubmit'
import { useMenu, useVenue } from '../../hooks/useMenu'
import { usePageView } from '../../hooks/usePageView'
import { useScreenTitle } from '../../hooks/useScreenTitle'
import { orderLocationAtom } from '../../state/persisted'
import { CustomerForm } from './checkout/CustomerForm'
import { MergeDialog } from './checkout/MergeDialog'
import { OrderSummary } from './checkout/OrderSummary'
import { SubmitButton } from './checkout/SubmitButton'
import './cart.css'
import './checkout/checkout.css'
import { GeofenceGate } from '../../components/GeofenceGate'

/**
 * /{lang}/checkout: the order summary (the cart's own totals), the table or room label, the
 * customer form (or, for delivery without a confirmed map location, the way to set one), the
 * terms, the dine-in geofence check, the submit button and the §8 messages; the merge dialog when
 * the table has an open order. No payment type chosen or an empty cart goes back to the cart.
 * spec: ordering-payment §2 Checkout screen, §4 Placing an order, §5 Checkout form, §8
 * @returns the checkout screen.
 */
export function CheckoutScreen() {
  const t = useT()
  const title = t('ui_str_checkout', 'Checkout')
  useScreenTitle(title)
  usePageView('checkout_page_view')
  const menu = useMenu()
  const { license, lang } = useVenue()
  const model = useCartScreen()
  // A checkout opened directly still gets the auto-apply coupon the cart would have applied.
  useAutoCoupon(model, '')
  const location = useAtomValue(orderLocationAtom(license))
  // §4 Employee discount "optionally disables the customer phone field": filled with the
  // employee's phone and not editable when the verification said disable_phone and gave a phone;
  // without one the diner's own phone stays editable (never a locked empty field).
  const lockedPhone = lockedEmployeePhone({
    employeeId: model.employeeId ?? '',
    employeePhone: model.employee.employeePhone,
    disablePhone: model.employee.disableCustomerPhone,
  })
  const form = useCheckoutForm(model.orderType, {
    disableCustomerPhone: lockedPhone !== null,
    employeePhone: lockedPhone ?? '',
  })
  const submit = useCheckoutSubmit(model, form)
  const money = { ...menu, language: lang }
  // A merge into the table's open order sends only the lines (§7 PATCH line_items): the cart's
  // coupon and staff id stay behind (the open order keeps its own; loyalty is worked out again).
  const couponShown = cartTotalsRows({
    orderType: model.orderType,
    discount: model.totals.discount,
    loyaltyDiscount: model.totals.loyaltyDiscount,
  }).discount
  const alertRef = useRef<HTMLParagraphElement>(null)
  // Decided on arrival: the cart writes the payment type back, so only a checkout reached without
  // passing the cart has none (§2 "If no payment type is chosen, redirects to the cart").
  const [noPaymentType] = useState(() => model.state.paymentType === null)

  useEffect(() => {
    if (submit.error !== null) alertRef.current?.focus()
  }, [submit.error])

  const redirect = checkoutRedirect({
    placed: submit.phase === 'placed',
    hasPaymentType: !noPaymentType,
    hasProducts: model.totals.lines.length > 0,
    hasUnavailableLines: model.unavailableLines,
    wishlist: model.wishlist,
  })
  if (redirect === 'cart') {
    return <Navigate to="/$lang/cart" params={{ lang }} replace />
  }

  const needsLocation = checkoutNeedsLocation({
    needsDeliveryLocation: model.needsDeliveryLocation,
    deliveryLocationConfirmed: model.state.deliveryLocationConfirmed,
  })
  const locationLabel = checkoutLocationLabel(model.orderType, location)
  const disabled = isCheckoutSubmitDisabled({
    formValid: form.valid,
    submitting: submit.phase !== 'idle',
    couponLoading: model.couponStatus === 'loading',
    // A staff id under check, or an applied one whose discount failed to come back, is a discount
    // still loading: the order must not go without it (§2 Checkout, §4 Employee discount).
    loyaltyLoading: model.loyaltyLoading || model.employeeBlocksCheckout,
    minimumPending: model.minimumPending,
    geofenceApplies: model.geofenceApplies,
    geofenceProceed: model.geofence.proceed,
    canOrder: model.canOrder,
    // A set delivery location's fee (its zone) has answered: after a reload at checkout it is
    // asked again, and the order must not go out without it.
    deliveryFeeKnown: model.deliveryFeeKnown,
  })

  return (
    <main className="carte-app-screen carte-app-checkout" data-testid="checkout-screen">
      <h1 className="carte-app-title">{title}</h1>
      {model.venueOpen ? null : <ClosedNotice opensAt={model.opensAt} />}
      {locationLabel ? (
        <p className="carte-app-checkout__location" data-testid="checkout-location">
          {t(locationLabel.key, locationLabel.text)} {locationLabel.location}
        </p>
      ) : null}
      <OrderSummary model={model} money={money} />
      {model.minimum.met ? null : (
        <MinimumOrderBanner amount={formatPrice(model.minimum.required, money)} />
      )}
      {needsLocation ? (
        <section className="carte-app-checkout__delivery" data-testid="checkout-delivery-location">
          <p>{t('ui_str_set_delivery_location_first', 'Set the delivery location to continue.')}</p>
          <AppLink href={`/${lang}/delivery-location`} className="carte-button">
            {t('ui_str_set_delivery_location', 'Set Delivery Location')}
          </AppLink>
        </section>
      ) : (
        <form
          className="carte-app-checkout__body"
          noValidate
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault()
            if (!disabled) submit.submit()
          }}
        >
          <CustomerForm form={form} />
          {model.geofenceApplies ? <GeofenceGate geofence={model.geofence} /> : null}
          {submit.error === null ? null : (
            <p
              ref={alertRef}
              className="carte-app-checkout__error"
              role="alert"
              tabIndex={-1}
              data-testid="checkout-error"
            >
              {submit.error}
            </p>
          )}
          {model.employeeId !== null && model.loyaltyFailed ? (
            // The submit waits for the employee discount (see `disabled`): say why, and how on.
            <div className="carte-app-checkout__employee" data-testid="checkout-employee-failed">
              <p className="carte-field__error" role="status">
                {t(
                  'ui_str_employee_discount_failed',
                  'The employee discount could not be added to the total. Please try again.',
                )}
              </p>
              <button
                type="button"
                className="carte-button carte-app-cart__employee-retry"
                aria-busy={model.loyaltyRetrying}
                onClick={() => {
                  if (!model.loyaltyRetrying) model.retryLoyalty()
                }}
              >
                {t('ui_str_try_again', 'Try again')}
              </button>
            </div>
          ) : null}
          {model.minimum.met ? (
            <SubmitButton
              phase={submit.phase}
              online={submit.online}
              whatsapp={submit.whatsapp}
              disabled={disabled}
            />
          ) : null}
        </form>
      )}
      {/* While the order is being sent (ordering-payment §9 loading overlay); a merge shows its
          own state in its dialog, which keeps the focus. */}
      {submit.phase === 'submitting' ? <LoadingOverlay /> : null}
      <MergeDialog
        order={submit.existingOrder}
        merging={submit.phase === 'merging'}
        money={money}
        currency={menu.currency_symbol || menu.currency}
        discountsLeft={couponShown || model.employeeId !== null}
        commentsLeft={menu.enable_order_comments && model.state.orderComments.trim() !== ''}
        onMerge={submit.merge}
        onCancel={submit.cancelMerge}
      />
    </main>
  )
}
