import { employeeSchema, loyaltyPromotionsResponseSchema, walletSchema } from '@carte/api-client'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { machboos } from './fixtures'
import { call, startApi, type TestApi } from './helpers'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(async () => {
  await api.dispose()
})

/** Partner dine-in order on a table: n × 2.750, lunch club 10 % off mains. */
async function tableOrder(
  table: number,
  qty: number,
  total: string,
  extra: Record<string, unknown> = {},
) {
  const sub = { 2: '5.500', 4: '11.000' }[qty] ?? ''
  return call(api.url, '/en/api/order/', {
    body: {
      menu: 2,
      customer_name: `Table# ${table}`,
      order_type: 'dine_in',
      origin_type: 'Table',
      origin_label: String(table),
      payment_type: 'cash',
      sub_total: sub,
      total,
      line_items: [machboos(qty)],
      ...extra,
    },
  })
}

describe('partner integration (spec: ordering-payment §7 /iiko/...)', () => {
  it('verifies employee ids (EMP1001) and refuses unknown ones', async () => {
    const ok = await call(api.url, '/iiko/af/verify-employee-id/EMP1001/')
    expect(v.parse(employeeSchema, ok.body)).toMatchObject({
      employee_id: 'EMP1001',
      employee_phone: '+96550001001',
    })
    expect((await call(api.url, '/iiko/af/verify-employee-id/NOPE/')).status).toBe(404)
  })

  it('loyalty promotions: lunch club 10 % of mains; staff 20 % more with an employee id', async () => {
    const body = {
      emenu_id: 2,
      cart_items: [machboos(2)],
      employee_id: null,
      order_type: 'dine_in',
    }
    const plain = v.parse(
      loyaltyPromotionsResponseSchema,
      (await call(api.url, '/iiko/loyalty/promotions/', { body })).body,
    )
    expect(plain).toEqual([
      { name: 'Lunch club: 10% off mains', discounts: [{ discountSum: '0.550' }] },
    ])
    const staff = await call(api.url, '/iiko/loyalty/promotions/', {
      body: { ...body, employee_id: 'EMP1001' },
    })
    expect(
      staff.body.map((d: { discounts: { discountSum: string }[] }) => d.discounts[0]?.discountSum),
    ).toEqual(['0.550', '1.100'])
    const bad = await call(api.url, '/iiko/loyalty/promotions/', {
      body: { ...body, employee_id: 'X' },
    })
    expect(bad.body.field).toBe('employee_id')
  })

  it('an employee order carries the staff discount in its totals (5.500 − 0.550 − 1.100 = 3.850)', async () => {
    const res = await tableOrder(12, 2, '3.850', {
      additional_data: {
        employee_id: 'EMP1001',
        iiko_loyalty_discounts: [],
      },
    })
    expect(res.status).toBe(201)
    expect(res.body.additional_data.iiko_loyalty_discounts).toHaveLength(2)
  })

  it('active order per table, tips, full payment through the simulator', async () => {
    const created = await tableOrder(16, 2, '4.950')
    expect(created.status).toBe(201)
    const uuid = created.body.uuid
    const active = await call(api.url, '/iiko/active-order/16/2/')
    expect(active.body).toMatchObject({ order_id: uuid, common_order: false })
    const tipped = await call(api.url, '/iiko/tips/loyalty/promotions/', {
      body: { order_uuid: uuid, tips_amount: '0.500' },
    })
    expect(tipped.body.additional_data.tips_amount).toBe('0.500')
    // 4.950 + 0.500 tip
    expect(tipped.body.balance_due).toBe('5.450')
    const pay = await call(api.url, '/iiko/af/payments/', {
      body: { order_id: uuid, payment_options: 'full', selected_language: 'ar' },
    })
    expect(pay.body.payment_url).toContain('/pay/ngenius/')
    const back = await fetch(`${pay.body.payment_url}/pay`, { method: 'POST', redirect: 'manual' })
    expect(back.headers.get('location')).toMatch(/\/ar\/payment\/ngenius\?ref=ps_/)
    const after = await call(api.url, `/en/api/order/${uuid}/`)
    expect(after.body.balance_due).toBe('0.000')
    const noTip = await call(api.url, '/iiko/tips/loyalty/promotions/', {
      body: { order_uuid: uuid, tips_amount: '0' },
    })
    expect(noTip.status).toBe(409)
  })

  it('wallet: balance, wrong OTP is 400 incorrect_otp, redemption bounded by the balance due', async () => {
    const created = await tableOrder(17, 2, '4.950')
    const uuid = created.body.uuid
    const wallet = v.parse(walletSchema, (await call(api.url, `/iiko/af/blue/${uuid}/`)).body)
    expect(wallet.wallet_id).toBe('BW-7731')
    const wrong = await call(api.url, `/iiko/af/blue/${uuid}/`, {
      body: { wallet_id: 'BW-7731', amount: '1.000', otp: '000000' },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.code).toBe('incorrect_otp')
    const tooMuch = await call(api.url, `/iiko/af/blue/${uuid}/`, {
      body: { wallet_id: 'BW-7731', amount: '5.000', otp: '123456' },
    })
    expect(tooMuch.body.field).toBe('amount')
    const ok = await call(api.url, `/iiko/af/blue/${uuid}/`, {
      body: { wallet_id: 'BW-7731', amount: '1.950', otp: '123456' },
    })
    expect(ok.body.balance_due).toBe('3.000')
  })

  it('after a payment a tip may still be added and raised, but not lowered or removed (ordering-payment §4 Tips; README readings)', async () => {
    const created = await tableOrder(19, 2, '4.950')
    const uuid = created.body.uuid
    const paid = await call(api.url, `/iiko/af/blue/${uuid}/`, {
      body: { wallet_id: 'BW-7731', amount: '2.000', otp: '123456' },
    })
    expect(paid.body.balance_due).toBe('2.950')
    const tip = (tips_amount: string) =>
      call(api.url, '/iiko/tips/loyalty/promotions/', { body: { order_uuid: uuid, tips_amount } })
    // 4.950 + 0.495 − 2.000 paid = 3.445
    const added = await tip('0.495')
    expect(added.status).toBe(200)
    expect(added.body.balance_due).toBe('3.445')
    // 4.950 + 0.743 − 2.000 = 3.693
    const raised = await tip('0.743')
    expect(raised.body.additional_data.tips_amount).toBe('0.743')
    expect(raised.body.balance_due).toBe('3.693')
    // Lowering is a partial removal: on an order paid in full the venue would owe change.
    const lowered = await tip('0.200')
    expect(lowered.status).toBe(409)
    expect(lowered.body.code).toBe('order_has_payments')
    // "It can be removed by resetting to 0.000, only when there are no payments".
    const removed = await tip('0.000')
    expect(removed.status).toBe(409)
    const kept = await call(api.url, `/en/api/order/${uuid}/`)
    expect(kept.body.additional_data.tips_amount).toBe('0.743')
  })

  it('split bill: shares must sum to the balance due; paying one share marks it paid', async () => {
    const created = await tableOrder(18, 4, '9.900')
    const uuid = created.body.uuid
    const bad = await call(api.url, '/iiko/af/split-payments/create/', {
      body: { order_id: uuid, split_amounts: [5, 5] },
    })
    expect(bad.body).toMatchObject({ field: 'split_amounts', message: 'Invalid Split Total' })
    const tooMany = await call(api.url, '/iiko/af/split-payments/create/', {
      body: { order_id: uuid, split_amounts: [1, 1, 1, 1, 1, 1, 3.9] },
    })
    expect(tooMany.status).toBe(400)
    const ok = await call(api.url, '/iiko/af/split-payments/create/', {
      body: { order_id: uuid, split_amounts: [4.95, 2.5, 2.45] },
    })
    expect(ok.body.split_payments.map((s: { status: string }) => s.status)).toEqual([
      'AVAILABLE',
      'AVAILABLE',
      'AVAILABLE',
    ])
    const share = ok.body.split_payments[1].uuid
    const start = await call(api.url, '/iiko/af/split-payments/', {
      body: { order_id: uuid, split_payment_uuid: share, selected_language: 'en' },
    })
    const pending = await call(api.url, `/en/api/order/${uuid}/`)
    expect(pending.body.split_payments[1].status).toBe('PENDING')
    await fetch(`${start.body.payment_url}/pay`, { method: 'POST', redirect: 'manual' })
    const after = await call(api.url, `/en/api/order/${uuid}/`)
    expect(after.body.split_payments[1].status).toBe('PAID')
    expect(after.body.balance_due).toBe('7.400')
    const again = await call(api.url, '/iiko/af/split-payments/', {
      body: { order_id: uuid, split_payment_uuid: share, selected_language: 'en' },
    })
    expect(again.status).toBe(409)
  })
})

describe('dine-in payment features need the partner integration (spec §6)', () => {
  it('a demo order cannot be split, paid in full through iiko or paid by wallet', async () => {
    const { demoOrder } = await import('./fixtures')
    const created = await call(api.url, '/en/api/order/', { body: demoOrder() })
    const uuid = created.body.uuid
    const split = await call(api.url, '/iiko/af/split-payments/create/', {
      body: { order_id: uuid, split_amounts: ['60.325', '60.325'] },
    })
    expect(split.body.code).toBe('partner_only')
    const full = await call(api.url, '/iiko/af/payments/', {
      body: { order_id: uuid, payment_options: 'full', selected_language: 'en' },
    })
    expect(full.body.code).toBe('partner_only')
  })

  it('a fulfilled partner order takes no more payments', async () => {
    const created = await tableOrder(20, 2, '4.950')
    await call(api.url, `/console/api/orders/${created.body.uuid}/status`, {
      body: { status: 'fulfilled' },
    })
    const full = await call(api.url, '/iiko/af/payments/', {
      body: { order_id: created.body.uuid, payment_options: 'full', selected_language: 'en' },
    })
    expect(full.status).toBe(409)
  })
})
