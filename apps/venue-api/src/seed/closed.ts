import { menuDefaults, theme } from './base'
import { category, everyDay, placesAround, product, productImage } from './helpers'
import type { MenuData, SeedContext, VenueSeed } from './types'

const OUTLET = { lat: 25.2048, lng: 55.2708 }

function buildMenu(ctx: SeedContext): MenuData {
  return {
    ...menuDefaults(ctx),
    id: 3,
    license: 'closed',
    name: 'Sleepy Owl Café',
    logo_image: {
      logo: ctx.image({ label: 'SO', hue: 250, width: 256, height: 256, kind: 'logo' }),
    },
    categories: [category({ id: 301, name: 'Coffee', products: [3001, 3002] })],
    products: [
      product({
        id: 3001,
        name: 'Espresso',
        category: 301,
        price: '14.00',
        images: [productImage(ctx, 'Espresso', 30, 'drink')],
      }),
      product({
        id: 3002,
        name: 'Cortado',
        category: 301,
        price: '17.00',
        images: [productImage(ctx, 'Cortado', 35, 'drink')],
      }),
    ],
    // Flags the other venues leave off, exercised here where ordering is closed anyway.
    promotions: [
      {
        id: 31,
        title: 'Opening soon: night roasts',
        image: {
          product: ctx.image({
            label: 'Night roasts',
            hue: 250,
            width: 800,
            height: 450,
            kind: 'banner',
          }),
          retina: ctx.image({
            label: 'Night roasts',
            hue: 250,
            width: 1600,
            height: 900,
            kind: 'banner',
          }),
        },
        video: null,
        enable: true,
      },
    ],
    promotion_on_load: 31,
    taxes: [{ id: 31, name: 'VAT', type: 'percentage', rate: '5' }],
    display_prices_with_tax: true,
    enable_wishlist: true,
    enable_wishlist_table_orders: true,
    enable_search: false,
    enable_language_header: false,
    home_header_text: '<p>We are resting. See you soon.</p>',
    theme_data: theme('#3d3a6b', '#b8860b', 'Roboto Slab'),
    timezone: 'Asia/Dubai',
    // Closed whatever the time: every weekday slot disables ordering and a closure covers all time.
    opening_hours: everyDay('00:00:00', '00:00:00', true),
    closing_rules: [{ start: '2000-01-01T00:00:00Z', end: '2100-01-01T00:00:00Z' }],
    outlet_latitude: OUTLET.lat,
    outlet_longitude: OUTLET.lng,
  }
}

/** The closed venue: closed at every instant (architecture: demo venues). */
export const closed: VenueSeed = {
  license: 'closed',
  menuId: 3,
  domains: ['closed.localhost'],
  defaultLanguage: 'en',
  languages: [{ code: 'en', name_local: 'English' }],
  paymentProvider: 'paytabs',
  geofenceRadiusM: 200,
  coupons: [],
  deliveryZones: [],
  sections: [],
  employees: [],
  wallets: [],
  loyalty: [],
  places: placesAround('cls', OUTLET.lat, OUTLET.lng, 'Dubai, United Arab Emirates', [
    ['Trade Centre', 'sublocality', 0, 0],
  ]),
  buildMenu,
}
