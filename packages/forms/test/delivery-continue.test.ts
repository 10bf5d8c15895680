import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  canContinueDeliveryAddress,
  reusedAddressUuid,
  type SavedAddress,
  validateDeliveryAddress,
} from '../src/index'

// spec: ordering-payment §5 Delivery address (map flow) "required to enable Continue"; §4
// Delivery location flow "Confirmed once the zone lookup succeeds and the address is saved"
describe('canContinueDeliveryAddress', () => {
  it('given a confirmed position and flat, building and area/street filled, Continue is enabled', () => {
    const addressValid = validateDeliveryAddress({
      flatNumber: '1204',
      building: 'Cayan Tower',
      areaStreet: 'Al Sufouh Road',
    }).success
    expect(canContinueDeliveryAddress({ zoneConfirmed: true, addressValid })).toBe(true)
  })

  it('a missing building keeps Continue disabled', () => {
    const addressValid = validateDeliveryAddress({
      flatNumber: '1204',
      building: '  ',
      areaStreet: 'Al Sufouh Road',
    }).success
    expect(canContinueDeliveryAddress({ zoneConfirmed: true, addressValid })).toBe(false)
  })

  it('a position whose zone lookup has not answered keeps Continue disabled, even with the address filled', () => {
    expect(canContinueDeliveryAddress({ zoneConfirmed: false, addressValid: true })).toBe(false)
    expect(canContinueDeliveryAddress({ zoneConfirmed: false, addressValid: false })).toBe(false)
  })
})

const address = (uuid: string, lat: number, lng: number): SavedAddress => ({
  uuid,
  deliveryLocation: { lat, lng },
  formattedAddress: `${uuid}, Dubai`,
  flatNumber: '1',
  building: 'Tower',
  areaStreet: 'Marina Walk',
  landmark: '',
})

// spec: ordering-payment §4 Delivery location flow (history: newest first, at most 5); §3 Saved address
describe('reusedAddressUuid', () => {
  const saved = [address('home', 25.085, 55.145), address('office', 25.1, 55.16)]

  it('the saved address the diner chose is saved again under its uuid', () => {
    expect(reusedAddressUuid({ chosenUuid: 'office', saved, at: { lat: 25.1, lng: 55.16 } })).toBe(
      'office',
    )
  })

  it('the same pin saved before is that address again (moved to the top, not repeated)', () => {
    expect(reusedAddressUuid({ chosenUuid: null, saved, at: { lat: 25.085, lng: 55.145 } })).toBe(
      'home',
    )
  })

  it('a pin a little away from every saved one is a new address (null)', () => {
    expect(
      reusedAddressUuid({ chosenUuid: null, saved, at: { lat: 25.0851, lng: 55.145 } }),
    ).toBeNull()
    expect(
      reusedAddressUuid({ chosenUuid: null, saved: [], at: { lat: 25.1, lng: 55.16 } }),
    ).toBeNull()
  })

  describe('properties', () => {
    it('a chosen uuid always wins; otherwise the first saved entry at exactly that pin, else null', () => {
      const point = fc.record({
        lat: fc.double({ min: -90, max: 90, noNaN: true }),
        lng: fc.double({ min: -180, max: 180, noNaN: true }),
      })
      fc.assert(
        fc.property(
          fc.array(fc.tuple(fc.uuid(), point), { maxLength: 5 }),
          fc.option(fc.uuid(), { nil: null }),
          fc.nat(6),
          point,
          (entries, chosenUuid, pick, other) => {
            const list = entries.map(([uuid, at]) => address(uuid, at.lat, at.lng))
            const picked = entries[pick]
            const at = picked ? picked[1] : other
            let expected: string | null = chosenUuid
            if (expected === null) {
              for (const [uuid, where] of entries) {
                if (where.lat === at.lat && where.lng === at.lng) {
                  expected = uuid
                  break
                }
              }
            }
            expect(reusedAddressUuid({ chosenUuid, saved: list, at })).toBe(expected)
          },
        ),
        { numRuns: 1000 },
      )
    })
  })
})
