/** Builds image sources (not exported from the package). */

import type { ImageSource } from './types'

// Used when the server gives no size, so the layout still reserves a box (no layout shift).
const DEFAULT_WIDTH = 400
const DEFAULT_HEIGHT = 300

/** An image source with its size, or null without a src. */
export function imageSource(
  src: string | null | undefined,
  width: number | null | undefined,
  height: number | null | undefined,
): ImageSource | null {
  if (!src) return null
  return { src, width: width || DEFAULT_WIDTH, height: height || DEFAULT_HEIGHT }
}
