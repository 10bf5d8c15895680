import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { feedbackFormOf, menuFormSchema, orderSchema, orderStatusView } from '../src/index'

const line = (quantity: number, status: string | null = null) => ({
  product: 1,
  product_name: 'Hummus',
  product_price: '12.50',
  quantity,
  status,
})

const order = (status: string, extra: Record<string, unknown> = {}) =>
  v.parse(orderSchema, {
    uuid: 'u-1',
    created: '2026-11-23T10:05:00Z',
    status,
    total: '10.00',
    line_items: [line(2), line(3, 'Deleted'), line(1)],
    ...extra,
  })

// spec: ordering-payment §4 Order status values; §2 Order page
describe('orderStatusView', () => {
  it('pending: tracker shown, not accepted, nothing reset', () => {
    expect(orderStatusView(order('pending'))).toEqual({
      canceled: false,
      accepted: false,
      closed: false,
      showTracker: true,
      itemCount: 3,
      freeDelivery: false,
    })
  })

  it('accepted and preparing set the accepted flag (§4 "Accepted or preparing sets the accepted flag")', () => {
    expect(orderStatusView(order('accepted')).accepted).toBe(true)
    expect(orderStatusView(order('preparing')).accepted).toBe(true)
    expect(orderStatusView(order('Accepted')).accepted).toBe(true)
    expect(orderStatusView(order('fulfilled')).accepted).toBe(false)
  })

  it('rejected and canceled show the canceled notice and reset; fulfilled resets without the notice', () => {
    for (const status of ['rejected', 'canceled']) {
      const view = orderStatusView(order(status))
      expect(view.canceled).toBe(true)
      expect(view.closed).toBe(true)
      expect(view.showTracker).toBe(false)
    }
    const fulfilled = orderStatusView(order('fulfilled'))
    expect(fulfilled.canceled).toBe(false)
    expect(fulfilled.closed).toBe(true)
    expect(fulfilled.showTracker).toBe(false)
  })

  it('split payments hide the tracker (§4 "has no split payments")', () => {
    const split = order('accepted', {
      split_payments: [{ uuid: 's1', status: 'AVAILABLE', guest_name: 'A', amount: '5.00' }],
    })
    expect(orderStatusView(split).showTracker).toBe(false)
  })

  it('deleted lines do not count in the subtotal label', () => {
    expect(orderStatusView(order('pending', { line_items: [line(4, 'Deleted')] })).itemCount).toBe(
      0,
    )
  })

  it('a free_delivery discount strikes the delivery fee', () => {
    const free = order('pending', {
      discounts: [
        { name: 'A', amount_value: '1.00', free_delivery: false },
        { name: 'B', amount_value: '0', free_delivery: true },
      ],
    })
    expect(orderStatusView(free).freeDelivery).toBe(true)
  })
})

const form = (id: number, enable: boolean, enable_geofence: boolean) =>
  v.parse(menuFormSchema, { id, name: `F${id}`, enable, enable_geofence, form_data: [] })

// spec: ordering-payment §4 Feedback after order
describe('feedbackFormOf', () => {
  it('picks the first enabled form without a geofence', () => {
    expect(
      feedbackFormOf([form(1, false, false), form(2, true, true), form(3, true, false)])?.id,
    ).toBe(3)
  })
  it('is null when the venue has none', () => {
    expect(feedbackFormOf([])).toBeNull()
    expect(feedbackFormOf([form(1, false, false)])).toBeNull()
  })
})
