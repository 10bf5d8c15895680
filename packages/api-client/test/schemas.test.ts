import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  activeOrderSchema,
  couponSchema,
  customDomainSchema,
  deliveryZoneSchema,
  employeeSchema,
  existingOrderSchema,
  feedbackFormSchema,
  fullPaymentBodySchema,
  geocoderResultsSchema,
  geofenceBodySchema,
  geofenceResponseSchema,
  loyaltyPromotionsBodySchema,
  loyaltyPromotionsResponseSchema,
  manifestSchema,
  menuLanguagesSchema,
  menuSchema,
  menuSectionSchema,
  moneySchema,
  orderCreateBodySchema,
  orderPatchBodySchema,
  orderSchema,
  orderUpdateSchema,
  parseResponse,
  paymentStatusSchema,
  paymentUrlSchema,
  productSchema,
  SchemaError,
  splitCreateBodySchema,
  splitPayBodySchema,
  submissionBodySchema,
  submissionResponseSchema,
  tipsBodySchema,
  WALLET_OTP_LENGTH,
  walletRedeemBodySchema,
  walletSchema,
} from '../src/index'
import { fullProduct, minimalMenu } from './fixtures'

const ok = <S extends v.GenericSchema>(schema: S, input: unknown) => v.parse(schema, input)
const fails = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).success

describe('money (CONTRACT: numbers or decimal strings in, decimal strings out)', () => {
  it('keeps decimal strings as they are and writes numbers as decimal strings', () => {
    expect(ok(moneySchema, '12.50')).toBe('12.50')
    expect(ok(moneySchema, 12.5)).toBe('12.5')
    expect(ok(moneySchema, 0)).toBe('0')
    expect(ok(moneySchema, ' 7.250 ')).toBe('7.250')
  })
  it('rejects what is not a plain decimal', () => {
    for (const bad of ['abc', '1e3', '12,50', '', true, null, Number.NaN, 1e21, '.5', '-3', -3]) {
      expect(fails(moneySchema, bad), String(bad)).toBe(false)
    }
  })
})

describe('menu data (menu-browsing §3)', () => {
  it('fills defaults for every optional flag, list and text', () => {
    const menu = ok(menuSchema, minimalMenu)
    expect(menu.timezone).toBe('Asia/Dubai')
    expect(menu.price_decimal_places).toBe(2)
    expect(menu.alt_currency_price_decimal_places).toBe(2)
    expect(menu.enable_order).toBe(false)
    expect(menu.enable_delivery).toBe(false)
    expect(menu.al_futtaim_enabled).toBe(false)
    expect(menu.payment_enabled).toBe(false)
    expect(menu.categories).toEqual([])
    expect(menu.taxes).toEqual([])
    expect(menu.forms).toEqual([])
    expect(menu.opening_hours).toEqual([])
    expect(menu.closing_rules).toEqual([])
    expect(menu.ui_strings).toEqual({})
    expect(menu.theme_data).toEqual({})
    expect(menu.minimum_order_amount).toBe('0')
    expect(menu.addtocart_redirect).toBe('cart')
    expect(menu.home_view_format).toBe(1)
    expect(menu.logo_image).toEqual({ logo: null })
    expect(menu.gtm_id).toBeNull()
    expect(menu.outlet_latitude).toBeNull()
    expect(menu.checkout_terms).toBeNull()
  })
  it('normalises money on products to decimal strings', () => {
    const menu = ok(menuSchema, minimalMenu)
    expect(menu.products.map((p) => p.price)).toEqual(['12.50', '9'])
  })
  it('treats a null or empty timezone as Asia/Dubai (menu-browsing §9 default timezone)', () => {
    expect(ok(menuSchema, { ...minimalMenu, timezone: null }).timezone).toBe('Asia/Dubai')
    expect(ok(menuSchema, { ...minimalMenu, timezone: '' }).timezone).toBe('Asia/Dubai')
    expect(ok(menuSchema, { ...minimalMenu, timezone: 'Asia/Kuwait' }).timezone).toBe('Asia/Kuwait')
  })
  it('drops unknown fields and keeps only string ui_strings', () => {
    const menu = ok(menuSchema, {
      ...minimalMenu,
      surprise: 1,
      ui_strings: { ui_str_home: 'Accueil', broken: 3 },
    })
    expect('surprise' in menu).toBe(false)
    expect(menu.ui_strings).toEqual({ ui_str_home: 'Accueil' })
  })
  it('reads an unknown addtocart_redirect as other (architecture: other stays)', () => {
    expect(ok(menuSchema, { ...minimalMenu, addtocart_redirect: 'wat' }).addtocart_redirect).toBe(
      'other',
    )
    expect(ok(menuSchema, { ...minimalMenu, addtocart_redirect: 'back' }).addtocart_redirect).toBe(
      'back',
    )
  })
  it('names the failing path of a wrong product price', () => {
    const broken = {
      ...minimalMenu,
      products: [
        ...minimalMenu.products,
        { id: 3, name: 'a', price: '1' },
        { id: 4, name: 'b', price: true },
      ],
    }
    try {
      parseResponse(menuSchema, broken)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(SchemaError)
      expect((error as SchemaError).path).toBe('products[3].price')
      expect((error as SchemaError).message).toContain('products[3].price')
    }
  })
  it('is strict about a missing licence status, a bad tax type and a bad weekday', () => {
    expect(fails(menuSchema, { ...minimalMenu, license_status: undefined })).toBe(false)
    expect(
      fails(menuSchema, {
        ...minimalMenu,
        taxes: [{ id: 1, name: 'VAT', type: 'other', rate: 5 }],
      }),
    ).toBe(false)
    expect(
      fails(menuSchema, {
        ...minimalMenu,
        opening_hours: [{ weekday: 8, from_hour: '09:00:00', to_hour: '10:00:00' }],
      }),
    ).toBe(false)
  })
  it('reads categories with ids or embedded products, hours and flags', () => {
    const menu = ok(menuSchema, {
      ...minimalMenu,
      categories: [
        {
          id: 3,
          name: 'Mains',
          parent: null,
          products: [1, { id: 2, name: 'x' }, '5'],
          category_hours: [
            { weekday: 7, from_hour: '18:00', to_hour: '02:00:00', disable_order: true },
          ],
          view_format: 4,
          special_category_type: 'discounted',
          image: { product: 'http://x/y.jpg', width: 10, height: 20 },
        },
      ],
      taxes: [{ id: 1, name: 'VAT', type: 'percentage', rate: 5 }],
    })
    const [category] = menu.categories
    expect(category?.products).toEqual([1, 2, 5])
    expect(category?.category_hours[0]?.disable_order).toBe(true)
    expect(category?.view_format).toBe(4)
    expect(category?.special_category_type).toBe('discounted')
    expect(category?.enable).toBe(true)
    expect(menu.taxes[0]?.rate).toBe('5')
  })
})

