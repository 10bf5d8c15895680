import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  canProceed,
  type GeolocationEvent,
  type GeoStatus,
  geolocationReducer,
  INITIAL_GEOLOCATION_STATE,
  readGeofenceAllowed,
  statusFromPermission,
  statusFromPositionError,
} from '../src/index'

const STATUSES: GeoStatus[] = [
  'IDLE',
  'CHECKING_PERMISSION',
  'REQUESTING',
  'READY',
  'DENIED',
  'UNAVAILABLE',
  'ERROR',
]

// spec: menu-browsing §4 Geolocation status
describe('geolocation status', () => {
  it('permission granted leads to a position request, prompt to IDLE, anything else to DENIED', () => {
    expect(statusFromPermission('granted')).toBe('REQUESTING')
    expect(statusFromPermission('prompt')).toBe('IDLE')
    expect(statusFromPermission('denied')).toBe('DENIED')
    expect(statusFromPermission('weird')).toBe('DENIED')
  })

  it('browser error code 1 gives DENIED, 2 UNAVAILABLE, others ERROR', () => {
    expect(statusFromPositionError(1)).toBe('DENIED')
    expect(statusFromPositionError(2)).toBe('UNAVAILABLE')
    expect(statusFromPositionError(3)).toBe('ERROR')
    expect(statusFromPositionError(0)).toBe('ERROR')
  })

  it('proceeding is permitted only with the feature off, or READY and allowed true', () => {
    for (const status of STATUSES) {
      for (const allowed of [true, false, null]) {
        expect(canProceed(false, status, allowed)).toBe(true)
        expect(canProceed(true, status, allowed)).toBe(status === 'READY' && allowed === true)
      }
    }
  })

  it('story: enable, permission granted, position, server allows -> may proceed', () => {
    const events: GeolocationEvent[] = [
      { type: 'enable' },
      { type: 'permission', state: 'granted' },
      { type: 'position', position: { lat: 25.2, lng: 55.27 } },
    ]
    const ready = events.reduce(geolocationReducer, INITIAL_GEOLOCATION_STATE)
    expect(ready.status).toBe('READY')
    expect(ready.allowed).toBeNull()
    expect(canProceed(true, ready.status, ready.allowed)).toBe(false)
    const answered = geolocationReducer(ready, { type: 'geofenceResult', allowed: true })
    expect(canProceed(true, answered.status, answered.allowed)).toBe(true)
  })

  it('a new position forgets the previous server answer (allowed back to unknown)', () => {
    const outside = [
      { type: 'position', position: { lat: 1, lng: 1 } },
      { type: 'geofenceResult', allowed: false },
    ] as const satisfies GeolocationEvent[]
    const s = outside.reduce(geolocationReducer, INITIAL_GEOLOCATION_STATE)
    expect(s.allowed).toBe(false)
    expect(
      geolocationReducer(s, { type: 'position', position: { lat: 2, lng: 2 } }).allowed,
    ).toBeNull()
  })

  it('a position error keeps the browser message for display', () => {
    const s = geolocationReducer(INITIAL_GEOLOCATION_STATE, {
      type: 'positionError',
      code: 3,
      message: 'Timeout expired',
    })
    expect(s.status).toBe('ERROR')
    expect(s.positionErrorMessage).toBe('Timeout expired')
  })

  it('the geofence answer is read from allowed, is_allowed or allow', () => {
    expect(readGeofenceAllowed({ allowed: true })).toBe(true)
    expect(readGeofenceAllowed({ is_allowed: false })).toBe(false)
    expect(readGeofenceAllowed({ allow: true })).toBe(true)
    expect(readGeofenceAllowed({ allowed: 'yes' })).toBeNull()
    expect(readGeofenceAllowed(null)).toBeNull()
  })
})

describe('properties', () => {
  const event: fc.Arbitrary<GeolocationEvent> = fc.oneof(
    fc.constant({ type: 'enable' } as const),
    fc.constant({ type: 'request' } as const),
    fc
      .constantFrom('granted', 'prompt', 'denied')
      .map((state) => ({ type: 'permission', state }) as const),
    fc
      .record({ lat: fc.double({ noNaN: true }), lng: fc.double({ noNaN: true }) })
      .map((position) => ({ type: 'position', position }) as const),
    fc.integer({ min: 0, max: 4 }).map((code) => ({ type: 'positionError', code }) as const),
    fc.boolean().map((allowed) => ({ type: 'geofenceResult', allowed }) as const),
  )

  it('disabling the feature always resets to IDLE, whatever happened before', () => {
    fc.assert(
      fc.property(fc.array(event), (events) => {
        const s = events.reduce(geolocationReducer, INITIAL_GEOLOCATION_STATE)
        expect(geolocationReducer(s, { type: 'disable' })).toEqual(INITIAL_GEOLOCATION_STATE)
      }),
      { numRuns: 1000 },
    )
  })

  it('proceeding is never permitted with the feature on unless the last server answer after the last position was true', () => {
    fc.assert(
      fc.property(fc.array(event), (events) => {
        const s = events.reduce(geolocationReducer, INITIAL_GEOLOCATION_STATE)
        const lastPosition = events.map((e) => e.type).lastIndexOf('position')
        const answersAfter = events
          .slice(lastPosition + 1)
          .filter((e) => e.type === 'geofenceResult')
        const lastAnswer = answersAfter.at(-1)
        const expectedAllowed = lastAnswer?.type === 'geofenceResult' && lastAnswer.allowed
        if (canProceed(true, s.status, s.allowed)) expect(expectedAllowed).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })
})
