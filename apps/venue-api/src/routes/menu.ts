import type { Hono } from 'hono'
import type { AppContext } from '../context'
import { compressedBytes, pickCoding } from '../http/compressed'
import { badRequest, notFound } from '../http/errors'

const LANG = ':lang{[a-z]{2}(?:-[a-z]+)?}'

/**
 * Menu calls: custom domain, languages, menu data and table sections.
 * spec: menu-browsing §7 Calls; ordering-payment §7 menu_section
 * @param app - The Hono app.
 * @param ctx - Shared state.
 */
export function menuRoutes(app: Hono, ctx: AppContext): void {
  const { venues } = ctx
  app.get('/en/menus/custom-domain/:domain/', (c) => {
    const seed = venues.byDomain(c.req.param('domain'))
    if (seed === undefined) return notFound(c, 'Unknown custom domain', 'domain')
    return c.json({ license: seed.resolvesTo ?? seed.license })
  })

  app.get('/en/api/menu_language/:license/', (c) => {
    const seed = venues.byLicense(c.req.param('license'))
    if (seed === undefined) return notFound(c, 'Unknown licence', 'license')
    return c.json({ default_language: seed.defaultLanguage, languages: seed.languages })
  })

  app.get(`/${LANG}/api/menu/:license/`, (c) => {
    const seed = venues.byLicense(c.req.param('license'))
    if (seed === undefined) return notFound(c, 'Unknown licence', 'license')
    const identity = venues.menuBytes(seed, c.req.param('lang'))
    const coding = pickCoding(c.req.header('accept-encoding'))
    return c.body(coding === null ? identity : compressedBytes(identity, coding), 200, {
      'content-type': 'application/json; charset=UTF-8',
      vary: 'Accept-Encoding',
      ...(coding === null ? {} : { 'content-encoding': coding }),
    })
  })

  app.get('/en/api/menu_section/:license/', (c) => {
    const seed = venues.byLicense(c.req.param('license'))
    if (seed === undefined) return notFound(c, 'Unknown licence', 'license')
    const raw = c.req.query('table_number') ?? ''
    if (!/^\d{1,6}$/.test(raw)) return badRequest(c, 'table_number', 'Expected a table number')
    const table = Number(raw)
    const section = seed.sections.find((s) => table >= s.from_table && table <= s.to_table)
    return c.json({
      minimum_order_amount: section?.minimum_order_amount ?? '0',
      section: section?.name ?? null,
    })
  })
}
