import { loyaltyDiscountLabel } from '@carte/api-client'
import {
  cartTotalsRows,
  type FormatPriceOptions,
  formatPrice,
  loyaltyDiscountRows,
  taxLabel,
} from '@carte/pricing'
import { Price, useT } from '@carte/ui'
import { useAutoCouponCode } from '../../hooks/useAutoCoupon'
import type { CartScreenModel } from '../../hooks/useCartScreen'

/**
 * The totals: subtotal, each tax, the delivery fee (delivery orders; 'Added once your location is
 * confirmed' until the map location's zone has answered), the coupon discount, each
 * loyalty promotion of the partner integration under its name, and the total — every amount from @carte/pricing's calculateCartTotals, formatted by formatPrice, one
 * isolated piece in the direction of its digits with its minus (Price: '٠٫٧٥٠ KWD', '− AED 3.40').
 * While a coupon is looked up (or the auto-apply code is about to be), the discount row is already there,
 * busy and empty, so its amount lands without moving the total and the upsell (no layout shift).
 * spec: ordering-payment §2 Cart screen; menu-browsing §9 totals, Arabic-Indic digits, right-to-left
 * @param props - the cart model and the money format settings.
 * @returns the totals block.
 */
export function CartTotalsBlock({
  model,
  money,
}: {
  readonly model: CartScreenModel
  readonly money: FormatPriceOptions
}) {
  const t = useT()
  const { totals } = model
  // The same code useAutoCoupon applies after the first paint: its discount is coming.
  const autoCode = useAutoCouponCode()
  const shown = cartTotalsRows({
    orderType: model.orderType,
    discount: totals.discount,
    loyaltyDiscount: totals.loyaltyDiscount,
    deliveryFeeKnown: model.deliveryFeeKnown,
  })
  const discountPending =
    !shown.discount &&
    (model.couponStatus === 'loading' || (model.state.couponCode === '' && autoCode !== ''))
  const row = (testId: string, label: string, value: string, negative = false) => (
    <div className="carte-app-cart__total-row" data-testid={testId} key={testId}>
      <dt>{label}</dt>
      <dd>
        <Price>{`${negative ? '− ' : ''}${formatPrice(value, money)}`}</Price>
      </dd>
    </div>
  )
  return (
    <dl className="carte-app-cart__totals" aria-label={t('ui_str_order_summary', 'Order summary')}>
      {row('total-subtotal', t('ui_str_subtotal', 'Subtotal'), totals.subtotal)}
      {totals.taxes.map((tax) => row(`total-tax-${tax.id}`, taxLabel(tax), tax.amount))}
      {/* Before the map location is confirmed and its zone has answered, the fee is not known:
          the row says so rather than reading 'AED 0.00' (a free delivery the diner would then
          not get), and the total is without it. */}
      {shown.deliveryFeePending ? (
        <div className="carte-app-cart__total-row" data-testid="total-delivery">
          <dt>{t('ui_str_delivery_fee', 'Delivery fee')}</dt>
          <dd data-state="pending">
            {t('ui_str_delivery_fee_pending', 'Added once your location is confirmed')}
          </dd>
        </div>
      ) : shown.delivery ? (
        row('total-delivery', t('ui_str_delivery_fee', 'Delivery fee'), totals.deliveryFee)
      ) : null}
      {shown.discount
        ? row('total-discount', t('ui_str_discount', 'Discount'), totals.discount, true)
        : null}
      {discountPending ? (
        <div
          className="carte-app-cart__total-row"
          data-testid="total-discount-pending"
          aria-busy="true"
        >
          <dt>{t('ui_str_discount', 'Discount')}</dt>
          <dd>
            <span className="carte-app-cart__total-pending" aria-hidden="true" />
          </dd>
        </div>
      ) : null}
      {/* One row per promotion under its own name, as the order's receipt lists them ('Staff
          discount 20%'); their sum is what the total takes off. */}
      {shown.loyalty
        ? loyaltyDiscountRows(model.loyaltyDiscounts).map((loyalty, index) =>
            row(
              `total-loyalty-${index}`,
              loyaltyDiscountLabel(t, loyalty.name),
              loyalty.amount,
              true,
            ),
          )
        : null}
      {row('total-total', t('ui_str_total', 'Total'), totals.total)}
    </dl>
  )
}
