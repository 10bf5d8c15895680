import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { type ApiConfig, buildOrderLineItem } from '../src/index'
import { loyaltyPromotionsQueryOptions, queryKeys } from '../src/query'
import { fakeFetch, jsonBody, only } from './fake-fetch'

const BASE = 'http://api.test'
const line = buildOrderLineItem(
  { uuid: 'u1', id: 2003, name: 'Machboos', price: '3.500', unit_price: '3.500', qty: 2 },
  'KWD',
)
const body = { emenu_id: 2, cart_items: [line], employee_id: null, order_type: 'dine_in' } as const

// spec: ordering-payment §7 POST /iiko/loyalty/promotions/; §4 "Adding, removing or changing
// quantity recomputes ... the loyalty promotions".
describe('loyaltyPromotionsQueryOptions', () => {
  it('posts the cart to /iiko/loyalty/promotions/ and answers the list of discounts', async () => {
    const answer = [{ name: 'Lunch club', discounts: [{ discountSum: '0.700' }] }]
    const { fetch, calls } = fakeFetch(200, answer)
    const config: ApiConfig = { baseUrl: BASE, fetch }
    const data = await new QueryClient().fetchQuery(loyaltyPromotionsQueryOptions(config, body))
    const call = only(calls)
    expect(call.url).toBe(`${BASE}/iiko/loyalty/promotions/`)
    expect(call.init.method).toBe('POST')
    expect(jsonBody(call)).toMatchObject({ emenu_id: 2, order_type: 'dine_in', employee_id: null })
    expect(data).toEqual([{ name: 'Lunch club', discounts: [{ discountSum: '0.700' }] }])
  })

  it('a changed quantity or order type is another key (asked again), the same cart the same key', () => {
    const key = loyaltyPromotionsQueryOptions({ baseUrl: BASE }, body).queryKey
    const same = queryKeys.loyaltyPromotions({ ...body, cart_items: [{ ...line }] })
    const more = queryKeys.loyaltyPromotions({ ...body, cart_items: [{ ...line, quantity: 3 }] })
    const takeaway = queryKeys.loyaltyPromotions({ ...body, order_type: 'takeaway' })
    const hash = (value: readonly unknown[]) => JSON.stringify(value)
    expect(hash(same)).toBe(hash(key))
    expect(hash(more)).not.toBe(hash(key))
    expect(hash(takeaway)).not.toBe(hash(key))
  })
})
