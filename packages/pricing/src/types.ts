/**
 * Structural input types, named with the spec's own field names (server entities in snake_case).
 * Money is always a decimal string ("12.500"); numbers are only counts and decimal places.
 */

/** A non-negative decimal string such as "12.500" (never a JS number). */
export type DecimalString = string

/** A server id: products, categories, taxes and variations may use numbers or strings. */
export type Id = number | string

/** spec: menu-browsing §3 Tax — type. */
export type TaxType = 'percentage' | 'fixed'

/** spec: menu-browsing §3 Tax: id, name, type (percentage or fixed), rate. */
export interface Tax {
  readonly id: Id
  readonly name: string
  readonly type: TaxType
  /** Percent for 'percentage' taxes ("5" = 5 %), an amount for 'fixed' ones. */
  readonly rate: DecimalString
}

/** spec: menu-browsing §3 variation `math` (operator applied to price): add or subtract. */
export type VariationMath = '+' | '-'

/** A variation value on a cart line (spec: ordering-payment §3 Cart item, values flagged selected). */
export interface CartLineVariationValue {
  readonly id?: Id | undefined
  readonly variation_value?: string | null | undefined
  readonly name?: string | null | undefined
  /** Adjustment applied to the unit price by `math` when selected; absent or null = 0. */
  readonly price?: DecimalString | null | undefined
  /** Absent or null = '+' (the api-client's default too). */
  readonly math?: VariationMath | null | undefined
  /** Only selected values change the price; absent = not selected. */
  readonly selected?: boolean | null | undefined
}

/** A variation group on a cart line. */
export interface CartLineVariation {
  readonly id: Id
  readonly name: string
  readonly values: readonly CartLineVariationValue[]
}

/** A product of a combo group on a cart line (spec: menu-browsing §3 Combo group). */
export interface CartLineComboProduct {
  readonly id: Id
  readonly name: string
  /** Only the selected product counts; absent = not selected. */
  readonly selected?: boolean | null | undefined
  /** Added to the unit price when this product is the selected one. */
  readonly increase_price_by?: DecimalString | null | undefined
  /** The combo product's own variations (values flagged selected). */
  readonly product_variations?: readonly CartLineVariation[] | undefined
}

/** A combo group on a cart line: exactly one product is selected. */
export interface CartLineComboGroup {
  readonly id: Id
  readonly name: string
  readonly products: readonly CartLineComboProduct[]
}

/**
 * spec: menu-browsing §3 Cart line: uuid, id, category, name, sku, image, price, qty,
 * special_instructions, variations, combo_groups, max_qty. `price` is the product's unit price
 * after its discount percent (see `createCartLine`), before variations and combos.
 */
export interface CartLine {
  readonly uuid: string
  readonly id: Id
  readonly category: Id
  readonly name: string
  readonly sku?: string | null | undefined
  readonly image?: string | null | undefined
  readonly price: DecimalString
  readonly qty: number
  readonly special_instructions?: string | null | undefined
  readonly variations?: readonly CartLineVariation[] | undefined
  readonly combo_groups?: readonly CartLineComboGroup[] | undefined
  /** The largest allowed quantity; null or absent = unbounded. */
  readonly max_qty?: number | null | undefined
}

/** An immutable cart: its lines in the order they were added. */
export type Cart = readonly CartLine[]

/** spec: menu-browsing §3 Product — the fields money and quantity rules read. */
export interface PricedProduct {
  readonly id: Id
  readonly category: Id
  readonly name: string
  readonly sku?: string | null | undefined
  readonly image?: string | null | undefined
  readonly price: DecimalString
  /** Discount percent, applied before tax. */
  readonly discount?: DecimalString | null | undefined
  /** Stock the POS reports; null or absent = not tracked. Ignored for combos. */
  readonly pos_available_qty?: number | null | undefined
  readonly max_qty?: number | null | undefined
  readonly enable_combo?: boolean | undefined
}

/** spec: menu-browsing §4 Order type. */
export type OrderType = 'delivery' | 'dine_in' | 'takeaway' | 'drive_thru'

/** spec: ordering-payment §3 Coupon. `products`/`categories` hold ids (or objects with an id). */
export interface Coupon {
  readonly id?: Id | undefined
  readonly products?: readonly (Id | { readonly id: Id })[] | null | undefined
  readonly categories?: readonly (Id | { readonly id: Id })[] | null | undefined
  /** 'percentage', or a fixed amount ('fixed' or 'fixed_amount'). */
  readonly discount_value_type: 'percentage' | 'fixed' | 'fixed_amount'
  readonly discount_value: DecimalString
  /** Default 0. */
  readonly min_order_value?: DecimalString | null | undefined
  /** Absent, null or "0" = no cap. */
  readonly max_discount_value?: DecimalString | null | undefined
  /** The coupon waives the delivery fee (spec: menu-browsing §9). */
  readonly free_delivery?: boolean | undefined
}

/** spec: ordering-payment §3 loyalty discounts: name and discounts[].discountSum. */
export interface LoyaltyDiscount {
  readonly name?: string | undefined
  readonly discounts: readonly { readonly discountSum: DecimalString }[]
}

