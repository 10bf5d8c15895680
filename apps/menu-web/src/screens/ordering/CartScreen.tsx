import { paymentTypeName } from '@carte/api-client'
import type { OrderType, PaymentType } from '@carte/pricing'
import {
  enabledOrderTypes,
  formatPrice,
  isOrderTypeToggleShown,
  paymentOptions,
} from '@carte/pricing'
import { AppLink, ClosedNotice, MinimumOrderBanner, SegmentedControl, useT } from '@carte/ui'
import { useId } from 'react'
import { VenueHtml } from '../../components/VenueHtml'
import { useActiveOrderRedirect } from '../../hooks/useActiveOrder'
import { useCartScreen } from '../../hooks/useCartScreen'
import { useMenu, useVenue } from '../../hooks/useMenu'
import { usePageView } from '../../hooks/usePageView'
import { useScreenTitle } from '../../hooks/useScreenTitle'
import { CartLines } from './CartLines'
import { CartTotalsBlock } from './CartTotalsBlock'
import { CouponBox } from './CouponBox'
import { PaymentRedirect } from './checkout/PaymentRedirect'
import { DeliveryLocationWidget } from './DeliveryLocationWidget'
import { EmployeeDiscountBox } from './EmployeeDiscountBox'
import { PosBusyNotice } from './order/PosBusyNotice'
import { UpsellList } from './UpsellList'
import './cart.css'
import { GeofenceGate } from '../../components/GeofenceGate'
import { ORDER_TYPE_TEXT } from '../../lib/order-type-text'

/**
 * /{lang}/cart: title, order-type selector, cart lines, order comments, the employee discount box
 * (partner integration), coupon box, totals, upsell, delivery location widget, payment-type
 * toggle, minimum-order banner, checkout button and the venue's cart footer HTML.
 * spec: ordering-payment §2 Cart screen, §4 Order type / Payment type / Coupon / Employee discount,
 *   §5 Coupon
 * @returns the cart screen.
 */
export function CartScreen() {
  const t = useT()
  const title = t('ui_str_cart', 'Cart')
  useScreenTitle(title)
  usePageView('cart_page_view')
  useActiveOrderRedirect()
  const menu = useMenu()
  const { lang } = useVenue()
  const model = useCartScreen()
  const commentsId = useId()
  const money = { ...menu, language: lang }
  const empty = model.totals.lines.length === 0

  const orderTypes = enabledOrderTypes(menu)
  const showOrderTypes = isOrderTypeToggleShown({
    orderTypes,
    hasProducts: !empty,
    wishlist: model.wishlist,
    // The order location and its type are set together, from a table or room code.
    atLocation: model.hasLocation,
    forced: menu.enable_display_order_type_home,
  })
  const payments = paymentOptions(menu)

  return (
    <main className="carte-app-screen carte-app-cart" data-testid="cart-screen">
      <h1 className="carte-app-title">{title}</h1>
      <PosBusyNotice />
      <PaymentRedirect />
      {model.venueOpen || empty ? null : <ClosedNotice opensAt={model.opensAt} />}
      {empty ? (
        <section className="carte-app-cart__empty" data-testid="cart-empty">
          <p>{t('ui_str_cart_empty', 'Your cart is empty')}</p>
          <AppLink href={`/${lang}/home`} className="carte-button">
            {t('ui_str_back_to_menu', 'Back To Menu')}
          </AppLink>
        </section>
      ) : (
        <>
          {showOrderTypes ? (
            <SegmentedControl
              aria-label={t('ui_str_order_type', 'Order type')}
              className="carte-app-cart__order-type"
              options={orderTypes.map((type) => ({
                value: type,
                label: t(...ORDER_TYPE_TEXT[type]),
              }))}
              value={model.orderType}
              onValueChange={(value) => model.update({ orderType: value as OrderType })}
            />
          ) : null}
          <CartLines model={model} money={money} />
          {menu.enable_order_comments ? (
            <div className="carte-field carte-app-cart__comments">
              <label className="carte-field__label" htmlFor={commentsId}>
                {t('ui_str_order_comments', 'Order comments')}
              </label>
              <textarea
                id={commentsId}
                className="carte-input"
                rows={1}
                value={model.state.orderComments}
                onChange={(event) => model.update({ orderComments: event.target.value })}
              />
            </div>
          ) : null}
          {/* §2 "an employee discount box (only with the partner integration flag)" */}
          {menu.al_futtaim_enabled ? <EmployeeDiscountBox model={model} /> : null}
          {menu.enable_coupons ? <CouponBox model={model} /> : null}
          <CartTotalsBlock model={model} money={money} />
          <UpsellList />
          {model.needsDeliveryLocation && !model.wishlist && model.minimum.met ? (
            <DeliveryLocationWidget model={model} />
          ) : null}
          {model.showPaymentToggle && payments.length > 0 ? (
            <SegmentedControl
              aria-label={t('ui_str_payment_type', 'Payment type')}
              className="carte-app-cart__payment-type"
              options={payments.map((type) => ({
                value: type,
                label: paymentTypeName(t, type),
              }))}
              value={model.paymentType}
              onValueChange={(value) => model.update({ paymentType: value as PaymentType })}
            />
          ) : null}
          {model.geofenceApplies && model.minimum.met ? (
            <GeofenceGate geofence={model.geofence} />
          ) : null}
          {model.minimum.met ? null : (
            <MinimumOrderBanner amount={formatPrice(model.minimum.required, money)} />
          )}
          {model.unavailableLines ? (
            <p className="carte-app-cart__notice" role="status" data-testid="cart-unavailable">
              {t(
                'ui_str_remove_unavailable',
                'Remove the items that are out of stock to continue.',
              )}
            </p>
          ) : null}
          {model.showCheckout && model.employeeBlocksCheckout ? (
            // §2 Checkout "Disabled ... while a coupon or discount is loading": a staff id under
            // check (or an employee discount that did not reach the total) keeps the diner here,
            // or the order would go without it or with the id but not the discount.
            <button
              type="button"
              className="carte-button carte-app-cart__checkout"
              data-state="waiting"
              data-testid="cart-checkout-waiting"
              disabled
            >
              {t('ui_str_checkout', 'Checkout')}
            </button>
          ) : model.showCheckout ? (
            <AppLink
              href={`/${lang}/checkout`}
              className="carte-button carte-app-cart__checkout"
              data-state="ready"
            >
              {t('ui_str_checkout', 'Checkout')}
            </AppLink>
          ) : null}
        </>
      )}
      <VenueHtml html={menu.cart_footer_text} className="carte-app-footer-text" />
    </main>
  )
}
