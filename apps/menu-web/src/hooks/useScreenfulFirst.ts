import { afterNextPaint } from '@carte/ui'
import { useEffect, useMemo, useState } from 'react'

/**
 * The rows of a list to render now, for a list that changes with every key (the search results):
 * when rows below the first `screenful` are new, the update renders only the first `screenful`
 * and the rest follow once that frame is drawn. A key's frame then lays out and paints only the
 * rows a diner can see, and the rows below the fold arrive one frame later.
 *
 * Everything renders at once when nothing below the first `screenful` is new (a key that leaves
 * the rows as they were, fewer results) and when a shown list only grows at its end ('Show more':
 * the diner asked for those rows, and the focus moves to the first of them).
 *
 * spec: menu-browsing §2 Search page (results with each key); issue 5 (≤ 16 ms per keystroke).
 * @param rows - the rows the list shows (an array kept the same while its rows are the same).
 * @param screenful - how many rows are rendered with the update when new ones come below them.
 * @returns `rows`, or its first `screenful` until the next frame has been drawn.
 */
export function useScreenfulFirst<Row>(rows: readonly Row[], screenful: number): readonly Row[] {
  const [drawn, setDrawn] = useState(rows)
  const grows =
    drawn.length > 0 &&
    drawn.length <= rows.length &&
    drawn.every((row, index) => rows[index] === row)
  const belowUnchanged = rows.every((row, index) => index < screenful || drawn[index] === row)
  const whole = grows || belowUnchanged
  // The rest once the frame that shows the first rows is drawn.
  useEffect(() => (whole ? undefined : afterNextPaint(() => setDrawn(rows))), [whole, rows])
  return useMemo(() => (whole ? rows : rows.slice(0, screenful)), [whole, rows, screenful])
}