/** The menu settings money display reads (spec: menu-browsing §3 Menu data). */
export interface MoneyFormatSettings {
  readonly price_decimal_places: number
  /** The prefix text, or a switch: false hides the prefix, true shows currency_symbol / currency. */
  readonly display_currency?: string | boolean | null | undefined
  readonly currency_symbol?: string | null | undefined
  readonly currency?: string | null | undefined
  readonly enable_arabic_numerals?: boolean | undefined
}

/** The menu settings the cart totals read (spec: menu-browsing §3 Menu data). */
export interface MenuPricingSettings {
  readonly taxes: readonly Tax[]
  readonly cart_subtotal_include_tax: boolean
}

/**
 * The menu switches the cart screen's choices read (order types, payment types).
 * spec: ordering-payment §3 Menu flags; menu-browsing §3 Menu data enable_delivery, ...
 */
export interface CartMenuFlags {
  readonly enable_delivery: boolean
  readonly enable_takeaway: boolean
  readonly enable_dine_in: boolean
  readonly enable_drive_thru: boolean
  readonly al_futtaim_enabled: boolean
  readonly enable_cash: boolean
  readonly enable_card_machine: boolean
  readonly payment_enabled: boolean
}

/** spec: menu-browsing §3 Product variation entry: variation, variation_value, price, math. */
export interface ProductVariationEntry {
  /** The variation group id (menu `variations[].id`). */
  readonly variation: Id
  /** The value id inside that group. */
  readonly variation_value: Id
  readonly price: DecimalString
  readonly math: VariationMath
}

/** spec: menu-browsing §3 Variation: id, name, values (id, value or variation_value, name), required, multiple, max_choices_allowed. */
export interface MenuVariation {
  readonly id: Id
  readonly name: string
  readonly values: readonly {
    readonly id: Id
    readonly value?: string | null | undefined
    readonly variation_value?: string | null | undefined
    readonly name?: string | null | undefined
  }[]
  readonly required: boolean
  readonly multiple: boolean
  readonly max_choices_allowed?: number | null | undefined
}

/** The part of the menu variation options read: its variation groups. */
export interface VariationsMenu {
  readonly variations: readonly MenuVariation[]
}

/** spec: menu-browsing §3 Combo group products: increase_price_by, out_of_stock and its own variations. */
export interface ComboProductEntry {
  readonly id: Id
  readonly name: string
  readonly increase_price_by: DecimalString
  readonly out_of_stock?: boolean | undefined
  readonly product_variations?: readonly ProductVariationEntry[] | undefined
}

/** spec: menu-browsing §3 Combo group: id, name, products. */
export interface ComboGroupEntry {
  readonly id: Id
  readonly name: string
  readonly products: readonly ComboProductEntry[]
}

/** spec: menu-browsing §3 Product — the fields its options (variations, combo groups) are built from. */
export interface ProductWithOptions {
  readonly product_variations: readonly ProductVariationEntry[]
  readonly combo_groups: readonly ComboGroupEntry[]
  readonly enable_combo: boolean
}

/** One choosable value of a variation group, ready for a picker (structurally @carte/ui's option). */
export interface VariationValueChoice {
  readonly id: Id
  readonly label: string
  /** Formatted price adjustment ('+ AED 2.00'), or undefined when not shown. */
  readonly priceLabel?: string | undefined
}

/** A variation group, ready for a picker (structurally @carte/ui's VariationGroupOption). */
export interface VariationGroupChoice {
  readonly id: Id
  readonly name: string
  readonly required: boolean
  readonly multiple: boolean
  /** Most values a multi-choice group accepts; unlimited when null or 0. */
  readonly maxChoicesAllowed?: number | null | undefined
  readonly values: readonly VariationValueChoice[]
}

/** A combo group's product, ready for a picker (structurally @carte/ui's ComboProductOption). */
export interface ComboProductChoice {
  readonly id: Id
  readonly name: string
  /** Formatted increase_price_by ('+ AED 3.00'), or undefined. */
  readonly priceLabel?: string | undefined
  readonly outOfStock?: boolean | undefined
  /** The combo product's own variation groups (present when the menu was given; may be empty). */
  readonly variationGroups?: readonly VariationGroupChoice[] | undefined
}

/** A combo group, ready for a picker (structurally @carte/ui's ComboGroupOption). */
export interface ComboGroupChoice {
  readonly id: Id
  readonly name: string
  readonly products: readonly ComboProductChoice[]
}

/** The diner's variation choice: chosen value ids per group id (all as strings). */
export type VariationChoices = Readonly<Record<string, readonly string[]>>

/** The diner's combo choice: the chosen product id per combo group id (as strings). */
export type ComboChoices = Readonly<Record<string, string>>

/**
 * The diner's choice of the chosen combo products' own variations: per combo group id, that
 * group's chosen product's variation choice (spec: ordering-payment §3 Cart item combo_groups
 * products with product_variations).
 */
export type ComboVariationChoices = Readonly<Record<string, VariationChoices>>
