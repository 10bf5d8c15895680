import * as v from 'valibot'
import { formDataSchema } from './form-data'

export { ORDER_TYPES, type OrderType } from './order-types'

import {
  flagSchema,
  idSchema,
  integerSchema,
  listOf,
  moneyOrZeroSchema,
  moneySchema,
  nullableCoordinateSchema,
  nullableIdSchema,
  nullableMoneySchema,
  nullableTextSchema,
  percentOrZeroSchema,
  textSchema,
} from './primitives'

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/

/** Category, product or venue hours entry. spec: menu-browsing §3 Category hours entry */
export const hoursEntrySchema = v.object({
  weekday: v.pipe(integerSchema, v.minValue(1), v.maxValue(7)),
  from_hour: v.pipe(v.string(), v.regex(TIME_PATTERN, 'Expected HH:MM:SS')),
  to_hour: v.pipe(v.string(), v.regex(TIME_PATTERN, 'Expected HH:MM:SS')),
  disable_order: flagSchema,
})

/** Closure period (start and end ISO instants). spec: menu-browsing §3 Closure period */
export const closurePeriodSchema = v.object({
  start: v.string(),
  end: v.string(),
})

/** Tax. spec: menu-browsing §3 Tax */
export const taxSchema = v.object({
  id: idSchema,
  name: textSchema,
  type: v.picklist(['percentage', 'fixed']),
  rate: moneySchema,
})

const imageSizeSchema = v.nullish(integerSchema, null)

/** Category image. spec: menu-browsing §3 Category image (product, width, height) */
export const categoryImageSchema = v.object({
  product: nullableTextSchema,
  width: imageSizeSchema,
  height: imageSizeSchema,
})

/** Promotion. spec: menu-browsing §3 Promotion */
export const promotionSchema = v.object({
  id: idSchema,
  title: textSchema,
  image: v.nullish(v.object({ product: nullableTextSchema, retina: nullableTextSchema }), null),
  video: nullableTextSchema,
  enable: flagSchema,
})

const specialCategoryTypes = ['all', 'all_in_category', 'discounted', 'combos'] as const

/** Category. spec: menu-browsing §3 Category */
export const categorySchema = v.object({
  id: idSchema,
  name: textSchema,
  parent: nullableIdSchema,
  description: textSchema,
  // Category product lists come as ids or as embedded products; only the ids are kept.
  products: listOf(
    v.union([
      idSchema,
      v.pipe(
        v.object({ id: idSchema }),
        v.transform((p) => p.id),
      ),
    ]),
  ),
  promotions: listOf(promotionSchema),
  image: v.nullish(categoryImageSchema, null),
  category_hours: listOf(hoursEntrySchema),
  view_format: v.nullish(v.pipe(integerSchema, v.minValue(1), v.maxValue(4)), 1),
  special_category_type: v.fallback(v.nullish(v.picklist(specialCategoryTypes), null), null),
  special_category_display_categories: listOf(idSchema),
  enable_special_category: flagSchema,
  // Not listed by the spec, but "enabled categories" are; absent means enabled.
  enable: v.nullish(v.boolean(), true),
  disable_link: flagSchema,
  external_link: nullableTextSchema,
  hidden_title: flagSchema,
  hidden_image: flagSchema,
  fullwidth: flagSchema,
  card_shadow: flagSchema,
})

/** Product image. spec: menu-browsing §3 Product images */
export const productImageSchema = v.object({
  image: v.string(),
  image_width: imageSizeSchema,
  image_height: imageSizeSchema,
})

const mathSchema = v.fallback(v.nullish(v.picklist(['+', '-']), '+'), '+')

const displayPriceSchema = v.nullish(
  v.union([v.boolean(), v.pipe(v.union([v.string(), v.number()]), v.transform(String))]),
  null,
)

/** Product variation entry. spec: menu-browsing §3 Product variation entry */
export const productVariationSchema = v.object({
  variation: idSchema,
  variation_value: idSchema,
  price: moneyOrZeroSchema,
  math: mathSchema,
  display_price: displayPriceSchema,
  display_price_product: displayPriceSchema,
})

/** Variation value. spec: menu-browsing §3 Variation values */
export const variationValueSchema = v.object({
  id: idSchema,
  value: nullableTextSchema,
  variation_value: nullableTextSchema,
  price: moneyOrZeroSchema,
  math: mathSchema,
  name: nullableTextSchema,
})

/** Variation group. spec: menu-browsing §3 Variation */
export const variationSchema = v.object({
  id: idSchema,
  name: textSchema,
  values: listOf(variationValueSchema),
  required: flagSchema,
  multiple: flagSchema,
  max_choices_allowed: v.nullish(integerSchema, null),
})

