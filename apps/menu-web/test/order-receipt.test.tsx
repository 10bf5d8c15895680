import { type Order, orderStatusView } from '@carte/api-client'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { OrderReceipt } from '../src/screens/ordering/order/OrderReceipt'

const line = (uuid: string, name: string, quantity: number, price: string) => ({
  product: 1031,
  product_sku: '',
  product_name: name,
  product_variation: '',
  variations: [],
  combo_groups: [],
  product_price: price,
  product_price_currency: 'AED',
  quantity,
  special_instructions: '',
  cart_uuid: uuid,
  status: null,
})

// 2 × 34.00 + 1 × 12.00 = 80.00; HELLO5 5.00 off, and a nameless 1.00 discount.
const order: Order = {
  uuid: 'order-uuid',
  id: 12,
  created: '2026-11-22T08:30:00Z',
  status: 'pending',
  padded_order_id: '000012',
  order_type: 'takeaway',
  customer_name: 'Receipt Test',
  phone: '',
  discounts: [
    { name: 'HELLO5', amount_value: '5.00', free_delivery: false },
    { name: '', amount_value: '1.00', free_delivery: false },
  ],
  delivery_fees: '0',
  total: '74.00',
  sub_total: '80.00',
  line_items: [line('l-1', 'Fattoush', 2, '34.00'), line('l-2', 'Karak Chai', 1, '12.00')],
  taxes: [],
  order_comments: '',
  additional_data: { tips_amount: '0.000', iiko_loyalty_discounts: [] },
  payments: [],
  split_payments: [],
  balance_due: '74.00',
  change: '0',
  payment_url: null,
}

const money = { price_decimal_places: 2, display_currency: 'AED', currency: 'AED' }

/** The receipt as a page would render it, for one language and digits flag. */
function receipt(lang: string, arabicNumerals?: boolean, shown: Order = order): string {
  return renderToStaticMarkup(
    <OrderReceipt
      order={shown}
      view={orderStatusView(shown)}
      money={{
        ...money,
        language: lang,
        ...(arabicNumerals === undefined ? {} : { enable_arabic_numerals: arabicNumerals }),
      }}
      timezone="Asia/Dubai"
      lang={lang}
    />,
  )
}

function rowText(html: string, testId: string): string {
  const row = new DOMParser()
    .parseFromString(html, 'text/html')
    .querySelector(`[data-testid="${testId}"] td:last-child`)
  return row?.textContent ?? ''
}

function rowLabel(html: string, testId: string): string {
  const row = new DOMParser()
    .parseFromString(html, 'text/html')
    .querySelector(`[data-testid="${testId}"] th`)
  return row?.textContent ?? ''
}

function quantities(html: string): string[] {
  return [
    ...new DOMParser()
      .parseFromString(html, 'text/html')
      .querySelectorAll('[data-testid^="order-line-"] td:first-child'),
  ].map((cell) => cell.textContent ?? '')
}

// spec: ordering-payment §2 Order page (a subtotal labelled with the item count; discounts);
// menu-browsing §9 / architecture (Arabic-Indic digits only for ar with enable_arabic_numerals)
describe('OrderReceipt labels', () => {
  it("given 3 items and two discounts, the rows read 'Subtotal (3 items)', 'Discount (HELLO5)' and 'Discount'", () => {
    const html = receipt('en')
    expect(rowLabel(html, 'order-subtotal')).toBe('Subtotal (3 items)')
    expect(rowLabel(html, 'order-discount-0')).toBe('Discount (HELLO5)')
    expect(rowLabel(html, 'order-discount-1')).toBe('Discount')
    expect(quantities(html)).toEqual(['2', '1'])
  })

  it('in ar with enable_arabic_numerals the item count and the quantities use Arabic-Indic digits, as the prices do', () => {
    const html = receipt('ar', true)
    // No ui_strings here: the English defaults, with the count written ٣.
    expect(rowLabel(html, 'order-subtotal')).toBe('Subtotal (٣ items)')
    expect(quantities(html)).toEqual(['٢', '١'])
  })

  it('in ar without the flag the digits stay Latin', () => {
    const html = receipt('ar', false)
    expect(rowLabel(html, 'order-subtotal')).toBe('Subtotal (3 items)')
    expect(quantities(html)).toEqual(['2', '1'])
  })
})

// spec: ordering-payment §2 Order page (rows: loyalty discounts), §3 iiko_loyalty_discounts
describe('OrderReceipt loyalty rows', () => {
  it('lists one row per promotion under its name, as the cart did, and none for a promotion that took nothing', () => {
    const html = receipt('en', undefined, {
      ...order,
      additional_data: {
        tips_amount: '0.000',
        iiko_loyalty_discounts: [
          { name: 'Lunch club', discounts: [{ discountSum: '1.50' }, { discountSum: '0.50' }] },
          { name: 'Nothing today', discounts: [{ discountSum: '0' }] },
          { name: '', discounts: [{ discountSum: '3.00' }] },
        ],
      },
    })
    expect(rowLabel(html, 'order-loyalty-0')).toBe('Lunch club')
    expect(rowText(html, 'order-loyalty-0')).toContain('2.00')
    expect(rowLabel(html, 'order-loyalty-1')).toBe('Loyalty discount')
    expect(rowText(html, 'order-loyalty-1')).toContain('3.00')
    expect(html).not.toContain('order-loyalty-2')
    expect(html).not.toContain('Nothing today')
  })
})
