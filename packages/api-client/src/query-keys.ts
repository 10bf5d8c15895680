import type { PaymentProvider } from './payment-providers'
import type { LoyaltyPromotionsBody } from './schemas/partner'

const ROOT = 'carte' as const

function searchKey(
  search: URLSearchParams | string | Readonly<Record<string, string | undefined>>,
): string {
  const params =
    search instanceof URLSearchParams || typeof search === 'string'
      ? new URLSearchParams(search)
      : new URLSearchParams(
          Object.entries(search).filter(
            (entry): entry is [string, string] => entry[1] !== undefined,
          ),
        )
  params.sort()
  return params.toString()
}

/**
 * Query key factories of every read, shared by the query option factories and by callers that
 * invalidate (e.g. `queryKeys.orderAll(uuid)` on an 'order-update' event). Prefix keys end early.
 * spec: architecture "option factories live in @carte/api-client"
 */
export const queryKeys = {
  all: [ROOT] as const,
  customDomain: (domain: string) => [ROOT, 'custom-domain', domain] as const,
  menuLanguages: (license: string) => [ROOT, 'menu-languages', license] as const,
  menuAll: (license: string) => [ROOT, 'menu', license] as const,
  menu: (license: string, lang: string) => [ROOT, 'menu', license, lang] as const,
  feedbackForm: (lang: string, formId: number | string) =>
    [ROOT, 'feedback-form', String(formId), lang] as const,
  manifest: (license: string) => [ROOT, 'manifest', license] as const,
  coupon: (menuId: number | string, code: string) =>
    [ROOT, 'coupon', String(menuId), code.trim().toUpperCase()] as const,
  deliveryZone: (menuId: number | string, lat: number, lng: number) =>
    [ROOT, 'delivery-zone', String(menuId), lat, lng] as const,
  menuSection: (license: string, tableNumber: number | string) =>
    [ROOT, 'menu-section', license, String(tableNumber)] as const,
  orderAll: (id: string | number) => [ROOT, 'order', String(id)] as const,
  order: (lang: string, id: string | number) => [ROOT, 'order', String(id), lang] as const,
  wallet: (id: string | number) => [ROOT, 'wallet', String(id)] as const,
  activeOrder: (location: string | number, menuId: number | string) =>
    [ROOT, 'active-order', String(location), String(menuId)] as const,
  employee: (employeeId: string) => [ROOT, 'employee', employeeId.trim()] as const,
  loyaltyPromotions: (body: LoyaltyPromotionsBody) => [ROOT, 'loyalty-promotions', body] as const,
  paymentStatus: (
    provider: PaymentProvider,
    search: URLSearchParams | string | Readonly<Record<string, string | undefined>>,
  ) => [ROOT, 'payment-status', provider, searchKey(search)] as const,
  addressSearch: (q: string, lat: number, lng: number) =>
    [ROOT, 'geocoder', 'search', q, lat, lng] as const,
  reverseGeocode: (lat: number, lng: number) => [ROOT, 'geocoder', 'reverse', lat, lng] as const,
} as const