/** Product inside a combo group. spec: menu-browsing §3 Combo group */
export const comboProductSchema = v.object({
  id: idSchema,
  name: textSchema,
  increase_price_by: moneyOrZeroSchema,
  out_of_stock: flagSchema,
  product_variations: listOf(productVariationSchema),
})

/** Combo group. spec: menu-browsing §3 Combo group */
export const comboGroupSchema = v.object({
  id: idSchema,
  name: textSchema,
  products: listOf(comboProductSchema),
})

/** Product. spec: menu-browsing §3 Product */
export const productSchema = v.object({
  id: idSchema,
  name: textSchema,
  category: nullableIdSchema,
  sku: textSchema,
  price: moneySchema,
  discount: percentOrZeroSchema,
  images: listOf(productImageSchema),
  video_file: nullableTextSchema,
  video_url: nullableTextSchema,
  description: textSchema,
  small_description: textSchema,
  properties: listOf(idSchema),
  product_hours: listOf(hoursEntrySchema),
  product_variations: listOf(productVariationSchema),
  combo_groups: listOf(comboGroupSchema),
  enable_combo: flagSchema,
  recommend: flagSchema,
  out_of_stock: flagSchema,
  hidden_title: flagSchema,
  hidden_image: flagSchema,
  disable_link: flagSchema,
  external_link: nullableTextSchema,
  fullwidth: flagSchema,
  card_shadow: flagSchema,
  pos_available_qty: v.nullish(integerSchema, null),
  upsell_cart: flagSchema,
})

/** Property (search filter). spec: menu-browsing §3 Property */
export const propertySchema = v.object({
  id: idSchema,
  name: textSchema,
  image: v.nullish(v.object({ icon: nullableTextSchema }), { icon: null }),
})

/** Information page. spec: menu-browsing §3 Page (content is the page's HTML, '' when absent) */
export const pageSchema = v.object({
  id: idSchema,
  title: textSchema,
  content: textSchema,
})

/** Form as listed in the menu. spec: menu-browsing §3 Form */
export const menuFormSchema = v.object({
  id: idSchema,
  name: textSchema,
  enable: flagSchema,
  enable_geofence: flagSchema,
  display_on_menu_load: flagSchema,
  form_data: formDataSchema,
})

/** Default image (product or category fallback). spec: menu-browsing §3 default_product_image */
export const defaultImageSchema = v.nullish(
  v.object({ resized: nullableTextSchema, width: imageSizeSchema, height: imageSizeSchema }),
  null,
)

const stringsRecord = v.pipe(
  v.nullish(v.record(v.string(), v.unknown()), {}),
  v.transform((record) => {
    const out: Record<string, string> = {}
    for (const [key, value] of Object.entries(record)) {
      if (typeof value === 'string') out[key] = value
    }
    return out
  }),
)

const themeRecord = v.pipe(
  v.nullish(v.record(v.string(), v.unknown()), {}),
  v.transform((record) => {
    const out: Record<string, string | number> = {}
    for (const [key, value] of Object.entries(record)) {
      if (typeof value === 'string' || typeof value === 'number') out[key] = value
    }
    return out
  }),
)

/**
 * Menu data: every field of menu-browsing §3 Menu data and ordering-payment §3 Menu flags.
 * Optional flags default to false, lists to [], texts to '', timezone to 'Asia/Dubai',
 * price_decimal_places to 2; unknown fields are dropped.
 * spec: menu-browsing §3 Menu data; ordering-payment §3 Menu flags
 */
