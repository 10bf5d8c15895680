import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { rowsToFill } from '../src/lib/rows-to-fill'

// The search renders with a key the rows that fill the screen, the rest a frame later (menu-browsing
// §2 Search page; issue 5, ≤ 16 ms per keystroke). Tops measured on the big venue's search at
// 412 px wide: the first row is 141 px high, the others 128, 12 px apart.
const BIG_TOPS = [270, 423, 563, 703, 843]

describe('rowsToFill', () => {
  it('counts the rows that start above the bottom of a 823 px screen (the fifth starts below)', () => {
    expect(rowsToFill(BIG_TOPS, 823)).toBe(4)
  })

  it('counts fewer rows on a shorter screen', () => {
    expect(rowsToFill(BIG_TOPS, 640)).toBe(3)
  })

  it('carries on below the measured rows at their spacing on a taller screen', () => {
    // 843 + 140 = 983 starts above 990; 1123 does not.
    expect(rowsToFill(BIG_TOPS, 990)).toBe(6)
    // A row that starts exactly at the bottom edge is not on screen.
    expect(rowsToFill(BIG_TOPS, 983)).toBe(5)
  })

  it('takes at least one row, even when the list starts below the screen', () => {
    expect(rowsToFill(BIG_TOPS, 200)).toBe(1)
  })

  it('has no answer without a measured row', () => {
    expect(rowsToFill([], 823)).toBeNull()
  })

  it('counts exactly the rows, measured or carried on, that start above the bottom', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.array(fc.integer({ min: 40, max: 300 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 3000 }),
        (first, spacings, bottom) => {
          const tops = [first]
          for (const spacing of spacings) tops.push((tops.at(-1) ?? first) + spacing)
          const lastSpacing = spacings.at(-1) ?? 0
          const topOf = (row: number) =>
            row < tops.length
              ? (tops[row] ?? 0)
              : (tops.at(-1) ?? 0) + (row - tops.length + 1) * lastSpacing
          const rows = rowsToFill(tops, bottom) ?? 0
          expect(rows).toBeGreaterThanOrEqual(1)
          // Every counted row but a forced first one starts above the bottom; the next does not.
          if (rows > 1) expect(topOf(rows - 1)).toBeLessThan(bottom)
          expect(topOf(rows)).toBeGreaterThanOrEqual(bottom)
        },
      ),
    )
  })
})
