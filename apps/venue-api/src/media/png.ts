import { PNG } from 'pngjs'

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
