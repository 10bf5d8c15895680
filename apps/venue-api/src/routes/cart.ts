import type { Hono } from 'hono'
import type { AppContext } from '../context'
import { fail, notFound } from '../http/errors'
import { deliveryZoneAt } from '../orders/rules'

/**
 * Cart lookups: coupons and delivery zones.
 * spec: ordering-payment §7 coupon, delivery_zone; §5 Coupon
 * @param app - The Hono app.
 * @param ctx - Shared state.
 */
export function cartRoutes(app: Hono, ctx: AppContext): void {
  const { venues } = ctx
  app.get('/en/api/coupon/:menuId/:code/', (c) => {
    const seed = venues.byMenuId(c.req.param('menuId'))
    if (seed === undefined) return notFound(c, 'Unknown menu', 'menuId')
    // Hono has already decoded the path segment; decoding again would throw on '%'.
    const code = c.req.param('code').toUpperCase()
    const menu = venues.menu(seed, seed.defaultLanguage)
    const coupon =
      menu.enable_coupons === true ? seed.coupons.find((k) => k.code === code) : undefined
    if (coupon === undefined) {
      return fail(c, 404, { code: 'invalid_coupon', message: 'This coupon is not valid' })
    }
    return c.json(coupon)
  })

  app.get('/en/api/delivery_zone/:point/:menuId/', (c) => {
    const seed = venues.byMenuId(c.req.param('menuId'))
    if (seed === undefined) return notFound(c, 'Unknown menu', 'menuId')
    const m = /^(-?\d{1,3}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/.exec(c.req.param('point'))
    const lat = Number(m?.[1])
    const lng = Number(m?.[2])
    if (m === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      return c.json({ code: 'invalid_body', field: 'point', message: 'Expected {lat},{lng}' }, 400)
    }
    const zone = deliveryZoneAt(seed, venues.menu(seed, seed.defaultLanguage), { lat, lng })
    if (zone === null) {
      return fail(c, 404, {
        code: 'out_of_area',
        message: 'This location is outside the delivery area',
      })
    }
    return c.json({ delivery_amount: zone.delivery_amount, zone: zone.name })
  })
}
