import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type CheckoutPayloadFieldsInput, checkoutPayloadFields } from '../src/index'

const pin = { lat: 25.2048, lng: 55.2708 }
const here = { lat: 25.1972, lng: 55.2744 }
const base: CheckoutPayloadFieldsInput = {
  orderType: 'delivery',
  mapsEnabled: true,
  commentsEnabled: true,
  mapAddress: 'Flat 4, Tower A, Sheikh Zayed Rd',
  typedAddress: 'typed street 1',
  deliveryLocation: pin,
  comments: 'No onions',
  geofenceApplies: false,
  position: null,
}

// spec: ordering-payment §3 Checkout form, §4 Geofence, §5 Delivery address
describe('checkoutPayloadFields', () => {
  it('delivery with maps sends the map address and the pin', () => {
    expect(checkoutPayloadFields(base)).toEqual({
      address: 'Flat 4, Tower A, Sheikh Zayed Rd',
      deliveryLocation: pin,
      orderComments: 'No onions',
      originLocation: null,
    })
  })

  it('delivery without maps sends the typed address ("" when none was typed)', () => {
    expect(checkoutPayloadFields({ ...base, mapsEnabled: false }).address).toBe('typed street 1')
    expect(
      checkoutPayloadFields({ ...base, mapsEnabled: false, typedAddress: undefined }).address,
    ).toBe('')
  })

  it('other order types send no address and no delivery position', () => {
    expect(checkoutPayloadFields({ ...base, orderType: 'takeaway' })).toMatchObject({
      address: null,
      deliveryLocation: null,
    })
  })

  it('comments only when enabled; origin_location only when the geofence applies and a position is known', () => {
    expect(checkoutPayloadFields({ ...base, commentsEnabled: false }).orderComments).toBe('')
    const dineIn = { ...base, orderType: 'dine_in', geofenceApplies: true }
    expect(checkoutPayloadFields({ ...dineIn, position: here }).originLocation).toEqual(here)
    expect(checkoutPayloadFields({ ...dineIn, position: null }).originLocation).toBeNull()
    expect(
      checkoutPayloadFields({ ...dineIn, geofenceApplies: false, position: here }).originLocation,
    ).toBeNull()
  })

  describe('properties', () => {
    it('address and delivery position are present exactly for delivery orders', () => {
      fc.assert(
        fc.property(
          fc.constantFrom('delivery', 'dine_in', 'takeaway', 'drive_thru'),
          fc.boolean(),
          fc.boolean(),
          fc.string(),
          fc.option(fc.string(), { nil: undefined }),
          fc.string(),
          fc.boolean(),
          fc.option(fc.constant(here), { nil: null }),
          (
            orderType,
            mapsEnabled,
            commentsEnabled,
            mapAddress,
            typed,
            comments,
            applies,
            position,
          ) => {
            const fields = checkoutPayloadFields({
              ...base,
              orderType,
              mapsEnabled,
              commentsEnabled,
              mapAddress,
              typedAddress: typed,
              comments,
              geofenceApplies: applies,
              position,
            })
            expect(fields.address !== null).toBe(orderType === 'delivery')
            expect(fields.deliveryLocation !== null).toBe(orderType === 'delivery')
            if (orderType === 'delivery') {
              expect(fields.address).toBe(mapsEnabled ? mapAddress : (typed ?? ''))
            }
            expect(fields.orderComments).toBe(commentsEnabled ? comments : '')
            expect(fields.originLocation).toEqual(applies && position ? position : null)
          },
        ),
        { numRuns: 1000 },
      )
    })
  })
})
