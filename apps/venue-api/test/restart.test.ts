import { describe, expect, it } from 'vitest'
import { demoOrder, machboos } from './fixtures'
import { call, startApi } from './helpers'

describe('persistence (issue: orders, lines, payments, splits, wallet redemptions, submissions survive a restart)', () => {
  it('reads back orders, lines, statuses, payments, splits, redemptions and submissions after a restart', async () => {
    let api = await startApi()
    const dataDir = api.dataDir
    const created = await call(api.url, '/en/api/order/', { body: demoOrder() })
    const uuid = created.body.uuid as string
    await call(api.url, `/console/api/orders/${uuid}/status`, { body: { status: 'preparing' } })
    // A partner order (4 × 2.750 = 11.000, lunch club 10 % = 1.100 → 9.900) with a wallet payment and splits.
    const partner = await call(api.url, '/en/api/order/', {
      body: {
        menu: 2,
        customer_name: 'Table# 15',
        order_type: 'dine_in',
        origin_type: 'table',
        origin_label: '15',
        payment_type: 'cash',
        sub_total: '11.000',
        taxes: '0',
        total: '9.900',
        line_items: [machboos(4)],
      },
    })
    expect(partner.status).toBe(201)
    const p = partner.body.uuid as string
    const redeem = await call(api.url, `/iiko/af/blue/${p}/`, {
      body: { wallet_id: 'BW-7731', amount: '1.900', otp: '123456' },
    })
    expect(redeem.status).toBe(200)
    const split = await call(api.url, '/iiko/af/split-payments/create/', {
      body: { order_id: p, split_amounts: [4, 4] },
    })
    expect(split.status).toBe(200)
    const sub = await call(api.url, '/en/api/submission/', {
      body: {
        feedback_id: 2,
        submission: { request: 'bill' },
        origin_location: { type: 'Point', coordinates: [55.1403, 25.0805] },
      },
    })
    expect(sub.status).toBe(201)
    await api.close()

    api = await startApi({ dataDir })
    const order = await call(api.url, `/en/api/order/${uuid}/`)
    expect(order.body.status).toBe('preparing')
    expect(order.body.line_items).toHaveLength(2)
    expect(order.body.total).toBe('120.650')
    const again = await call(api.url, `/en/api/order/${p}/`)
    expect(again.body.payments).toEqual([{ payment_type: 'blue_wallet', amount: '1.900' }])
    expect(again.body.balance_due).toBe('8.000')
    expect(again.body.split_payments.map((s: { amount: string }) => s.amount)).toEqual([
      '4.000',
      '4.000',
    ])
    const wallet = await call(api.url, `/iiko/af/blue/${p}/`)
    // 12.500 − 1.900
    expect(wallet.body.balance).toBe('10.600')
    const subs = await call(api.url, '/console/api/submissions?license=demo')
    expect(subs.body.results[0].submission).toEqual({ request: 'bill' })
    await api.dispose()
  })
})
