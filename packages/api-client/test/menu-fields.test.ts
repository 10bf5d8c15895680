import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { menuSchema } from '../src/index'
import { minimalMenu } from './fixtures'

// Copied by hand from menu-browsing §3 "Menu data" and ordering-payment §3 "Menu flags relevant here".
const SPEC_FIELDS = [
  'id',
  'license',
  'license_status',
  'name',
  'logo_image',
  'cover_image',
  'desktop_image',
  'forms',
  'pages',
  'promotions',
  'promotion_on_load',
  'categories',
  'products',
  'properties',
  'variations',
  'taxes',
  'ui_strings',
  'theme_data',
  'timezone',
  'opening_hours',
  'closing_rules',
  'qr_app_version',
  'menu_country',
  'enable_arabic_numerals',
  'currency',
  'currency_symbol',
  'display_currency',
  'price_decimal_places',
  'enable_alt_currency',
  'alt_currency',
  'alt_currency_symbol',
  'alt_currency_price_decimal_places',
  'alt_currency_exchange_rate',
  'enable_discount_percentage',
  'enable_delivery',
  'enable_takeaway',
  'enable_dine_in',
  'enable_drive_thru',
  'enable_order',
  'enable_search',
  'enable_language_header',
  'enable_wishlist',
  'enable_wishlist_table_orders',
  'enable_zero_price_item',
  'enable_adding_same_item_cart',
  'enable_product_comments',
  'enable_display_variation_prices',
  'enable_display_order_type_home',
  'addtocart_redirect',
  'minimum_order_amount',
  'cart_subtotal_include_tax',
  'display_prices_with_tax',
  'display_properties_in_product',
  'home_display_all_categories',
  'home_view_format',
  'home_header_text',
  'home_footer_text',
  'product_footer_text',
  'outlet_latitude',
  'outlet_longitude',
  'default_product_image',
  'default_category_image',
  'category_background',
  'chef_recommends_image',
  'al_futtaim_enabled',
  'gtm_id',
  'fb_pixel_id',
  'ga_tracking_id',
  'google_ads_id',
  // ordering-payment §3
  'coupon_auto_apply',
  'enable_coupons',
  'enable_order_comments',
  'enable_order_email',
  'enable_order_phone',
  'enable_delivery_datetime',
  'enable_address_google_maps',
  'enable_payment_type',
  'enable_cash',
  'enable_card_machine',
  'payment_enabled',
  'enable_user_send_whatsapp',
  'enable_whatsapp_order',
  'whatsapp_number',
  'enable_order_geofence',
  'enable_tips',
  'checkout_terms',
  'cart_footer_text',
]

describe('menu data carries every spec field (menu-browsing §3; ordering-payment §3)', () => {
  it('the validated menu has each field, even when the server omits it', () => {
    const menu = v.parse(menuSchema, minimalMenu)
    for (const field of SPEC_FIELDS) expect(menu, field).toHaveProperty(field)
  })

  it('a fully filled menu keeps every value (money as strings, ids as numbers)', () => {
    const full = {
      ...minimalMenu,
      logo_image: { logo: 'http://x/logo.png' },
      cover_image: 'http://x/cover.jpg',
      desktop_image: { desktop: 'http://x/desk.jpg' },
      forms: [{ id: 1, name: 'Feedback', enable: true, enable_geofence: true, form_data: [] }],
      pages: [{ id: 2, title: 'About', content: '<p>Hi</p>' }],
      promotions: [{ id: 3, title: 'Promo', image: { product: 'p', retina: 'r' }, enable: true }],
      promotion_on_load: 3,
      properties: [{ id: 4, name: 'Vegan', image: { icon: 'v.svg' } }],
      variations: [
        {
          id: 5,
          name: 'Size',
          values: [{ id: 51, value: 'L', price: 2, math: '-' }],
          required: true,
          multiple: true,
          max_choices_allowed: 2,
        },
      ],
      taxes: [{ id: 6, name: 'Service', type: 'fixed', rate: '1.500' }],
      ui_strings: { ui_str_home: 'Home' },
      theme_data: { header_bg: '#fff', header_font_size: 14 },
      timezone: 'Asia/Kuwait',
      opening_hours: [{ weekday: 5, from_hour: '12:00:00', to_hour: '00:00:00' }],
      closing_rules: [{ start: '2026-12-01T00:00:00Z', end: '2026-12-02T00:00:00Z' }],
      qr_app_version: '1.9.61',
      menu_country: 'KW',
      currency: 'KWD',
      currency_symbol: 'KD',
      display_currency: 'symbol',
      price_decimal_places: 3,
      enable_alt_currency: true,
      alt_currency: 'USD',
      alt_currency_symbol: '$',
      alt_currency_price_decimal_places: '2',
      alt_currency_exchange_rate: 3.25,
      addtocart_redirect: 'back',
      minimum_order_amount: 5,
      home_view_format: '3',
      outlet_latitude: '29.3759',
      outlet_longitude: 47.9774,
      default_product_image: { resized: 'd.jpg', width: 100, height: 80 },
      al_futtaim_enabled: true,
      gtm_id: 'GTM-1',
      coupon_auto_apply: 'WELCOME',
      whatsapp_number: '+96550000000',
      checkout_terms: '2',
      cart_footer_text: '<b>Thanks</b>',
    }
    const menu = v.parse(menuSchema, full)
    expect(menu.logo_image.logo).toBe('http://x/logo.png')
    expect(menu.forms[0]).toMatchObject({ enable: true, enable_geofence: true, form_data: [] })
    expect(menu.pages[0]?.content).toBe('<p>Hi</p>')
    expect(menu.promotion_on_load).toBe(3)
    expect(menu.variations[0]).toMatchObject({
      required: true,
      multiple: true,
      max_choices_allowed: 2,
      values: [{ id: 51, value: 'L', price: '2', math: '-' }],
    })
    expect(menu.taxes[0]).toEqual({ id: 6, name: 'Service', type: 'fixed', rate: '1.500' })
    expect(menu.theme_data).toEqual({ header_bg: '#fff', header_font_size: 14 })
    expect(menu.timezone).toBe('Asia/Kuwait')
    expect(menu.price_decimal_places).toBe(3)
    expect(menu.alt_currency_price_decimal_places).toBe(2)
    expect(menu.alt_currency_exchange_rate).toBe('3.25')
    expect(menu.minimum_order_amount).toBe('5')
    expect(menu.home_view_format).toBe(3)
    expect([menu.outlet_latitude, menu.outlet_longitude]).toEqual([29.3759, 47.9774])
    expect(menu.default_product_image).toEqual({ resized: 'd.jpg', width: 100, height: 80 })
    expect(menu.checkout_terms).toBe(2)
    expect(menu.coupon_auto_apply).toBe('WELCOME')
    expect(menu.qr_app_version).toBe('1.9.61')
  })
})
