import type { Hono } from 'hono'
import type { AppContext } from '../context'
import { distanceMetres } from '../geo'
import { badRequest } from '../http/errors'
import type { Place } from '../seed/types'

function coordinate(raw: string | undefined, limit: number): number | null {
  if (raw === undefined || !/^-?\d{1,3}(\.\d+)?$/.test(raw)) return null
  const n = Number(raw)
  return Math.abs(n) <= limit ? n : null
}

/**
 * A small offline geocoder over the places seeded around each outlet.
 * spec: CONTRACT Geocoder (search biased to a radius, reverse with types)
 * @param app - The Hono app.
 * @param ctx - Shared state.
 */
export function geocoderRoutes(app: Hono, ctx: AppContext): void {
  const places: readonly Place[] = ctx.venues.seeds.flatMap((s) => s.places)
  const shape = (p: Place) => ({
    place_id: p.place_id,
    formatted_address: p.formatted_address,
    types: p.types,
    lat: p.lat,
    lng: p.lng,
  })

  app.get('/geocoder/search/', (c) => {
    const q = (c.req.query('q') ?? '').trim().toLowerCase()
    const lat = coordinate(c.req.query('lat'), 90)
    const lng = coordinate(c.req.query('lng'), 180)
    const radiusRaw = c.req.query('radius')
    const radius = radiusRaw === undefined ? 10_000 : Number(radiusRaw)
    if (!Number.isFinite(radius) || radius <= 0) return badRequest(c, 'radius', 'Expected metres')
    if (c.req.query('lat') !== undefined && lat === null)
      return badRequest(c, 'lat', 'Expected a latitude')
    if (c.req.query('lng') !== undefined && lng === null)
      return badRequest(c, 'lng', 'Expected a longitude')
    if (q === '') return c.json({ results: [] })
    const hits = places.filter((p) => p.formatted_address.toLowerCase().includes(q))
    const origin = lat !== null && lng !== null ? { lat, lng } : null
    const ranked =
      origin === null
        ? hits
        : hits
            .map((p) => ({ p, d: distanceMetres(origin, p) }))
            .filter((x) => x.d <= radius)
            .sort((a, b) => a.d - b.d)
            .map((x) => x.p)
    return c.json({ results: ranked.slice(0, 10).map(shape) })
  })

  app.get('/geocoder/reverse/', (c) => {
    const lat = coordinate(c.req.query('lat'), 90)
    const lng = coordinate(c.req.query('lng'), 180)
    if (lat === null) return badRequest(c, 'lat', 'Expected a latitude')
    if (lng === null) return badRequest(c, 'lng', 'Expected a longitude')
    const near = places
      .map((p) => ({ p, d: distanceMetres({ lat, lng }, p) }))
      .filter((x) => x.d <= 25_000)
      .sort((a, b) => a.d - b.d)
      .slice(0, 5)
      .map((x) => x.p)
    return c.json({ results: near.map(shape) })
  })
}
