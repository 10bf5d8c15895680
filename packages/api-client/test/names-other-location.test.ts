import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultCustomerName, namesOtherLocation } from '../src/index'

// spec: ordering-payment §4 Order status values: "A fetched order whose customer-name digits
// differ from the stored order location clears the cart and location".
describe('namesOtherLocation', () => {
  it("the default name of another table clears: 'Table# 12' fetched at table 7", () => {
    expect(namesOtherLocation('Table# 12', '7')).toBe(true)
    expect(namesOtherLocation('Room# 204', '205')).toBe(true)
  })

  it("the default name of the stored table keeps the cart: 'Table# 12' at table 12", () => {
    expect(namesOtherLocation('Table# 12', '12')).toBe(false)
    expect(namesOtherLocation('Room# 204', '204')).toBe(false)
  })

  it("a location code with letters compares by its digits: 'Table# T-12' at 'T-12' keeps", () => {
    expect(namesOtherLocation('Table# T-12', 'T-12')).toBe(false)
    expect(namesOtherLocation('Table# T-12', 'T-13')).toBe(true)
  })

  it('a diner-entered name without digits never clears, whatever the location', () => {
    expect(namesOtherLocation('Layla', '12')).toBe(false)
    expect(namesOtherLocation('ليلى', '5')).toBe(false)
    expect(namesOtherLocation('', '5')).toBe(false)
  })

  it('a diner-entered name with digits is read by its digits like any other name', () => {
    // 'E2E Guest' carries the digit 2: at table 5 it names another place, at table 2 it does not.
    expect(namesOtherLocation('E2E Guest', '5')).toBe(true)
    expect(namesOtherLocation('E2E Guest', '2')).toBe(false)
  })

  it('digits are compared as text: leading zeros count', () => {
    expect(namesOtherLocation('Table# 012', '12')).toBe(true)
    expect(namesOtherLocation('Table# 012', '012')).toBe(false)
  })

  it('without a stored location nothing is compared', () => {
    expect(namesOtherLocation('Table# 12', null)).toBe(false)
  })

  describe('properties', () => {
    const label = fc.stringMatching(/^[A-Za-z0-9-]{1,6}$/)
    const type = fc.constantFrom('Table', 'Room')

    it("the default name of an order placed at a location never clears that location's cart", () => {
      fc.assert(
        fc.property(type, label, (kind, location) => {
          const name = defaultCustomerName('', { type: kind, label: location })
          expect(namesOtherLocation(name, location)).toBe(false)
        }),
        { numRuns: 1000 },
      )
    })

    it('a name without digits never clears', () => {
      fc.assert(
        fc.property(
          fc.string().map((text) => text.replace(/[0-9]/g, '')),
          fc.option(fc.string(), { nil: null }),
          (name, location) => {
            expect(namesOtherLocation(name, location)).toBe(false)
          },
        ),
        { numRuns: 1000 },
      )
    })

    it('tables with different numbers clear each other', () => {
      fc.assert(
        fc.property(fc.nat(), fc.nat(), (ordered, stored) => {
          fc.pre(ordered !== stored)
          expect(namesOtherLocation(`Table# ${ordered}`, String(stored))).toBe(true)
        }),
        { numRuns: 1000 },
      )
    })
  })
})
