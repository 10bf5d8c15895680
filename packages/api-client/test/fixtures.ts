// Hand-written server answers in the shape the specs describe (values chosen by hand).
import * as v from 'valibot'
import { type HoursEntry, type MenuData, menuSchema } from '../src/index'

/** A validated MenuData from a partial server answer (the schema fills every default). */
export function menuFrom(input: Record<string, unknown>): MenuData {
  return v.parse(menuSchema, {
    id: 1,
    license: 'test',
    license_status: 'ACTIVE',
    name: 'Test venue',
    ...input,
  })
}

/**
 * Stands in for @carte/hours bound to "now": entries with disable_order=true mark an item as
 * outside its hours in these fixtures; no entries = always shown (architecture rulings).
 */
export const isShown = (entries: readonly HoursEntry[] | null | undefined): boolean =>
  !entries?.some((entry) => entry.disable_order)

/** An hours entry outside which an item is hidden (see {@link isShown}). */
export const closedSlot = [
  { weekday: 1, from_hour: '00:00:00', to_hour: '01:00:00', disable_order: true },
]

export const minimalMenu = {
  id: 7,
  license: 'demo',
  license_status: 'ACTIVE',
  name: 'Demo Bistro',
  products: [
    { id: 1, name: 'Hummus', price: '12.50' },
    { id: 2, name: 'Falafel', price: 9 },
  ],
}

export const fullProduct = {
  id: 11,
  name: 'Burger',
  category: '3',
  sku: 'BRG-1',
  price: 25.5,
  discount: '10',
  images: [
    { image: 'http://127.0.0.1:8787/media/burger.jpg', image_width: 640, image_height: 480 },
  ],
  video_file: null,
  video_url: '',
  description: '<p>Juicy</p>',
  small_description: 'Juicy',
  properties: [1, '2'],
  product_hours: [{ weekday: 1, from_hour: '09:00:00', to_hour: '00:00:00' }],
  product_variations: [
    { variation: 4, variation_value: 41, price: '3.000', math: '+', display_price: true },
  ],
  combo_groups: [
    {
      id: 5,
      name: 'Side',
      products: [{ id: 51, name: 'Fries', increase_price_by: 2, out_of_stock: false }],
    },
  ],
  enable_combo: true,
  recommend: true,
  out_of_stock: false,
  pos_available_qty: 4,
  upsell_cart: true,
  some_future_field: 'ignored',
}
