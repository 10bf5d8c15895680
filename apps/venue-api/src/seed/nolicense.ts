import { menuDefaults } from './base'
import type { MenuData, SeedContext, VenueSeed } from './types'

function buildMenu(ctx: SeedContext): MenuData {
  return {
    ...menuDefaults(ctx),
    id: 5,
    license: 'none',
    license_status: 'INACTIVE',
    name: 'Unlicensed venue',
    categories: [],
    products: [],
    timezone: 'Asia/Dubai',
    outlet_latitude: 25.2,
    outlet_longitude: 55.27,
  }
}

/** A host and licence that resolve to 'none' (architecture: demo venues). */
export const nolicense: VenueSeed = {
  license: 'nolicense',
  menuId: 5,
  domains: ['nolicense.localhost'],
  resolvesTo: 'none',
  defaultLanguage: 'en',
  languages: [{ code: 'en', name_local: 'English' }],
  paymentProvider: 'stripe',
  geofenceRadiusM: 100,
  coupons: [],
  deliveryZones: [],
  sections: [],
  employees: [],
  wallets: [],
  loyalty: [],
  places: [],
  buildMenu,
}