describe('product (menu-browsing §3 Product)', () => {
  it('reads every field, ids from digit strings, money as strings', () => {
    const product = ok(productSchema, fullProduct)
    expect(product.category).toBe(3)
    expect(product.price).toBe('25.5')
    expect(product.discount).toBe('10')
    expect(product.properties).toEqual([1, 2])
    expect(product.video_url).toBeNull()
    expect(product.product_variations[0]).toEqual({
      variation: 4,
      variation_value: 41,
      price: '3.000',
      math: '+',
      display_price: true,
      display_price_product: null,
    })
    expect(product.combo_groups[0]?.products[0]?.increase_price_by).toBe('2')
    expect(product.pos_available_qty).toBe(4)
    expect(product.hidden_title).toBe(false)
    expect('some_future_field' in product).toBe(false)
  })
})

describe('menu-browsing §7 answers', () => {
  it('custom domain gives a licence', () => {
    expect(ok(customDomainSchema, { license: 'demo', extra: 1 })).toEqual({ license: 'demo' })
  })
  it('languages: default_language and codes, name_local defaults to ""', () => {
    expect(
      ok(menuLanguagesSchema, { default_language: 'en', languages: [{ code: 'ar' }] }),
    ).toEqual({ default_language: 'en', languages: [{ code: 'ar', name_local: '' }] })
  })
  it('feedback form: form_data as a list or a JSON string; missing stays null (form keeps loading)', () => {
    const fields = [{ type: 'text', name: 'n', label: 'Name', required: true }]
    expect(ok(feedbackFormSchema, { id: 1, form_data: fields }).form_data).toEqual(fields)
    const text = JSON.stringify(fields)
    expect(ok(feedbackFormSchema, { id: 1, form_data: text }).form_data).toBe(text)
    expect(ok(feedbackFormSchema, { id: 1 }).form_data).toBeNull()
    expect(ok(feedbackFormSchema, { id: 1 }).enable_geofence).toBe(false)
  })
  it("form_data in the form builder's own spellings fails neither the form nor the menu (§2 Dynamic form fields)", () => {
    // The builder writes 'true' for true and numbers as text or numbers; @carte/forms reads them.
    const builder = [
      { type: 'text', name: 'n', label: 'Name', required: 'true', maxlength: '40' },
      { type: 'starRating', name: 'stars', label: 7, placeholder: 7 },
      { type: 'select', name: 'm', values: [{ label: 1, value: 1, selected: 'false' }] },
      { label: 'no type' },
    ]
    expect(ok(feedbackFormSchema, { id: 1, form_data: builder }).form_data).toEqual(builder)
    const menu = ok(menuSchema, {
      ...minimalMenu,
      forms: [{ id: 3, name: 'Feedback', enable: true, form_data: builder }],
    })
    expect(menu.forms[0]?.form_data).toEqual(builder)
  })
  it('form_data that is neither a list nor text is refused', () => {
    expect(v.safeParse(feedbackFormSchema, { id: 1, form_data: { type: 'text' } }).success).toBe(
      false,
    )
  })
  it('submission body and answer', () => {
    expect(
      ok(submissionBodySchema, {
        feedback_id: 2,
        submission: { name: 'Sam' },
        origin_type: 'table',
      }),
    ).toEqual({
      feedback_id: 2,
      submission: { name: 'Sam' },
      origin_label: null,
      origin_type: 'table',
      origin_location: null,
    })
    expect(ok(submissionResponseSchema, { message: '<b>Thanks</b>' }).message).toBe('<b>Thanks</b>')
  })
  it('geofence answer reads allowed, is_allowed or allow; none is unknown (null)', () => {
    expect(ok(geofenceResponseSchema, { allowed: true })).toEqual({ allowed: true })
    expect(ok(geofenceResponseSchema, { is_allowed: false })).toEqual({ allowed: false })
    expect(ok(geofenceResponseSchema, { allow: true })).toEqual({ allowed: true })
    expect(ok(geofenceResponseSchema, {})).toEqual({ allowed: null })
    expect(fails(geofenceResponseSchema, { allowed: 'yes' })).toBe(false)
    expect(ok(geofenceBodySchema, { lat: 25.2, lng: 55.3 })).toEqual({ lat: 25.2, lng: 55.3 })
  })
  it('manifest keeps unknown manifest members', () => {
    const manifest = ok(manifestSchema, { name: 'Demo', icons: [{ src: '/i.png' }], lang: 'en' })
    expect(manifest.lang).toBe('en')
    expect(manifest.icons[0]?.src).toBe('/i.png')
  })
})

