import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addressLookupStatus } from '../src/index'

// spec: ordering-payment §4 Delivery location flow (reverse-geocoded place), §7 maps service
describe('addressLookupStatus', () => {
  it('a chosen place or saved address is ready at once, whatever the geocoder is doing', () => {
    expect(addressLookupStatus({ chosen: true, status: 'pending', found: false })).toBe('ready')
    expect(addressLookupStatus({ chosen: true, status: 'error', found: false })).toBe('ready')
  })

  it('while the reverse geocoding runs the address is loading', () => {
    expect(addressLookupStatus({ chosen: false, status: 'pending', found: false })).toBe('loading')
  })

  it('a failed reverse geocoding is an error (the card offers a retry)', () => {
    expect(addressLookupStatus({ chosen: false, status: 'error', found: false })).toBe('error')
  })

  it('an answer with a preferred place is ready; an answer with none is empty', () => {
    expect(addressLookupStatus({ chosen: false, status: 'success', found: true })).toBe('ready')
    expect(addressLookupStatus({ chosen: false, status: 'success', found: false })).toBe('empty')
  })

  describe('properties', () => {
    it('chosen always wins; without it the lookup state alone decides', () => {
      fc.assert(
        fc.property(
          fc.boolean(),
          fc.constantFrom('pending' as const, 'error' as const, 'success' as const),
          fc.boolean(),
          (chosen, status, found) => {
            const table = {
              pending: 'loading',
              error: 'error',
              success: found ? 'ready' : 'empty',
            } as const
            expect(addressLookupStatus({ chosen, status, found })).toBe(
              chosen ? 'ready' : table[status],
            )
          },
        ),
        { numRuns: 1000 },
      )
    })
  })
})
