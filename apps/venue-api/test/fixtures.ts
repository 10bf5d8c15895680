/** Order payload builders for tests; totals are worked out by hand in each test. */

/** A demo line: 2 × Classic Beef Burger (45.00) Regular + Cheese (+3.00) + Medium = 48.00 each. */
export const BURGERS = {
  product: 1011,
  product_sku: 'DXB-1011',
  product_name: 'Classic Beef Burger',
  product_variations: [],
  product_variation: 'Regular, Cheese, Medium',
  variations: [11, 21, 42],
  combo_groups: [],
  product_price: '48.00',
  product_price_currency: 'AED',
  quantity: 2,
  special_instructions: '',
  cart_uuid: 'line-burgers',
}

/** A demo line: 1 × Karak Chai (18.00) in own cup (−1.00) = 17.00. */
export const CHAI = {
  product: 1041,
  product_sku: 'DXB-1041',
  product_name: 'Karak Chai',
  product_variations: [],
  product_variation: 'Own cup',
  variations: [52],
  combo_groups: [],
  product_price: '17.00',
  product_price_currency: 'AED',
  quantity: 1,
  special_instructions: 'hot',
  cart_uuid: 'line-chai',
}

/**
 * A demo takeaway order of BURGERS + CHAI: subtotal 96 + 17 = 113.00; VAT 5 % = 5.65; service
 * charge 2.00 (fixed); taxes 7.65; total 120.65.
 */
export function demoOrder(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    menu: 1,
    customer_name: 'Layla Haddad',
    email: 'layla@example.com',
    phone: '+971501234567',
    order_type: 'takeaway',
    payment_type: 'cash',
    sub_total: '113.00',
    discount: '0',
    taxes: '7.65',
    delivery_fees: '0',
    total: '120.65',
    line_items: [BURGERS, CHAI],
    ...overrides,
  }
}

/** A partner line: n × Machboos Laham (2.750 KWD, category 201 = mains). */
export function machboos(qty: number, cartUuid = 'line-machboos') {
  return {
    product: 2001,
    product_sku: 'KW-2001',
    product_name: 'Machboos Laham',
    product_variations: [],
    product_variation: '',
    variations: [],
    combo_groups: [],
    product_price: '2.750',
    product_price_currency: 'KWD',
    quantity: qty,
    special_instructions: '',
    cart_uuid: cartUuid,
  }
}