describe('ordering-payment §7 answers', () => {
  it('coupon: ids, money strings, min_order_value defaults to "0"', () => {
    const coupon = ok(couponSchema, {
      id: 9,
      discount_value_type: 'percentage',
      discount_value: 10,
      max_discount_value: '20.000',
    })
    expect(coupon).toMatchObject({
      products: [],
      categories: [],
      discount_value: '10',
      min_order_value: '0',
      max_discount_value: '20.000',
    })
    expect(
      ok(couponSchema, { id: 1, discount_value_type: 'fixed_amount', discount_value: '5' }),
    ).toMatchObject({ discount_value_type: 'fixed' })
  })
  it('delivery zone and menu section (minimum_order_amount default 0)', () => {
    expect(ok(deliveryZoneSchema, { delivery_amount: 7 })).toEqual({ delivery_amount: '7' })
    expect(fails(deliveryZoneSchema, {})).toBe(false)
    expect(ok(menuSectionSchema, {})).toEqual({ minimum_order_amount: '0' })
    expect(ok(menuSectionSchema, { minimum_order_amount: '15.000' })).toEqual({
      minimum_order_amount: '15.000',
    })
  })
  it('order read: defaults for lists, tips "0.000", money strings', () => {
    const order = ok(orderSchema, {
      uuid: 'u-1',
      created: '2026-11-22T10:00:00Z',
      status: 'pending',
      padded_order_id: 42,
      total: 30,
      line_items: [{ product_name: 'Hummus', quantity: 2, product_price: 12.5, status: 'Deleted' }],
      split_payments: [{ uuid: 's1', status: 'AVAILABLE', amount: '15.000' }],
    })
    expect(order.padded_order_id).toBe('42')
    expect(order.total).toBe('30')
    expect(order.additional_data).toEqual({ tips_amount: '0.000', iiko_loyalty_discounts: [] })
    expect(order.line_items[0]).toMatchObject({ product_price: '12.5', status: 'Deleted' })
    expect(order.split_payments[0]).toEqual({
      uuid: 's1',
      status: 'AVAILABLE',
      guest_name: '',
      amount: '15.000',
    })
    expect(order.payment_url).toBeNull()
    expect(order.balance_due).toBe('0')
  })
  it('order read: a line without a quantity is one, a negative quantity fails the order (§3 Order read)', () => {
    const base = { uuid: 'u-2', status: 'pending', total: '1' }
    const order = ok(orderSchema, { ...base, line_items: [{ product_name: 'Hummus' }] })
    expect(order.line_items[0]?.quantity).toBe(1)
    expect(
      fails(orderSchema, { ...base, line_items: [{ product_name: 'Hummus', quantity: -2 }] }),
    ).toBe(false)
  })
  it('order read is strict on a missing uuid', () => {
    expect(fails(orderSchema, { status: 'pending', total: '1' })).toBe(false)
  })
  it('existing order of a 409 and order update event', () => {
    expect(ok(existingOrderSchema, { uuid: 'u', line_items: [] })).toEqual({
      uuid: 'u',
      line_items: [],
    })
    expect(ok(orderUpdateSchema, { uuid: 'u', status: 'accepted' })).toEqual({
      uuid: 'u',
      status: 'accepted',
    })
  })
  it('wallet, active order, employee', () => {
    expect(ok(walletSchema, { wallet_id: 5, name: 'Sam', balance: 10 })).toEqual({
      wallet_id: '5',
      name: 'Sam',
      balance: '10',
    })
    expect(ok(activeOrderSchema, { order_id: 17 })).toEqual({ order_id: '17', common_order: false })
    expect(ok(activeOrderSchema, { order_id: null, common_order: true })).toEqual({
      order_id: null,
      common_order: true,
    })
    expect(ok(employeeSchema, { employee_id: 'EMP1001', employee_phone: '+96550000000' })).toEqual({
      employee_id: 'EMP1001',
      employee_phone: '+96550000000',
      disable_phone: false,
    })
  })
  it('employee answer keeps disable_phone (spec: ordering-payment §4 Employee discount "optionally disables the customer phone field")', () => {
    const answer = { employee_id: 'EMP1001', employee_phone: '+96550001001', disable_phone: true }
    expect(ok(employeeSchema, answer)).toEqual(answer)
    expect(ok(employeeSchema, { ...answer, disable_phone: null }).disable_phone).toBe(false)
    expect(v.safeParse(employeeSchema, { ...answer, disable_phone: 'yes' }).success).toBe(false)
  })
  it('loyalty promotions answer: a bare list or a wrapped one', () => {
    const list = [{ name: 'Happy hour', discounts: [{ discountSum: 1.5 }] }]
    const expected = [{ name: 'Happy hour', discounts: [{ discountSum: '1.5' }] }]
    expect(ok(loyaltyPromotionsResponseSchema, list)).toEqual(expected)
    expect(ok(loyaltyPromotionsResponseSchema, { iiko_loyalty_discounts: list })).toEqual(expected)
    expect(ok(loyaltyPromotionsResponseSchema, { loyalty_discounts: list })).toEqual(expected)
  })
  it('payment url answer and payment status answer (default PENDING)', () => {
    expect(ok(paymentUrlSchema, { payment_url: 'https://pay' })).toEqual({
      payment_url: 'https://pay',
    })
    expect(fails(paymentUrlSchema, { payment_url: '' })).toBe(false)
    expect(ok(paymentStatusSchema, { status: 'PAID', orderId: 1001, orderUUID: 'u' })).toEqual({
      status: 'PAID',
      orderId: '1001',
      orderUUID: 'u',
    })
    expect(ok(paymentStatusSchema, {})).toEqual({
      status: 'PENDING',
      orderId: null,
      orderUUID: null,
    })
  })
  it('geocoder results (CONTRACT extra call)', () => {
    expect(
      ok(geocoderResultsSchema, {
        results: [{ place_id: 'p1', formatted_address: 'Marina', lat: '25.1', lng: 55.2 }],
      }),
    ).toEqual({
      results: [{ place_id: 'p1', formatted_address: 'Marina', types: [], lat: 25.1, lng: 55.2 }],
    })
  })
})

