/**
 * How many rows of a list it takes to fill the screen: the rows that start above its bottom edge.
 * `tops` are the tops of the list's first rows as laid out, in order and in the coordinates of
 * `bottom`; below the last measured row, rows carry on at the spacing of the last two. The search
 * renders that many rows with the key that found them and the rest a frame later: a row below the
 * screen's edge only held the key's frame (issue 5: ≤ 16 ms per keystroke).
 * spec: menu-browsing §2 Search page; issue 5
 * @param tops - the tops of the first rows, in px, top to bottom (at least one).
 * @param bottom - the bottom edge of the screen, in px, in the same coordinates.
 * @returns the rows that start above `bottom`, at least one; null without a measured row.
 */
export function rowsToFill(tops: readonly number[], bottom: number): number | null {
  if (tops.length === 0) return null
  const above = tops.filter((top) => top < bottom).length
  if (above < tops.length) return Math.max(1, above)
  const last = tops[tops.length - 1] ?? 0
  const spacing = tops.length > 1 ? last - (tops[tops.length - 2] ?? 0) : 0
  // A screen taller than the measured rows: one row per spacing below the last (none without
  // a spacing to go by).
  return spacing > 0 ? tops.length + Math.ceil((bottom - last) / spacing) - 1 : tops.length
}
