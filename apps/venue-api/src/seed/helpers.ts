import type {
  Category,
  HoursEntry,
  Place,
  Product,
  ProductVariation,
  SeedContext,
  Text,
  VariationValue,
} from './types'

/**
 * Builds the text picker of one language: the language's text, else English.
 * @param lang - Language code.
 * @returns A function that picks a Text's string.
 */
export function picker(lang: string): (text: Text | string) => string {
  return (text) => {
    if (typeof text === 'string') return text
    if (lang === 'ar' && text.ar !== undefined) return text.ar
    if (lang === 'fr' && text.fr !== undefined) return text.fr
    return text.en
  }
}

/** Optional product fields; everything else defaults to the plain case. */
export type ProductInput = Partial<Omit<Product, 'id' | 'name' | 'category' | 'price'>> & {
  readonly id: number
  readonly name: string
  readonly category: number
  readonly price: string
}

/**
 * A product with every spec field present, defaults for the ones not given.
 * @param p - The fields that differ from the plain case.
 * @returns The product.
 */
export function product(p: ProductInput): Product {
  return {
    sku: `SKU-${p.id}`,
    discount: '0',
    images: [],
    video_file: null,
    video_url: null,
    description: '',
    small_description: '',
    properties: [],
    product_hours: [],
    product_variations: [],
    combo_groups: [],
    enable_combo: false,
    recommend: false,
    out_of_stock: false,
    hidden_title: false,
    hidden_image: false,
    disable_link: false,
    external_link: null,
    fullwidth: false,
    card_shadow: true,
    pos_available_qty: null,
    upsell_cart: false,
    ...p,
  }
}

/** Optional category fields. */
export type CategoryInput = Partial<Omit<Category, 'id' | 'name'>> & {
  readonly id: number
  readonly name: string
}

/**
 * A category with every spec field present.
 * @param c - The fields that differ from the plain case.
 * @returns The category.
 */
export function category(c: CategoryInput): Category {
  return {
    parent: null,
    description: '',
    products: [],
    promotions: [],
    image: null,
    category_hours: [],
    view_format: 1,
    special_category_type: null,
    special_category_display_categories: [],
    enable_special_category: false,
    disable_link: false,
    external_link: null,
    hidden_title: false,
    hidden_image: false,
    fullwidth: false,
    card_shadow: true,
    ...c,
  }
}

/**
 * The same slot on every ISO weekday (1 = Monday ... 7 = Sunday).
 * @param from - Opening time HH:MM:SS.
 * @param to - Closing time HH:MM:SS (00:00:00 = end of day).
 * @param disableOrder - The slot's disable_order flag.
 * @returns Seven hours entries.
 */
export function everyDay(from: string, to: string, disableOrder = false): HoursEntry[] {
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    from_hour: from,
    to_hour: to,
    disable_order: disableOrder,
  }))
}

/**
 * A variation value.
 * @param id - Value id.
 * @param name - Value label.
 * @param price - Price adjustment as a decimal string.
 * @param math - '+' (add) or '-' (subtract).
 * @returns The value.
 */
export function value(
  id: number,
  name: string,
  price: string,
  math: '+' | '-' = '+',
): VariationValue {
  return { id, value: name, variation_value: name, name, price, math }
}

/**
 * Links variation values to a product with the values' own prices.
 * @param variation - Variation group id.
 * @param values - The group's values used by this product.
 * @param productPrice - The product price (display_price_product).
 * @returns The product's variation entries.
 */
export function uses(
  variation: number,
  values: readonly VariationValue[],
  productPrice: string,
): ProductVariation[] {
  return values.map((v) => ({
    variation,
    variation_value: v.id,
    price: v.price,
    math: v.math,
    display_price: v.price,
    display_price_product: productPrice,
  }))
}

/**
 * A product image entry of a generated picture (a PNG photo stand-in).
 * @param ctx - Seed context.
 * @param label - The product's name, in the image URL (the photo draws no text).
 * @param hue - Colour hue 0-359.
 * @param kind - Picture motif.
 * @returns One images[] entry with width and height.
 */
export function productImage(
  ctx: SeedContext,
  label: string,
  hue: number,
  kind: 'food' | 'drink' = 'food',
): { image: string; image_width: number; image_height: number } {
  return {
    // A raster photo stand-in: venues serve product photos as JPEG/WebP, and an SVG picture costs
    // the browser a document parse on its main thread per image (a search lists a dozen per key).
    image: ctx.image({ label, hue, width: 600, height: 450, kind, format: 'png' }),
    image_width: 600,
    image_height: 450,
  }
}

/**
 * A category image: a raster photo stand-in, as the product pictures (productImage). Venues serve
 * category photos as JPEG/WebP; an SVG picture costs the page a document parse and a vector paint
 * on its main thread (the home's first card painted 20 ms for one), which no venue's home has.
 * @param ctx - Seed context.
 * @param label - The image's file name (the photo draws no text).
 * @param hue - Colour hue.
 * @returns The category image (product, width, height).
 */
export function categoryImage(
  ctx: SeedContext,
  label: string,
  hue: number,
): { product: string; width: number; height: number } {
  return {
    product: ctx.image({ label, hue, width: 640, height: 360, format: 'png' }),
    width: 640,
    height: 360,
  }
}

/**
 * Offline geocoder places on a ring of streets and districts around an outlet.
 * @param prefix - place_id prefix.
 * @param lat - Outlet latitude.
 * @param lng - Outlet longitude.
 * @param city - City and country suffix of every address.
 * @param names - [name, type, north metres, east metres] of each place.
 * @returns The places.
 */
export function placesAround(
  prefix: string,
  lat: number,
  lng: number,
  city: string,
  names: readonly (readonly [string, string, number, number])[],
): Place[] {
  const metresPerDegLat = 111_320
  const metresPerDegLng = 111_320 * Math.cos((lat * Math.PI) / 180)
  return names.map(([name, type, north, east], i) => ({
    place_id: `${prefix}-${i + 1}`,
    name,
    formatted_address: `${name}, ${city}`,
    types: [type],
    lat: Number((lat + north / metresPerDegLat).toFixed(6)),
    lng: Number((lng + east / metresPerDegLng).toFixed(6)),
  }))
}
