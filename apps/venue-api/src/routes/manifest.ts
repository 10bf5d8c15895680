import type { Hono } from 'hono'
import type { AppContext } from '../context'
import { notFound } from '../http/errors'
import { iconPng, plainPng } from '../media/png'

const ICON_SIZES = [57, 60, 72, 76, 114, 120, 144, 152, 167, 180, 192, 512] as const

function hexRgb(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (m === null) return [138, 44, 27]
  return [
    Number.parseInt(m[1] ?? '0', 16),
    Number.parseInt(m[2] ?? '0', 16),
    Number.parseInt(m[3] ?? '0', 16),
  ]
}

/**
 * Web manifest, touch icons, launch image (PNG, drawn with pngjs) and plain map tiles.
 * spec: menu-browsing §7 manifest, loading-image and apple touch icons; CONTRACT tiles
 * @param app - The Hono app.
 * @param ctx - Shared state.
 */
export function manifestRoutes(app: Hono, ctx: AppContext): void {
  const { venues } = ctx
  const pngCache = new Map<string, Buffer>()
  const png = (key: string, make: () => Buffer): Buffer => {
    let bytes = pngCache.get(key)
    if (bytes === undefined) {
      bytes = make()
      pngCache.set(key, bytes)
    }
    return bytes
  }
  const pngResponse = (bytes: Buffer) =>
    new Response(new Uint8Array(bytes), {
      headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' },
    })

  app.get('/en/menus/manifest/:license/', (c) => {
    const license = c.req.param('license')
    const seed = venues.byLicense(license)
    if (seed === undefined) return notFound(c, 'Unknown licence', 'license')
    const menu = venues.menu(seed, seed.defaultLanguage)
    const theme = (menu.theme_data ?? {}) as Record<string, string>
    return c.json(
      {
        name: menu.name,
        short_name: menu.name.length > 12 ? menu.name.split(' ')[0] : menu.name,
        start_url: `${ctx.appOrigin}/${license}`,
        scope: `${ctx.appOrigin}/`,
        display: 'standalone',
        theme_color: theme.primary_color ?? '#8a2c1b',
        background_color: theme.background_color ?? '#ffffff',
        lang: seed.defaultLanguage,
        icons: ICON_SIZES.filter((s) => s >= 144).map((s) => ({
          src: `${ctx.origin}/en/menus/manifest/${license}/icons/${s}x${s}.png`,
          sizes: `${s}x${s}`,
          type: 'image/png',
          purpose: 'any',
        })),
      },
      200,
      { 'content-type': 'application/manifest+json; charset=UTF-8' },
    )
  })

  app.get('/en/menus/manifest/:license/icons/:file', (c) => {
    const license = c.req.param('license')
    const seed = venues.byLicense(license)
    if (seed === undefined) return notFound(c, 'Unknown licence', 'license')
    const m = /(\d{2,3})(?:x(\d{2,3}))?\.png$/.exec(c.req.param('file'))
    const size = Number(m?.[1] ?? 0)
    if (!ICON_SIZES.includes(size as (typeof ICON_SIZES)[number])) {
      return notFound(c, `No icon of that size; sizes: ${ICON_SIZES.join(', ')}`)
    }
    const theme = (venues.menu(seed, seed.defaultLanguage).theme_data ?? {}) as Record<
      string,
      string
    >
    return pngResponse(
      png(`${license}/${size}`, () => iconPng(size, hexRgb(theme.primary_color ?? ''))),
    )
  })

  app.get('/en/menus/:license/loading-image/launch.png', (c) => {
    const license = c.req.param('license')
    const seed = venues.byLicense(license)
    if (seed === undefined) return notFound(c, 'Unknown licence', 'license')
    const theme = (venues.menu(seed, seed.defaultLanguage).theme_data ?? {}) as Record<
      string,
      string
    >
    return pngResponse(
      png(`${license}/launch`, () =>
        iconPng(320, hexRgb(theme.primary_color ?? ''), [251, 248, 243]),
      ),
    )
  })

  app.get('/tiles/:z/:x/:y{[0-9]+\\.png}', () =>
    pngResponse(png('tile', () => plainPng(256, 256, [236, 232, 224], 32))),
  )
}
