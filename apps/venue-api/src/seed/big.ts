import { menuDefaults, theme } from './base'
import { category, everyDay, placesAround, product, productImage } from './helpers'
import type { Category, MenuData, Product, SeedContext, VenueSeed } from './types'

const OUTLET = { lat: 24.4539, lng: 54.3773 }
const CATEGORY_COUNT = 80
const PER_CATEGORY = 25

const NOUNS = ['Rice', 'Noodles', 'Wrap', 'Bowl', 'Salad', 'Soup', 'Pie', 'Tart', 'Toast', 'Curry']
const ADJECTIVES = [
  'Smoky',
  'Golden',
  'Herbed',
  'Zesty',
  'Crispy',
  'Garden',
  'Harbour',
  'Spiced',
  'Sunny',
  'Charred',
]
const GROUPS = ['Street Food', 'Market', 'Bakery', 'Grill', 'Garden', 'Deli', 'Pantry', 'Kitchen']

/** Price in fils of product n, as a 2-decimal string built from integers (no float math). */
function priceOf(n: number): string {
  const fils = 900 + ((n * 7919) % 9000)
  const whole = Math.floor(fils / 100)
  const cents = String(fils % 100).padStart(2, '0')
  return `${whole}.${cents}`
}

function buildMenu(ctx: SeedContext): MenuData {
  const categories: Category[] = []
  const products: Product[] = []
  for (let c = 0; c < CATEGORY_COUNT; c += 1) {
    const catId = 5000 + c
    const ids: number[] = []
    for (let p = 0; p < PER_CATEGORY; p += 1) {
      const n = c * PER_CATEGORY + p
      const id = 50_000 + n
      const name = `${ADJECTIVES[n % ADJECTIVES.length]} ${NOUNS[(n >> 1) % NOUNS.length]} ${n + 1}`
      ids.push(id)
      products.push(
        product({
          id,
          name,
          category: catId,
          sku: `BIG-${id}`,
          price: priceOf(n),
          small_description: `House ${name.toLowerCase()}.`,
          images: [productImage(ctx, name, (n * 37) % 360)],
          discount: n % 17 === 0 ? '10' : '0',
          out_of_stock: n % 53 === 0,
        }),
      )
    }
    categories.push(
      category({
        id: catId,
        name: `${GROUPS[c % GROUPS.length]} ${c + 1}`,
        products: ids,
        view_format: ((c % 4) + 1) as 1 | 2 | 3 | 4,
      }),
    )
  }
  return {
    ...menuDefaults(ctx),
    id: 4,
    license: 'big',
    name: 'Grand Food Hall',
    logo_image: {
      logo: ctx.image({ label: 'GF', hue: 160, width: 256, height: 256, kind: 'logo' }),
    },
    categories,
    products,
    taxes: [{ id: 41, name: 'VAT', type: 'percentage', rate: '5' }],
    theme_data: theme('#1d6b4f', '#c0392b', 'Roboto Slab'),
    timezone: 'Asia/Dubai',
    opening_hours: everyDay('00:00:00', '00:00:00'),
    home_display_all_categories: true,
    home_view_format: 3,
    // Inclusive VAT, add-to-cart stays on the product page, and a newer app version (banner).
    cart_subtotal_include_tax: true,
    addtocart_redirect: 'other',
    display_currency: false,
    qr_app_version: '1.9.61',
    outlet_latitude: OUTLET.lat,
    outlet_longitude: OUTLET.lng,
  }
}

/** The big venue: 2,000 products in 80 categories for performance work (architecture: demo venues). */
export const big: VenueSeed = {
  license: 'big',
  menuId: 4,
  domains: ['big.localhost'],
  defaultLanguage: 'en',
  languages: [{ code: 'en', name_local: 'English' }],
  paymentProvider: 'noon',
  geofenceRadiusM: 300,
  coupons: [],
  deliveryZones: [],
  sections: [],
  employees: [],
  wallets: [],
  loyalty: [],
  places: placesAround('auh', OUTLET.lat, OUTLET.lng, 'Abu Dhabi, United Arab Emirates', [
    ['Corniche Road', 'route', 0, 100],
    ['Al Markaziyah', 'sublocality', 500, -300],
  ]),
  buildMenu,
}
