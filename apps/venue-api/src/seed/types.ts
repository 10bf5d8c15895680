/** A translatable text: English always, Arabic and French where the venue offers them. */
export interface Text {
  readonly en: string
  readonly ar?: string
  readonly fr?: string
}

/** What a seed needs to build one language of its menu. */
export interface SeedContext {
  /** Language code the menu is built in. */
  readonly lang: string
  /** Picks the text of the current language, falling back to English. */
  readonly t: (text: Text | string) => string
  /** Absolute URL of a generated image served by venue-api's /media/. */
  readonly image: (spec: ImageSpec) => string
  /** Absolute origin of venue-api (http://127.0.0.1:8787). */
  readonly origin: string
}

/** A generated image: a tinted card with a short label. */
export interface ImageSpec {
  readonly label: string
  readonly hue: number
  readonly width: number
  readonly height: number
  readonly kind?: 'food' | 'drink' | 'logo' | 'icon' | 'banner'
  /** 'png' for product photos (a raster stand-in, as venues serve photos); 'svg' (default) otherwise. */
  readonly format?: 'svg' | 'png'
}

/** Selectable value of a variation group (spec: menu-browsing §3 Variation). */
export interface VariationValue {
  readonly id: number
  readonly value: string
  readonly variation_value: string
  readonly name: string
  readonly price: string
  readonly math: '+' | '-'
}

/** A variation group (spec: menu-browsing §3 Variation). */
export interface Variation {
  readonly id: number
  readonly name: string
  readonly values: readonly VariationValue[]
  readonly required: boolean
  readonly multiple: boolean
  readonly max_choices_allowed: number | null
}

/** A product's use of one variation value (spec: menu-browsing §3 Product variation entry). */
export interface ProductVariation {
  readonly variation: number
  readonly variation_value: number
  readonly price: string
  readonly math: '+' | '-'
  readonly display_price: string
  readonly display_price_product: string
}

/** An hours slot (spec: menu-browsing §3 Category hours entry). */
export interface HoursEntry {
  readonly weekday: number
  readonly from_hour: string
  readonly to_hour: string
  readonly disable_order: boolean
}

/** A product of a combo group (spec: menu-browsing §3 Combo group). */
export interface ComboProduct {
  readonly id: number
  readonly name: string
  readonly increase_price_by: string
  readonly out_of_stock: boolean
  readonly product_variations: readonly ProductVariation[]
}

/** A combo group (spec: menu-browsing §3 Combo group). */
export interface ComboGroup {
  readonly id: number
  readonly name: string
  readonly products: readonly ComboProduct[]
}

/** A product as served in menu data (spec: menu-browsing §3 Product). */
export interface Product {
  readonly id: number
  readonly name: string
  readonly category: number
  readonly sku: string
  readonly price: string
  readonly discount: string
  readonly images: readonly { image: string; image_width: number; image_height: number }[]
  readonly video_file: string | null
  readonly video_url: string | null
  readonly description: string
  readonly small_description: string
  readonly properties: readonly number[]
  readonly product_hours: readonly HoursEntry[]
  readonly product_variations: readonly ProductVariation[]
  readonly combo_groups: readonly ComboGroup[]
  readonly enable_combo: boolean
  readonly recommend: boolean
  readonly out_of_stock: boolean
  readonly hidden_title: boolean
  readonly hidden_image: boolean
  readonly disable_link: boolean
  readonly external_link: string | null
  readonly fullwidth: boolean
  readonly card_shadow: boolean
  readonly pos_available_qty: number | null
  readonly upsell_cart: boolean
}

/** A promotion (spec: menu-browsing §3 Promotion). */
export interface Promotion {
  readonly id: number
  readonly title: string
  readonly image: { product: string; retina: string } | null
  readonly video: string | null
  readonly enable: boolean
}

/** A category as served in menu data (spec: menu-browsing §3 Category). */
export interface Category {
  readonly id: number
  readonly name: string
  readonly parent: number | null
  readonly description: string
  readonly products: readonly number[]
  readonly promotions: readonly Promotion[]
  readonly image: { product: string; width: number; height: number } | null
  readonly category_hours: readonly HoursEntry[]
  readonly view_format: 1 | 2 | 3 | 4
  readonly special_category_type: 'all' | 'all_in_category' | 'discounted' | 'combos' | null
  readonly special_category_display_categories: readonly number[]
  readonly enable_special_category: boolean
  readonly disable_link: boolean
  readonly external_link: string | null
  readonly hidden_title: boolean
  readonly hidden_image: boolean
  readonly fullwidth: boolean
  readonly card_shadow: boolean
  /** Not a spec field, but "enabled categories" are (menu-browsing §2): absent means enabled. */
  readonly enable?: boolean
}