const line = {
  product: 1,
  product_name: 'Hummus',
  product_price: 12.5,
  quantity: 2,
  cart_uuid: 'c-1',
}

describe('request bodies (input schemas for venue-api)', () => {
  it('order create body: lower-cases origin_type, money to strings, defaults', () => {
    const body = ok(orderCreateBodySchema, {
      menu: 7,
      customer_name: 'Table# 4',
      order_type: 'dine_in',
      payment_type: 'cash',
      sub_total: 25,
      total: '26.250',
      line_items: [line],
      origin_label: '4',
      origin_type: 'Table',
    })
    expect(body.origin_type).toBe('table')
    expect(body.sub_total).toBe('25')
    expect(body.delivery_fees).toBe('0')
    expect(body.line_items[0]?.product_price).toBe('12.5')
    expect(body.line_items[0]?.status).toBeNull()
    expect(body.additional_data).toEqual({
      employee_id: null,
      iiko_loyalty_discounts: [],
      car_number: null,
    })
  })
  it('order create body: strict on order type, payment type, empty lines and quantity', () => {
    const base = {
      menu: 7,
      customer_name: 'x',
      order_type: 'dine_in',
      payment_type: 'cash',
      sub_total: '1',
      total: '1',
      line_items: [line],
    }
    expect(fails(orderCreateBodySchema, base)).toBe(true)
    expect(fails(orderCreateBodySchema, { ...base, order_type: 'pickup' })).toBe(false)
    expect(fails(orderCreateBodySchema, { ...base, payment_type: 'bitcoin' })).toBe(false)
    expect(fails(orderCreateBodySchema, { ...base, line_items: [] })).toBe(false)
    expect(fails(orderCreateBodySchema, { ...base, line_items: [{ ...line, quantity: 0 }] })).toBe(
      false,
    )
    const result = v.safeParse(orderCreateBodySchema, { ...base, total: 'abc' })
    expect(result.success).toBe(false)
  })
  it('order patch body needs line items; Deleted is the only line status', () => {
    expect(
      ok(orderPatchBodySchema, { line_items: [{ ...line, status: 'Deleted' }] }),
    ).toMatchObject({ line_items: [{ status: 'Deleted' }] })
    expect(fails(orderPatchBodySchema, { line_items: [{ ...line, status: 'Gone' }] })).toBe(false)
  })
  it('wallet redeem: 6-digit code, non-negative amount (ordering-payment §5)', () => {
    expect(ok(walletRedeemBodySchema, { wallet_id: 'w', amount: 3, otp: '123456' })).toEqual({
      wallet_id: 'w',
      amount: '3',
      otp: '123456',
    })
    expect(fails(walletRedeemBodySchema, { wallet_id: 'w', amount: 3, otp: '12345' })).toBe(false)
    expect(fails(walletRedeemBodySchema, { wallet_id: 'w', amount: -1, otp: '123456' })).toBe(false)
  })
  it('the one-time code is WALLET_OTP_LENGTH digits, which is 6 (ordering-payment §9 "OTP length 6")', () => {
    // The code field of an importing app takes WALLET_OTP_LENGTH digits: the body takes exactly those.
    expect(WALLET_OTP_LENGTH).toBe(6)
    const body = (otp: string) => ({ wallet_id: 'w', amount: '1', otp })
    expect(fails(walletRedeemBodySchema, body('1234567'))).toBe(false)
    expect(fails(walletRedeemBodySchema, body('12345a'))).toBe(false)
    expect(fails(walletRedeemBodySchema, body('١٢٣٤٥٦'))).toBe(false)
    expect(fails(walletRedeemBodySchema, body('000000'))).toBe(true)
  })
  it('loyalty promotions, tips, split create/pay, full payment', () => {
    expect(
      ok(loyaltyPromotionsBodySchema, { emenu_id: 7, cart_items: [line], order_type: 'dine_in' })
        .employee_id,
    ).toBeNull()
    expect(ok(tipsBodySchema, { order_uuid: 'u', tips_amount: '0.000' }).tips_amount).toBe('0.000')
    expect(fails(tipsBodySchema, { order_uuid: 'u', tips_amount: '-1' })).toBe(false)
    expect(ok(splitCreateBodySchema, { order_id: 5, split_amounts: [10.5, '9.5'] })).toEqual({
      order_id: '5',
      split_amounts: ['10.5', '9.5'],
    })
    expect(fails(splitCreateBodySchema, { order_id: 5, split_amounts: ['1'] })).toBe(false)
    expect(fails(splitCreateBodySchema, { order_id: 5, split_amounts: Array(7).fill('1') })).toBe(
      false,
    )
    expect(
      ok(splitPayBodySchema, { order_id: 'u', split_payment_uuid: 's', selected_language: 'en' }),
    ).toEqual({ order_id: 'u', split_payment_uuid: 's', selected_language: 'en' })
    expect(
      fails(fullPaymentBodySchema, {
        order_id: 'u',
        payment_options: 'half',
        selected_language: 'en',
      }),
    ).toBe(false)
  })
})

describe('cosmetic menu fields never break the menu (issue: tolerant where the spec is)', () => {
  it('an unreadable promotion_on_load means no pop-up', () => {
    expect(ok(menuSchema, { ...minimalMenu, promotion_on_load: true }).promotion_on_load).toBeNull()
    expect(ok(menuSchema, { ...minimalMenu, promotion_on_load: '4' }).promotion_on_load).toBe(4)
  })
})