export const menuSchema = v.object({
  id: idSchema,
  license: v.string(),
  license_status: v.string(),
  name: textSchema,
  logo_image: v.nullish(v.object({ logo: nullableTextSchema }), { logo: null }),
  cover_image: nullableTextSchema,
  desktop_image: v.nullish(v.object({ desktop: nullableTextSchema }), { desktop: null }),
  forms: listOf(menuFormSchema),
  pages: listOf(pageSchema),
  promotions: listOf(promotionSchema),
  // A pop-up is optional: an unreadable value means no pop-up rather than no menu.
  promotion_on_load: v.fallback(v.nullish(v.union([promotionSchema, idSchema]), null), null),
  categories: listOf(categorySchema),
  products: listOf(productSchema),
  properties: listOf(propertySchema),
  variations: listOf(variationSchema),
  taxes: listOf(taxSchema),
  ui_strings: stringsRecord,
  theme_data: themeRecord,
  timezone: v.pipe(
    v.nullish(v.string(), 'Asia/Dubai'),
    v.transform((zone) => (zone === '' ? 'Asia/Dubai' : zone)),
  ),
  opening_hours: listOf(hoursEntrySchema),
  closing_rules: listOf(closurePeriodSchema),
  qr_app_version: v.nullish(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), null),
  menu_country: nullableTextSchema,
  enable_arabic_numerals: flagSchema,
  currency: textSchema,
  currency_symbol: textSchema,
  display_currency: v.nullish(v.union([v.string(), v.boolean()]), null),
  price_decimal_places: v.nullish(v.pipe(integerSchema, v.minValue(0), v.maxValue(6)), 2),
  enable_alt_currency: flagSchema,
  alt_currency: nullableTextSchema,
  alt_currency_symbol: nullableTextSchema,
  alt_currency_price_decimal_places: v.nullish(
    v.pipe(integerSchema, v.minValue(0), v.maxValue(6)),
    2,
  ),
  alt_currency_exchange_rate: nullableMoneySchema,
  enable_discount_percentage: flagSchema,
  enable_delivery: flagSchema,
  enable_takeaway: flagSchema,
  enable_dine_in: flagSchema,
  enable_drive_thru: flagSchema,
  enable_order: flagSchema,
  enable_search: flagSchema,
  enable_language_header: flagSchema,
  enable_wishlist: flagSchema,
  enable_wishlist_table_orders: flagSchema,
  enable_zero_price_item: flagSchema,
  enable_adding_same_item_cart: flagSchema,
  enable_product_comments: flagSchema,
  enable_display_variation_prices: flagSchema,
  enable_display_order_type_home: flagSchema,
  // Unknown values behave as 'other' (stay on the product page, architecture ruling).
  addtocart_redirect: v.fallback(v.nullish(v.picklist(['cart', 'back', 'other']), 'cart'), 'other'),
  minimum_order_amount: moneyOrZeroSchema,
  cart_subtotal_include_tax: flagSchema,
  display_prices_with_tax: flagSchema,
  display_properties_in_product: flagSchema,
  home_display_all_categories: flagSchema,
  home_view_format: v.nullish(v.pipe(integerSchema, v.minValue(1), v.maxValue(4)), 1),
  home_header_text: textSchema,
  home_footer_text: textSchema,
  product_footer_text: textSchema,
  outlet_latitude: nullableCoordinateSchema,
  outlet_longitude: nullableCoordinateSchema,
  default_product_image: defaultImageSchema,
  default_category_image: defaultImageSchema,
  category_background: nullableTextSchema,
  chef_recommends_image: nullableTextSchema,
  al_futtaim_enabled: flagSchema,
  // The partner integration's own promotions; their shape is not given by the spec.
  al_futtaim_promotions: listOf(v.unknown()),
  gtm_id: nullableTextSchema,
  fb_pixel_id: nullableTextSchema,
  ga_tracking_id: nullableTextSchema,
  google_ads_id: nullableTextSchema,
  coupon_auto_apply: nullableTextSchema,
  enable_coupons: flagSchema,
  enable_order_comments: flagSchema,
  enable_order_email: flagSchema,
  enable_order_phone: flagSchema,
  enable_delivery_datetime: flagSchema,
  enable_address_google_maps: flagSchema,
  enable_payment_type: flagSchema,
  enable_cash: flagSchema,
  enable_card_machine: flagSchema,
  payment_enabled: flagSchema,
  enable_user_send_whatsapp: flagSchema,
  enable_whatsapp_order: flagSchema,
  whatsapp_number: nullableTextSchema,
  enable_order_geofence: flagSchema,
  enable_tips: flagSchema,
  checkout_terms: v.nullish(idSchema, null),
  cart_footer_text: textSchema,
})

/** Menu data as sent by the server (before defaults). */
export type MenuDataInput = v.InferInput<typeof menuSchema>
/** Menu data after validation (defaults applied, money as decimal strings). */
export type MenuData = v.InferOutput<typeof menuSchema>
/** A category of MenuData. */
export type Category = v.InferOutput<typeof categorySchema>
/** A product of MenuData. */
export type Product = v.InferOutput<typeof productSchema>
/** A variation group of MenuData. */
export type Variation = v.InferOutput<typeof variationSchema>
/** A value of a variation group. */
export type VariationValue = v.InferOutput<typeof variationValueSchema>
/** A product's variation entry. */
export type ProductVariation = v.InferOutput<typeof productVariationSchema>
/** A combo group of a product. */
export type ComboGroup = v.InferOutput<typeof comboGroupSchema>
/** A product of a combo group. */
export type ComboProduct = v.InferOutput<typeof comboProductSchema>
/** A tax of MenuData. */
export type Tax = v.InferOutput<typeof taxSchema>
/** An hours entry (venue, category or product). */
export type HoursEntry = v.InferOutput<typeof hoursEntrySchema>
/** A closure period. */
export type ClosurePeriod = v.InferOutput<typeof closurePeriodSchema>
/** A promotion. */
export type Promotion = v.InferOutput<typeof promotionSchema>
/** A property (search filter). */
export type Property = v.InferOutput<typeof propertySchema>
/** An information page. */
export type Page = v.InferOutput<typeof pageSchema>
/** A form as listed in the menu. */
export type MenuForm = v.InferOutput<typeof menuFormSchema>