/** A tax (spec: menu-browsing §3 Tax). */
export interface Tax {
  readonly id: number
  readonly name: string
  readonly type: 'percentage' | 'fixed'
  readonly rate: string
}

/** A coupon (spec: ordering-payment §3 Coupon) plus its code and free-delivery flag. */
export interface Coupon {
  readonly id: number
  readonly code: string
  readonly products: readonly number[]
  readonly categories: readonly number[]
  readonly discount_value_type: 'percentage' | 'fixed'
  readonly discount_value: string
  readonly min_order_value: string
  readonly max_discount_value: string | null
  readonly free_delivery: boolean
}

/** A delivery ring around the outlet: inside max_km (and beyond min_km) costs delivery_amount. */
export interface DeliveryZone {
  readonly name: string
  readonly min_km: number
  readonly max_km: number
  readonly delivery_amount: string
}

/** A table section with its minimum order (spec: ordering-payment §3 Table section response). */
export interface TableSection {
  readonly name: string
  readonly from_table: number
  readonly to_table: number
  readonly minimum_order_amount: string
}

/** A staff member whose id grants the employee discount (spec: ordering-payment §4 Employee). */
export interface Employee {
  readonly employee_id: string
  readonly employee_phone: string
  readonly name: string
}

/** A demo wallet (spec: ordering-payment §3 Wallet data). */
export interface Wallet {
  readonly wallet_id: string
  readonly name: string
  readonly balance: string
}

/** A loyalty promotion rule evaluated by /iiko/loyalty/promotions/. */
export interface LoyaltyRule {
  readonly name: string
  /** Percent off the eligible lines. */
  readonly percent: string
  /** Category ids whose lines are eligible; empty = all lines. */
  readonly categories: readonly number[]
  /** Only when an employee id is given. */
  readonly employeeOnly: boolean
  /** Only for these order types; empty = all. */
  readonly orderTypes: readonly string[]
}

/** A place of the offline geocoder. */
export interface Place {
  readonly place_id: string
  readonly name: string
  readonly formatted_address: string
  readonly types: readonly string[]
  readonly lat: number
  readonly lng: number
}

/** A language of a venue (spec: menu-browsing §3 Language). */
export interface Language {
  readonly code: string
  readonly name_local: string
}

/** A feedback/information form of a venue (spec: menu-browsing §3 Form). */
export interface FormSeed {
  readonly id: number
  readonly name: string
  readonly enable: boolean
  readonly enable_geofence: boolean
  readonly display_on_menu_load: boolean
  readonly form_data: readonly Record<string, unknown>[]
  /** HTML answered on a successful submission. */
  readonly success_message: string
}

/** Menu data as served (spec: menu-browsing §3 Menu data); typed where venue-api reads it. */
export interface MenuCore {
  readonly id: number
  readonly license: string
  readonly license_status: string
  readonly name: string
  readonly currency: string
  readonly price_decimal_places: number
  readonly timezone: string
  readonly categories: readonly Category[]
  readonly products: readonly Product[]
  readonly variations: readonly Variation[]
  readonly taxes: readonly Tax[]
  readonly forms: readonly FormSeed[]
  readonly opening_hours: readonly HoursEntry[]
  readonly closing_rules: readonly { start: string; end: string }[]
  readonly cart_subtotal_include_tax: boolean
  readonly minimum_order_amount: string
  readonly outlet_latitude: number
  readonly outlet_longitude: number
}

/** Menu data: the typed core plus every other flag of the spec. */
export type MenuData = MenuCore & Readonly<Record<string, unknown>>

/** Everything venue-api knows about one venue. One file per venue under src/seed/. */
export interface VenueSeed {
  readonly license: string
  readonly menuId: number
  /** Custom domains that resolve to this licence. */
  readonly domains: readonly string[]
  /** 'none' for a venue whose licence lookups resolve to none. */
  readonly resolvesTo?: 'none'
  readonly defaultLanguage: string
  readonly languages: readonly Language[]
  readonly paymentProvider: string
  readonly geofenceRadiusM: number
  readonly coupons: readonly Coupon[]
  readonly deliveryZones: readonly DeliveryZone[]
  readonly sections: readonly TableSection[]
  readonly employees: readonly Employee[]
  readonly wallets: readonly Wallet[]
  readonly loyalty: readonly LoyaltyRule[]
  readonly places: readonly Place[]
  /** Page bodies by page id, built per language. */
  readonly buildMenu: (ctx: SeedContext) => MenuData
}
