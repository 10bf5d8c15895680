import { type Order, orderStatusView } from '@carte/api-client'
import { createTranslate, StringsProvider } from '@carte/ui'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { OrderReceipt } from '../src/screens/ordering/order/OrderReceipt'

// spec: ordering-payment §2 Order page ("a subtotal labelled with the item count"); the README's
// "Counted texts take the language's plural forms" (@carte/ui translateCount, CLDR categories).

const line = (uuid: string, quantity: number) => ({
  product: 1041,
  product_sku: '',
  product_name: 'Karak Chai',
  product_variation: '',
  variations: [],
  combo_groups: [],
  product_price: '17.00',
  product_price_currency: 'AED',
  quantity,
  special_instructions: '',
  cart_uuid: uuid,
  status: null,
})

/** An order of `quantity` Karak Chai (the amounts do not matter to the label). */
function orderOf(quantity: number): Order {
  return {
    uuid: 'order-uuid',
    id: 7,
    created: '2026-11-22T08:30:00Z',
    status: 'pending',
    padded_order_id: '000007',
    order_type: 'takeaway',
    customer_name: 'Plural Test',
    phone: '',
    discounts: [],
    delivery_fees: '0',
    total: '17.00',
    sub_total: '17.00',
    line_items: [line('l-1', quantity)],
    taxes: [],
    order_comments: '',
    additional_data: { tips_amount: '0.000', iiko_loyalty_discounts: [] },
    payments: [],
    split_payments: [],
    balance_due: '17.00',
    change: '0',
    payment_url: null,
  }
}

/** The Arabic texts a venue gives for the counted label (its one, two, few and many forms). */
const ARABIC: Record<string, string> = {
  ui_str_subtotal_count: 'المجموع الفرعي ({count} عنصر)',
  ui_str_subtotal_count_one: 'المجموع الفرعي (عنصر واحد)',
  ui_str_subtotal_count_two: 'المجموع الفرعي (عنصران)',
  ui_str_subtotal_count_few: 'المجموع الفرعي ({count} عناصر)',
  ui_str_subtotal_count_many: 'المجموع الفرعي ({count} عنصرًا)',
}

function subtotalLabel(
  quantity: number,
  lang: string,
  strings: Record<string, string> = {},
  arabicNumerals = false,
): string {
  const order = orderOf(quantity)
  const html = renderToStaticMarkup(
    <StringsProvider value={createTranslate(strings)}>
      <OrderReceipt
        order={order}
        view={orderStatusView(order)}
        money={{
          price_decimal_places: 2,
          display_currency: 'AED',
          currency: 'AED',
          language: lang,
          enable_arabic_numerals: arabicNumerals,
        }}
        timezone="Asia/Dubai"
        lang={lang}
      />
    </StringsProvider>,
  )
  return (
    new DOMParser()
      .parseFromString(html, 'text/html')
      .querySelector('[data-testid="order-subtotal"] th')?.textContent ?? ''
  )
}

describe('OrderReceipt subtotal label plurals', () => {
  it("one item reads 'Subtotal (1 item)', never '(1 items)'; more read '(n items)'", () => {
    expect(subtotalLabel(1, 'en')).toBe('Subtotal (1 item)')
    expect(subtotalLabel(2, 'en')).toBe('Subtotal (2 items)')
    expect(subtotalLabel(12, 'en')).toBe('Subtotal (12 items)')
  })

  it("in ar each count takes the venue's form of its CLDR category", () => {
    expect(subtotalLabel(1, 'ar', ARABIC)).toBe('المجموع الفرعي (عنصر واحد)')
    expect(subtotalLabel(2, 'ar', ARABIC)).toBe('المجموع الفرعي (عنصران)')
    expect(subtotalLabel(3, 'ar', ARABIC)).toBe('المجموع الفرعي (3 عناصر)')
    expect(subtotalLabel(11, 'ar', ARABIC)).toBe('المجموع الفرعي (11 عنصرًا)')
    // 100 is 'other' in Arabic: the venue's plain text.
    expect(subtotalLabel(100, 'ar', ARABIC)).toBe('المجموع الفرعي (100 عنصر)')
  })

  it('the count has the digits of the prices (Arabic-Indic with enable_arabic_numerals in ar)', () => {
    expect(subtotalLabel(3, 'ar', ARABIC, true)).toBe('المجموع الفرعي (٣ عناصر)')
  })
})
