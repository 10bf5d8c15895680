import { bench, describe } from 'vitest'
import { createHours, type HoursEntry, loadTemporal } from '../src/index'

// Figures for the hot paths of menu-web (evaluated during render) on the polyfill (Node 20).
const hours = createHours(await loadTemporal())
const AT = Date.UTC(2026, 10, 23, 10, 17) // Monday 14:17 in Dubai
const week = (from: string, to: string, disable = false): HoursEntry[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    from_hour: from,
    to_hour: to,
    disable_order: disable,
  }))
const venue = {
  timezone: 'Asia/Dubai',
  opening_hours: [...week('00:00:00', '08:00:00', true), ...week('23:00:00', '00:00:00', true)],
  closing_rules: [{ start: '2026-12-24T18:00:00Z', end: '2026-12-26T00:00:00Z' }],
}
// The `big` demo venue: 2,000 products; say every product has its own two daily slots.
const products = Array.from({ length: 2000 }, (_, i) => ({
  product_hours: [
    ...week('11:00:00', '15:00:00'),
    ...week(`${String(17 + (i % 5)).padStart(2, '0')}:00:00`, '02:00:00'),
  ],
}))
const noHours = Array.from({ length: 2000 }, () => ({ product_hours: [] as HoursEntry[] }))

describe('hours', () => {
  bench('venueStatus (14 slots, 1 closure period)', () => {
    hours.venueStatus(venue, AT)
  })
  bench('nextOpening from inside a disabled night slot', () => {
    hours.nextOpening(venue, Date.UTC(2026, 10, 23, 22))
  })
  bench('isShownAt x 2,000 products with 14 slots each (one render pass)', () => {
    for (const p of products) hours.isShownAt(p.product_hours, 'Asia/Dubai', AT)
  })
  bench('isShownAt x 2,000 products without hours', () => {
    for (const p of noHours) hours.isShownAt(p.product_hours, 'Asia/Dubai', AT)
  })
  bench('validateOrderDateTime', () => {
    hours.validateOrderDateTime('2026-11-23T18:30', 'Asia/Dubai', AT)
  })
})
