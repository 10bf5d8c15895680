import type { ApiConfig, CallOptions } from '../config'
import { segment } from '../path'
import { request } from '../request'
import { type MenuSection, menuSectionSchema } from '../schemas/cart-lookups'

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
