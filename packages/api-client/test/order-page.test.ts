import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type ActiveOrderFlags,
  NO_ACTIVE_ORDER_FLAGS,
  nextActiveOrder,
  orderPageSections,
  shouldCheckActiveOrder,
} from '../src/index'

const view = (canceled: boolean, accepted: boolean, showTracker: boolean) => ({
  canceled,
  accepted,
  showTracker,
})

// spec: ordering-payment §2 Order page, §4 Order status values, §4 Feedback after order
describe('orderPageSections', () => {
  it('an accepted order that is the table active order shows the checkout button', () => {
    expect(
      orderPageSections({ view: view(false, true, true), uuid: 'u-1', activeOrderId: 'u-1' }),
    ).toEqual({ isActiveOrder: true, tracker: true, checkoutButton: true, feedback: true })
  })

  it('no checkout button without an active order, for another order, or before it is accepted', () => {
    expect(
      orderPageSections({ view: view(false, true, true), uuid: 'u-1', activeOrderId: null })
        .checkoutButton,
    ).toBe(false)
    expect(
      orderPageSections({ view: view(false, true, true), uuid: 'u-1', activeOrderId: 'u-2' })
        .checkoutButton,
    ).toBe(false)
    expect(
      orderPageSections({ view: view(false, false, true), uuid: 'u-1', activeOrderId: 'u-1' }),
    ).toEqual({ isActiveOrder: true, tracker: true, checkoutButton: false, feedback: true })
  })

  it('§8 a canceled or rejected order offers no feedback and no tracker', () => {
    expect(
      orderPageSections({ view: view(true, false, false), uuid: 'u-1', activeOrderId: null }),
    ).toEqual({ isActiveOrder: false, tracker: false, checkoutButton: false, feedback: false })
  })

  describe('properties', () => {
    it('the checkout button implies an accepted active order of this uuid', () => {
      fc.assert(
        fc.property(
          fc.boolean(),
          fc.boolean(),
          fc.boolean(),
          fc.string(),
          fc.option(fc.string(), { nil: null }),
          (canceled, accepted, tracker, uuid, activeOrderId) => {
            const sections = orderPageSections({
              view: view(canceled, accepted, tracker),
              uuid,
              activeOrderId,
            })
            expect(sections.checkoutButton).toBe(accepted && activeOrderId === uuid)
            expect(sections.feedback).toBe(!canceled)
            expect(sections.tracker).toBe(tracker)
          },
        ),
        { numRuns: 1000 },
      )
    })
  })
})

// spec: menu-browsing §4 Order type (active order check)
describe('shouldCheckActiveOrder', () => {
  it('asks only with the partner integration, dine_in and an order location', () => {
    expect(shouldCheckActiveOrder({ partner: true, orderType: 'dine_in', hasLocation: true })).toBe(
      true,
    )
    expect(
      shouldCheckActiveOrder({ partner: false, orderType: 'dine_in', hasLocation: true }),
    ).toBe(false)
    expect(
      shouldCheckActiveOrder({ partner: true, orderType: 'takeaway', hasLocation: true }),
    ).toBe(false)
    expect(
      shouldCheckActiveOrder({ partner: true, orderType: 'dine_in', hasLocation: false }),
    ).toBe(false)
  })
})

// spec: ordering-payment §3 Cart state afActiveOrder / afOrderAccepted / afCommonOrder, §7
describe('nextActiveOrder', () => {
  const known: ActiveOrderFlags = { orderId: 'u-1', accepted: true, commonOrder: false }

  it('clears a known active order when the lookup no longer applies', () => {
    expect(nextActiveOrder(known, false, { order_id: 'u-1', common_order: false })).toEqual(
      NO_ACTIVE_ORDER_FLAGS,
    )
    const none = { ...NO_ACTIVE_ORDER_FLAGS }
    expect(nextActiveOrder(none, false, undefined)).toBe(none)
  })

  it('keeps what it knows while the answer is on its way', () => {
    expect(nextActiveOrder(known, true, undefined)).toBe(known)
  })

  it('the same answer changes nothing (same object, no write)', () => {
    expect(nextActiveOrder(known, true, { order_id: 'u-1', common_order: false })).toBe(known)
  })

  it('a new open order starts not accepted; a POS order sets the common flag', () => {
    expect(nextActiveOrder(known, true, { order_id: 'u-2', common_order: false })).toEqual({
      orderId: 'u-2',
      accepted: false,
      commonOrder: false,
    })
    expect(nextActiveOrder(known, true, { order_id: 'u-1', common_order: true })).toEqual({
      orderId: 'u-1',
      accepted: true,
      commonOrder: true,
    })
    expect(nextActiveOrder(known, true, { order_id: null, common_order: true })).toEqual({
      orderId: null,
      accepted: false,
      commonOrder: true,
    })
  })

  describe('properties', () => {
    const flags = fc.record({
      orderId: fc.option(fc.constantFrom('u-1', 'u-2', '7'), { nil: null }),
      accepted: fc.boolean(),
      commonOrder: fc.boolean(),
    })
    const answers = fc.option(
      fc.record({
        order_id: fc.option(fc.constantFrom('u-1', 'u-2', '7'), { nil: null }),
        common_order: fc.boolean(),
      }),
      { nil: undefined },
    )

    it('accepted is only ever kept for the same order, and applying twice is stable', () => {
      fc.assert(
        fc.property(flags, fc.boolean(), answers, (current, applies, answer) => {
          const next = nextActiveOrder(current, applies, answer)
          if (next.accepted) {
            expect(next.orderId).toBe(current.orderId)
            expect(current.accepted).toBe(true)
          }
          expect(nextActiveOrder(next, applies, answer)).toBe(next)
        }),
        { numRuns: 1000 },
      )
    })
  })
})
