import {
  DELETED_LINE_STATUS,
  discountLabel,
  loyaltyDiscountLabel,
  type Order,
  type OrderStatusView,
  paymentLabel,
} from '@carte/api-client'
import { formatOrderDate } from '@carte/hours'
import {
  type FormatPriceOptions,
  formatCount,
  formatPrice,
  loyaltyDiscountRows,
  receiptRows,
} from '@carte/pricing'
import { type CountedText, Price, translateCount, useT } from '@carte/ui'
import { OrderLinesHead } from './OrderLinesHead'

/**
 * The subtotal row's label, a counted text: 'Subtotal (1 item)', 'Subtotal (3 items)'; a venue
 * gives `ui_str_subtotal_count` and the forms its language needs (`_one`, `_two`, `_few`, ...).
 */
const SUBTOTAL_COUNT: CountedText = [
  'ui_str_subtotal_count',
  'Subtotal ({count} item)',
  'Subtotal ({count} items)',
]

/** Props of {@link OrderReceipt}. */
export interface OrderReceiptProps {
  readonly order: Order
  readonly view: OrderStatusView
  /** The menu's money settings and the selected language. */
  readonly money: FormatPriceOptions
  /** The venue zone (menu timezone). */
  readonly timezone: string
  readonly lang: string
}

/**
 * The order summary: date, 'Order #{padded id}', the canceled notice, then Qty / Product / Price
 * rows (deleted lines struck through), subtotal with the item count in the language's plural
 * form ('Subtotal (1 item)', a counted text of ui_strings), loyalty discounts, taxes,
 * delivery fees (struck with a free-delivery discount), discounts, tips, total, payments, balance
 * due, change and comments. Every amount is the server's, formatted by @carte/pricing, one
 * isolated piece in the direction of its digits with its minus (Price: '٠٫٧٥٠ KWD', '− AED 3.40').
 * spec: ordering-payment §2 Order page (order summary table), §8 rejected or canceled order;
 *   menu-browsing §9 Arabic-Indic digits, right-to-left
 * @param props - {@link OrderReceiptProps}
 * @returns the receipt section.
 */
export function OrderReceipt({ order, view, money, timezone, lang }: OrderReceiptProps) {
  const t = useT()
  const price = (value: string) => formatPrice(value, money)
  const currency = money.currency ?? ''
  const row = (
    testId: string,
    label: string,
    value: string,
    options: { negative?: boolean; struck?: boolean; strong?: boolean } = {},
  ) => {
    // One isolated piece with its minus, as the cart shows it: '− AED 3.40' also in a right-to-left
    // page (the minus used to trail the amount), '٠٫٧٥٠ KWD −' with Arabic-Indic digits.
    const text = <Price>{`${options.negative ? '− ' : ''}${price(value)}`}</Price>
    return (
      <tr key={testId} data-testid={testId} className={options.strong ? 'is-strong' : undefined}>
        <th scope="row" colSpan={2}>
          {label}
        </th>
        <td>
          {options.struck ? (
            <del>
              <span className="carte-visually-hidden">{t('ui_str_waived', 'Waived')} </span>
              {text}
            </del>
          ) : (
            text
          )}
        </td>
      </tr>
    )
  }
  const loyalty = order.additional_data.iiko_loyalty_discounts
  const tips = order.additional_data.tips_amount
  const shown = receiptRows({
    deliveryFees: order.delivery_fees,
    freeDelivery: view.freeDelivery,
    tips,
    change: order.change,
  })
  return (
    <section className="carte-app-order__receipt" aria-labelledby="order-number">
      <p className="carte-app-order__date" data-testid="order-date">
        {formatOrderDate(order.created, {
          timezone,
          language: lang,
          arabicDigits: lang === 'ar' && money.enable_arabic_numerals === true,
        })}
      </p>
      <h2 id="order-number" className="carte-app-order__number" data-testid="order-number">
        {t('ui_str_order_number', 'Order #')}
        {order.padded_order_id ?? order.id ?? ''}
      </h2>
      {view.canceled ? (
        <p className="carte-app-order__canceled" role="alert" data-testid="order-canceled">
          {t('ui_str_order_canceled', 'Order canceled, please contact our staff for assistance')}
        </p>
      ) : null}
      <table className="carte-app-order__table">
        <OrderLinesHead currency={currency} />
        <tbody>
          {order.line_items.map((line, index) => {
            const deleted = line.status === DELETED_LINE_STATUS
            const key = line.cart_uuid ?? `line-${index}`
            const amount = formatPrice(line.product_price, money)
            const cells = [
              formatCount(line.quantity, money),
              line.product_name,
              // The price is an isolated piece (struck out as a whole on a deleted line).
              <Price key="price" as={deleted ? 's' : 'bdi'}>
                {amount}
              </Price>,
            ]
            return (
              <tr
                key={key}
                data-testid={`order-line-${key}`}
                data-state={deleted ? 'deleted' : 'active'}
                className={deleted ? 'is-deleted' : undefined}
              >
                {cells.map((cell, column) => (
                  <td key={column === 0 ? 'qty' : column === 1 ? 'name' : 'price'}>
                    {deleted && column !== 2 ? <s>{cell}</s> : cell}
                    {column === 1 && deleted ? (
                      <span className="carte-app-order__deleted">
                        {' '}
                        ({t('ui_str_deleted', 'Deleted')})
                      </span>
                    ) : null}
                    {column === 1 && line.product_variation !== '' ? (
                      <span className="carte-app-order__variation">{line.product_variation}</span>
                    ) : null}
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
        <tbody className="carte-app-order__totals">
          {row(
            'order-subtotal',
            // The plural form of the language (Arabic has six), with the count in the receipt's
            // digits (Arabic-Indic where the prices have them).
            translateCount(t, lang, SUBTOTAL_COUNT, view.itemCount, {
              count: formatCount(view.itemCount, money),
            }),
            order.sub_total,
          )}
          {loyaltyDiscountRows(loyalty).map((promotion, index) =>
            row(
              `order-loyalty-${index}`,
              loyaltyDiscountLabel(t, promotion.name),
              promotion.amount,
              { negative: true },
            ),
          )}
          {order.taxes.map((tax, index) =>
            row(`order-tax-${tax.id ?? index}`, tax.name, tax.amount),
          )}
          {shown.delivery
            ? row('order-delivery', t('ui_str_delivery_fee', 'Delivery fee'), order.delivery_fees, {
                struck: shown.deliveryStruck,
              })
            : null}
          {order.discounts.map((discount, index) =>
            row(
              `order-discount-${index}`,
              discountLabel(t('ui_str_discount', 'Discount'), discount.name),
              discount.amount_value,
              { negative: true },
            ),
          )}
          {shown.tips ? row('order-tips', t('ui_str_tips', 'Tips'), tips) : null}
          {row('order-total', t('ui_str_total', 'Total'), order.total, { strong: true })}
          {order.payments.map((payment, index) =>
            row(`order-payment-${index}`, paymentLabel(t, payment.payment_type), payment.amount),
          )}
          {row('order-balance', t('ui_str_balance_due', 'Balance due'), order.balance_due, {
            strong: true,
          })}
          {shown.change ? row('order-change', t('ui_str_change', 'Change'), order.change) : null}
        </tbody>
      </table>
      {order.order_comments === '' ? null : (
        <p className="carte-app-order__comments" data-testid="order-comments">
          <strong>{t('ui_str_order_comments', 'Order comments')}:</strong> {order.order_comments}
        </p>
      )}
    </section>
  )
}
