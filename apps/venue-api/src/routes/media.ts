import { readFile } from 'node:fs/promises'
import type { Hono } from 'hono'
import type { AppContext } from '../context'
import { notFound } from '../http/errors'
import { photoPng } from '../media/png'
import { drawSvg } from '../media/svg'

const KINDS = ['food', 'drink', 'logo', 'icon', 'banner'] as const
type Kind = (typeof KINDS)[number]

/**
 * Generated images (/media/img/{kind}/{w}x{h}/{hue}/{label}.svg, and .png photo stand-ins of
 * the food and drink kinds) and the shipped demo videos.
 * spec: menu-browsing §3 images with width and height
 * @param app - The Hono app.
 * @param _ctx - Shared state (unused: media are pure functions of the path).
 */
export function mediaRoutes(app: Hono, _ctx: AppContext): void {
  const cache = new Map<string, string>()
  const pngCache = new Map<string, Buffer>()
  app.get('/media/img/:kind/:size/:hue/:label', (c) => {
    const kind = c.req.param('kind')
    const size = /^(\d{1,4})x(\d{1,4})$/.exec(c.req.param('size'))
    const hue = Number(c.req.param('hue'))
    const file = c.req.param('label')
    const photo = (kind === 'food' || kind === 'drink') && file.endsWith('.png')
    if (
      !KINDS.includes(kind as Kind) ||
      size === null ||
      !Number.isInteger(hue) ||
      !(file.endsWith('.svg') || photo)
    ) {
      return notFound(c, 'Unknown image')
    }
    const width = Math.min(Number(size[1]), 2000)
    const height = Math.min(Number(size[2]), 2000)
    if (photo && (width === 0 || height === 0)) return notFound(c, 'Unknown image')
    if (photo) {
      // The photo draws no label: one per kind, size and hue, whatever the name.
      const key = `${kind}/${width}x${height}/${hue % 360}`
      let png = pngCache.get(key)
      if (png === undefined) {
        png = photoPng(kind, width, height, hue % 360)
        if (pngCache.size < 2_000) pngCache.set(key, png)
      }
      return c.body(new Uint8Array(png), 200, {
        'content-type': 'image/png',
        'cache-control': 'public, max-age=86400',
      })
    }
    const key = c.req.path
    let svg = cache.get(key)
    if (svg === undefined) {
      const raw = file.slice(0, -4)
      const label = raw === '-' ? '' : raw
      svg = drawSvg({ kind: kind as Kind, width, height, hue: hue % 360, label })
      if (cache.size < 20_000) cache.set(key, svg)
    }
    return c.body(svg, 200, {
      'content-type': 'image/svg+xml; charset=UTF-8',
      'cache-control': 'public, max-age=86400',
    })
  })

  app.get('/media/video/:name{[a-z0-9-]+\\.(webm|mp4)}', async (c) => {
    const name = c.req.param('name')
    try {
      const bytes = await readFile(new URL(`../../assets/${name}`, import.meta.url))
      return new Response(new Uint8Array(bytes), {
        headers: {
          'content-type': name.endsWith('.mp4') ? 'video/mp4' : 'video/webm',
          'cache-control': 'public, max-age=86400',
        },
      })
    } catch {
      return notFound(c, 'Unknown video')
    }
  })
}
