import { crc32, deflateSync } from 'node:zlib'
import { PNG } from 'pngjs'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/**
 * A square PNG icon: a coloured disc with a white plate, used for the manifest and apple-touch icons.
 * @param size - Width and height in pixels.
 * @param rgb - Disc colour.
 * @param background - Background colour (opaque, apple-touch icons must not be transparent).
 * @returns PNG bytes.
 */
export function iconPng(
  size: number,
  rgb: readonly [number, number, number],
  background: readonly [number, number, number] = [255, 255, 255],
): Buffer {
  const png = new PNG({ width: size, height: size })
  const c = size / 2
  const outer = size * 0.44
  const inner = size * 0.26
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const d = Math.hypot(x + 0.5 - c, y + 0.5 - c)
      const colour = d <= inner ? background : d <= outer ? rgb : background
      const i = (y * size + x) * 4
      png.data[i] = colour[0]
      png.data[i + 1] = colour[1]
      png.data[i + 2] = colour[2]
      png.data[i + 3] = 255
    }
  }
  return PNG.sync.write(png)
}

/**
 * A plain rectangle PNG with an optional grid, for launch images and map tiles.
 * @param width - Pixels.
 * @param height - Pixels.
 * @param rgb - Fill colour.
 * @param grid - Grid line spacing in pixels (0 = none).
 * @returns PNG bytes.
 */
export function plainPng(
  width: number,
  height: number,
  rgb: readonly [number, number, number],
  grid = 0,
): Buffer {
  const png = new PNG({ width, height })
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const line = grid > 0 && (x % grid === 0 || y % grid === 0)
      const i = (y * width + x) * 4
      png.data[i] = line ? rgb[0] - 20 : rgb[0]
      png.data[i + 1] = line ? rgb[1] - 20 : rgb[1]
      png.data[i + 2] = line ? rgb[2] - 20 : rgb[2]
      png.data[i + 3] = 255
    }
  }
  return PNG.sync.write(png)
}

/**
 * HSL (degrees, percent, percent) to 8-bit RGB, as CSS computes `hsl()`.
 * @param hue - Degrees.
 * @param saturation - Percent.
 * @param lightness - Percent.
 * @returns Red, green and blue, 0-255.
 */
function hslRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const s = saturation / 100
  const l = lightness / 100
  const a = s * Math.min(l, 1 - l)
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [channel(0), channel(8), channel(4)]
}

/**
 * One PNG chunk: length, type, data and the CRC of type and data.
 * @param type - Four-letter chunk type.
 * @param data - Chunk data.
 * @returns The chunk's bytes.
 */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/**
 * A product photo stand-in as a raster image (real venues serve JPEG/WebP photos, which the browser
 * decodes off the main thread; an SVG is parsed as a document on it): the tinted background and
 * the food plate or drink glass of the SVG pictures, without their label. Rows are filled by spans
 * and deflated natively (about 2 ms and 3.5 KB for 600x450; a static file server would not draw at
 * all, and a real photo weighs more).
 * @param kind - 'food' (a plate with a disc) or 'drink' (a glass).
 * @param width - Pixels (at least 1).
 * @param height - Pixels (at least 1).
 * @param hue - Colour hue in degrees.
 * @returns PNG bytes (8-bit RGB).
 */
export function photoPng(
  kind: 'food' | 'drink',
  width: number,
  height: number,
  hue: number,
): Buffer {
  const fill = (rgb: readonly [number, number, number]) => Buffer.from(rgb)
  const bg = fill(hslRgb(hue, 55, 88))
  const fg = fill(hslRgb(hue, 60, 32))
  const accent = fill(hslRgb((hue + 30) % 360, 70, 55))
  const white = fill([255, 255, 255])
  const r = Math.min(width, height)
  const cx = width / 2
  const cy = (height / 2) * 0.85
  // Spans per row (drawn in order, later over earlier): x from, x to, colour.
  const spans = (y: number): [number, number, Buffer][] => {
    const py = y + 0.5
    if (kind === 'food') {
      const disc = (radius: number, colour: Buffer): [number, number, Buffer][] => {
        const dy = py - cy
        if (Math.abs(dy) > radius) return []
        const half = Math.sqrt(radius * radius - dy * dy)
        return [[cx - half, cx + half, colour]]
      }
      return [...disc(r * 0.31, fg), ...disc(r * 0.29, white), ...disc(r * 0.18, accent)]
    }
    const top = (height / 2) * 0.4
    const depth = r * 0.5
    if (py < top || py > top + depth) return []
    const half = r * 0.15 - ((py - top) / depth) * r * 0.05
    return [
      [cx - half - r * 0.01, cx + half + r * 0.01, fg],
      [cx - half, cx + half, accent],
    ]
  }
  // Scanlines: a filter byte (0, none) and the row's RGB bytes.
  const stride = 1 + width * 3
  const raw = Buffer.alloc(stride * height)
  for (let y = 0; y < height; y += 1) {
    const row = y * stride + 1
    raw.fill(bg, row, row + width * 3)
    for (const [from, to, colour] of spans(y)) {
      const start = Math.max(0, Math.round(from))
      const end = Math.min(width, Math.round(to))
      if (end > start) raw.fill(colour, row + start * 3, row + end * 3)
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  // Bit depth 8, colour type 2 (RGB), deflate, adaptive filtering, no interlace.
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
