// Hand-written server answers in the shape the specs describe (values chosen by hand).
import * as v from 'valibot'
import { type HoursEntry, type HoursNow, type MenuData, menuSchema } from '../src/index'

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

// Stands in for @carte/hours bound to "now", a Monday: these fixtures' slots are whole days, so an
// item is shown when it has no entries or one for weekday 1 (Monday); it is orderable when shown and
// no Monday slot has disable_order (closed wins; README reading on category and product hours).
const today = (entries: readonly HoursEntry[]) => entries.filter((entry) => entry.weekday === 1)
const shownNow = (entries: readonly HoursEntry[] | null | undefined): boolean =>
  !entries || entries.length === 0 || today(entries).length > 0

/** The hours tests bound to "now" (Monday), as menu-web's useVenueStatus gives them. */
export const isShown: HoursNow = Object.assign(shownNow, {
  isOrderable: (entries: readonly HoursEntry[] | null | undefined): boolean =>
    shownNow(entries) && !today(entries ?? []).some((entry) => entry.disable_order),
})

/** Hours outside which an item is now (Tuesday only): hidden (see {@link isShown}). */
export const closedSlot = [
  { weekday: 2, from_hour: '00:00:00', to_hour: '00:00:00', disable_order: false },
]

/** Hours of a whole Monday with disable_order: shown now, but not orderable. */
export const noOrderSlot = [
  { weekday: 1, from_hour: '00:00:00', to_hour: '00:00:00', disable_order: true },
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
