import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  deliveryAddressText,
  MAX_SAVED_ADDRESSES,
  readSavedAddresses,
  rememberAddress,
  type SavedAddress,
  validateDeliveryAddress,
} from '../src/index'

// spec: ordering-payment §5 Delivery address (map flow).
describe('validateDeliveryAddress', () => {
  it('requires flat/house number, building/premise and area/street', () => {
    const result = validateDeliveryAddress({ flatNumber: ' ', landmark: 'Near the park' })
    expect(result.success).toBe(false)
    expect(result.issues.map((issue) => [issue.field, issue.message])).toEqual([
      ['flatNumber', 'Flat/House number is a required field'],
      ['building', 'Building/Premise is a required field'],
      ['areaStreet', 'Area/Street is a required field'],
    ])
  })

  it('leaves the landmark optional and trims every part', () => {
    expect(
      validateDeliveryAddress({
        flatNumber: ' 12 ',
        building: 'Marina Tower',
        areaStreet: 'Al Sufouh Rd',
      }),
    ).toEqual({
      success: true,
      output: { flatNumber: '12', building: 'Marina Tower', areaStreet: 'Al Sufouh Rd' },
      issues: [],
    })
    const withLandmark = validateDeliveryAddress({
      flatNumber: '12',
      building: 'B',
      areaStreet: 'S',
      landmark: ' Mall ',
    })
    expect(withLandmark.success && withLandmark.output.landmark).toBe('Mall')
  })
})

// spec: ordering-payment §5 Order payload rules (delivery address text).
describe('deliveryAddressText', () => {
  it('joins flat, building, area/street and landmark with commas, then the formatted address', () => {
    expect(
      deliveryAddressText(
        {
          flatNumber: 'Flat 12',
          building: 'Marina Tower',
          areaStreet: 'Al Sufouh Road',
          landmark: 'Near the mall',
        },
        'Dubai Marina, Dubai',
      ),
    ).toBe('Flat 12, Marina Tower, Al Sufouh Road, Near the mall, Dubai Marina, Dubai')
  })

  it('leaves blank parts out', () => {
    expect(
      deliveryAddressText({ flatNumber: '7', building: ' ', areaStreet: 'Street 4' }, null),
    ).toBe('7, Street 4')
    expect(deliveryAddressText({}, 'Only the map')).toBe('Only the map')
  })
})

// spec: ordering-payment §3 Saved address; §9 (newest first, at most 5).
const address = (uuid: string): SavedAddress => ({
  uuid,
  deliveryLocation: { lat: 25.08, lng: 55.14 },
  formattedAddress: `Place ${uuid}`,
  flatNumber: '1',
  building: 'B',
  areaStreet: 'S',
  landmark: '',
})

describe('rememberAddress', () => {
  it('puts the newest first and keeps five', () => {
    let saved: readonly SavedAddress[] = []
    for (const uuid of ['a', 'b', 'c', 'd', 'e', 'f']) saved = rememberAddress(saved, address(uuid))
    expect(MAX_SAVED_ADDRESSES).toBe(5)
    expect(saved.map((entry) => entry.uuid)).toEqual(['f', 'e', 'd', 'c', 'b'])
  })

  it('moves a re-saved address to the top instead of repeating it', () => {
    const saved = rememberAddress([address('b'), address('a')], address('a'))
    expect(saved.map((entry) => entry.uuid)).toEqual(['a', 'b'])
  })

  it('drops stored entries that are not addresses, and survives storage that is not a list', () => {
    expect(
      rememberAddress([{ uuid: 1 }, address('x')], address('y')).map((entry) => entry.uuid),
    ).toEqual(['y', 'x'])
    expect(rememberAddress('garbage', address('y'))).toHaveLength(1)
  })
})

// spec: ordering-payment §3 Saved address, §9 (newest first, at most 5).
describe('readSavedAddresses', () => {
  it('keeps the stored order and drops what is not an address', () => {
    const stored = [
      address('c'),
      { uuid: 'x', deliveryLocation: { lat: 91, lng: 0 } },
      address('a'),
    ]
    expect(readSavedAddresses(stored).map((entry) => entry.uuid)).toEqual(['c', 'a'])
  })

  it('reads at most five, the first five stored (the newest)', () => {
    const stored = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(address)
    expect(readSavedAddresses(stored).map((entry) => entry.uuid)).toEqual(['a', 'b', 'c', 'd', 'e'])
  })

  it('reads storage that is not a list as no addresses, and fills a missing landmark', () => {
    expect(readSavedAddresses(null)).toEqual([])
    expect(readSavedAddresses({ uuid: 'a' })).toEqual([])
    const { landmark: _dropped, ...withoutLandmark } = address('a')
    expect(readSavedAddresses([withoutLandmark])[0]?.landmark).toBe('')
  })
})

describe('properties', () => {
  const part = fc.oneof(
    fc.constantFrom('', '  ', undefined),
    fc.stringMatching(/^[A-Za-z0-9 ]{1,8}$/),
  )

  it('the address text lists every non-blank part once, in order, with no empty pieces', () => {
    fc.assert(
      fc.property(
        part,
        part,
        part,
        part,
        part,
        (flatNumber, building, areaStreet, landmark, formatted) => {
          const text = deliveryAddressText(
            { flatNumber, building, areaStreet, landmark },
            formatted,
          )
          const expected = [flatNumber, building, areaStreet, landmark, formatted]
            .map((piece) => piece?.trim() ?? '')
            .filter((piece) => piece !== '')
          expect(text === '' ? [] : text.split(', ')).toEqual(expected)
        },
      ),
      { numRuns: 1_000 },
    )
  })

  it('the saved list stays newest first, unique and at most five long', () => {
    const uuid = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g')
    fc.assert(
      fc.property(fc.array(uuid, { maxLength: 20 }), (uuids) => {
        let saved: readonly SavedAddress[] = []
        for (const id of uuids) saved = rememberAddress(saved, address(id))
        const ids = saved.map((entry) => entry.uuid)
        const newestFirst = [...new Set([...uuids].reverse())].slice(0, MAX_SAVED_ADDRESSES)
        expect(ids).toEqual(newestFirst)
      }),
      { numRuns: 1_000 },
    )
  })
})
