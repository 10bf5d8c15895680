import * as v from 'valibot'
import { assert, MESSAGES } from '../assert'
import type { ApiConfig, CallOptions } from '../config'
import { ServerError } from '../errors'
import { segment } from '../path'
import { request } from '../request'
import {
  type Coupon,
  couponSchema,
  type DeliveryZone,
  deliveryZoneSchema,
  type MenuSection,
  menuSectionSchema,
} from '../schemas/cart-lookups'
import {
  type ExistingOrder,
  existingOrderSchema,
  type Order,
  type OrderCreateBodyInput,
  type OrderPatchBodyInput,
  orderCreateBodySchema,
  orderCreateResponseSchema,
  orderPatchBodySchema,
  orderSchema,
} from '../schemas/order'

/**
 * Looks up a coupon; the code is upper-cased and URL-encoded.
 * @param config base URL and fetch
 * @param params.menuId the menu id
 * @param params.code the code as typed
 * @param options signal
 * @returns the coupon (404 invalid_coupon is a ServerError)
 * spec: ordering-payment §7 GET /en/api/coupon/{menuId}/{CODE}/; §5 Coupon
 */
export function getCoupon(
  config: ApiConfig,
  params: { readonly menuId: number | string; readonly code: string },
  options?: CallOptions,
): Promise<Coupon> {
  const code = params.code.trim().toUpperCase()
  assert(code !== '', MESSAGES.emptyCode)
  return request(
    config,
    {
      method: 'GET',
      path: `/en/api/coupon/${segment(params.menuId)}/${segment(code)}/`,
      schema: couponSchema,
    },
    options,
  )
}

/**
 * Reads the delivery fee for a map position.
 * @param config base URL and fetch
 * @param params.menuId the menu id
 * @param params.lat latitude
 * @param params.lng longitude
 * @param options signal
 * @returns { delivery_amount } (404 out_of_area is a ServerError)
 * spec: ordering-payment §7 GET /en/api/delivery_zone/{lat},{lng}/{menuId}/
 */
export function getDeliveryZone(
  config: ApiConfig,
  params: { readonly menuId: number | string; readonly lat: number; readonly lng: number },
  options?: CallOptions,
): Promise<DeliveryZone> {
  assert(Number.isFinite(params.lat) && Number.isFinite(params.lng), MESSAGES.invalidCoordinate)
  return request(
    config,
    {
      method: 'GET',
      path: `/en/api/delivery_zone/${params.lat},${params.lng}/${segment(params.menuId)}/`,
      schema: deliveryZoneSchema,
    },
    options,
  )
}

/**
 * Reads a table section's minimum order amount (Table orders).
 * @param config base URL and fetch
 * @param params.license the venue licence
 * @param params.tableNumber the table number
 * @param options signal
 * @returns { minimum_order_amount } ("0" when absent)
 * spec: ordering-payment §7 GET /en/api/menu_section/{license}/?table_number={n}
 */
export function getMenuSection(
  config: ApiConfig,
  params: { readonly license: string; readonly tableNumber: number | string },
  options?: CallOptions,
): Promise<MenuSection> {
  const query = new URLSearchParams({ table_number: String(params.tableNumber) })
  return request(
    config,
    {
      method: 'GET',
      path: `/en/api/menu_section/${segment(params.license)}/?${query.toString()}`,
      schema: menuSectionSchema,
    },
    options,
  )
}

/**
 * Places an order with the caller's Idempotency-Key; success is HTTP 201.
 * @param config base URL and fetch
 * @param params.lang the language code
 * @param params.body the order payload (see buildOrderPayload)
 * @param params.idempotencyKey the key the caller keeps for retries of the same order
 * @param options signal
 * @returns the order read shape plus payment_url
 * @throws ServerError (409 existing_order: see existingOrderOf), NoResponseError, RequestSetupError
 * spec: ordering-payment §7 POST /{lang}/api/order/; §4 Placing an order; CONTRACT Idempotency
 */
export function createOrder(
  config: ApiConfig,
  params: {
    readonly lang: string
    readonly body: OrderCreateBodyInput
    readonly idempotencyKey: string
  },
  options?: CallOptions,
): Promise<Order> {
  assert(params.idempotencyKey.trim() !== '', MESSAGES.emptyIdempotencyKey)
  return request(
    config,
    {
      method: 'POST',
      path: `/${segment(params.lang)}/api/order/`,
      body: params.body,
      bodySchema: orderCreateBodySchema,
      headers: { 'Idempotency-Key': params.idempotencyKey },
      schema: orderCreateResponseSchema,
      expectStatus: 201,
    },
    options,
  )
}

/**
 * Changes an order's lines (merge the cart into an open order, or remove lines).
 * @param config base URL and fetch
 * @param params.lang the language code
 * @param params.uuid the order uuid
 * @param params.body { line_items }
 * @param options signal
 * @returns the order (it has the uuid to navigate to)
 * spec: ordering-payment §7 PATCH /{lang}/api/order/{uuid}/; CONTRACT merge
 */
export function patchOrder(
  config: ApiConfig,
  params: { readonly lang: string; readonly uuid: string; readonly body: OrderPatchBodyInput },
  options?: CallOptions,
): Promise<Order> {
  assert(params.uuid !== '', MESSAGES.emptyUuid)
  return request(
    config,
    {
      method: 'PATCH',
      path: `/${segment(params.lang)}/api/order/${segment(params.uuid)}/`,
      body: params.body,
      bodySchema: orderPatchBodySchema,
      schema: orderSchema,
    },
    options,
  )
}

/**
 * Reads an order by uuid or id.
 * @param config base URL and fetch
 * @param params.lang the language code
 * @param params.id the order uuid or id
 * @param options signal
 * @returns the order
 * spec: ordering-payment §7 GET /{lang}/api/order/{id}/
 */
export function getOrder(
  config: ApiConfig,
  params: { readonly lang: string; readonly id: string | number },
  options?: CallOptions,
): Promise<Order> {
  return request(
    config,
    {
      method: 'GET',
      path: `/${segment(params.lang)}/api/order/${segment(params.id)}/`,
      schema: orderSchema,
      expectStatus: 200,
    },
    options,
  )
}

/**
 * The open order a failed order creation carries (409 existing_order), or null.
 * @param error what createOrder threw
 * @returns { uuid, line_items } of the table's open order, or null
 * spec: ordering-payment §8 Submit error "If the error carries existing_order, the merge dialog appears"
 */
export function existingOrderOf(error: unknown): ExistingOrder | null {
  if (!(error instanceof ServerError)) return null
  if (typeof error.body !== 'object' || error.body === null) return null
  const result = v.safeParse(
    existingOrderSchema,
    (error.body as Record<string, unknown>).existing_order,
  )
  return result.success ? result.output : null
}

/**
 * URL of an order's printable receipt.
 * @param config base URL
 * @param params.lang the language code
 * @param params.uuid the order uuid
 * @returns absolute URL of the PDF
 * spec: ordering-payment §2 Order page "Receipt download link: /{lang}/orders/{uuid}/print/order.pdf"
 */
export function receiptUrl(
  config: ApiConfig,
  params: { readonly lang: string; readonly uuid: string },
): string {
  return `${config.baseUrl}/${segment(params.lang)}/orders/${segment(params.uuid)}/print/order.pdf`
}
