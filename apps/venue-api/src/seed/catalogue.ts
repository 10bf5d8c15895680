import { menuDefaults, theme } from './base'
import { category, placesAround, product, productImage, uses, value } from './helpers'
import type { MenuData, SeedContext, VenueSeed } from './types'

const OUTLET = { lat: 25.1972, lng: 55.2744 }
const SIZES = [value(81, '250 g', '0.00'), value(82, '500 g', '38.00')]

function buildMenu(ctx: SeedContext): MenuData {
  const t = ctx.t
  return {
    ...menuDefaults(ctx),
    id: 6,
    license: 'catalogue',
    name: t({ en: 'Saffron Spice Market', fr: 'Marché aux épices Safran' }),
    logo_image: {
      logo: ctx.image({ label: 'SM', hue: 40, width: 256, height: 256, kind: 'logo' }),
    },
    categories: [
      category({
        id: 601,
        name: t({ en: 'Spices', fr: 'Épices' }),
        products: [6001, 6002, 6003],
        view_format: 2,
      }),
    ],
    products: [
      product({
        id: 6001,
        name: t({ en: 'Saffron threads', fr: 'Pistils de safran' }),
        category: 601,
        price: '45.00',
        properties: [61],
        images: [productImage(ctx, 'Saffron', 20)],
        product_variations: uses(8, SIZES, '45.00'),
      }),
      product({
        id: 6002,
        name: t({ en: 'Sumac', fr: 'Sumac' }),
        category: 601,
        price: '18.00',
        properties: [61],
        images: [productImage(ctx, 'Sumac', 350)],
      }),
      product({
        id: 6003,
        name: t({ en: "Za'atar", fr: 'Zaatar' }),
        category: 601,
        price: '22.00',
        images: [productImage(ctx, "Za'atar", 90)],
      }),
    ],
    variations: [
      {
        id: 8,
        name: t({ en: 'Weight', fr: 'Poids' }),
        values: SIZES,
        required: true,
        multiple: false,
        max_choices_allowed: null,
      },
    ],
    properties: [
      {
        id: 61,
        name: t({ en: 'Organic', fr: 'Bio' }),
        image: { icon: ctx.image({ label: 'O', hue: 120, width: 64, height: 64, kind: 'icon' }) },
      },
    ],
    theme_data: theme('#7a4b00', '#c0392b', 'Roboto Slab'),
    timezone: 'Asia/Dubai',
    // A browse-only catalogue: the switches the ordering venues keep on are off here.
    enable_order: false,
    enable_takeaway: false,
    enable_dine_in: false,
    enable_cash: false,
    enable_display_variation_prices: false,
    display_properties_in_product: false,
    outlet_latitude: OUTLET.lat,
    outlet_longitude: OUTLET.lng,
  }
}

/** A browse-only catalogue (no ordering): exercises the flags the other venues keep on. */
export const catalogue: VenueSeed = {
  license: 'catalogue',
  menuId: 6,
  domains: ['catalogue.localhost'],
  defaultLanguage: 'en',
  languages: [
    { code: 'en', name_local: 'English' },
    { code: 'fr', name_local: 'Français' },
  ],
  paymentProvider: 'paylink',
  geofenceRadiusM: 200,
  coupons: [],
  deliveryZones: [],
  sections: [],
  employees: [],
  wallets: [],
  loyalty: [],
  places: placesAround('cat', OUTLET.lat, OUTLET.lng, 'Dubai, United Arab Emirates', [
    ['Downtown Boulevard', 'route', 0, 100],
  ]),
  buildMenu,
}
