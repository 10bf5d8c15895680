import { type MenuData, menuSchema } from '@carte/api-client'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, startApi, type TestApi } from './helpers'

let api: TestApi
const menus: MenuData[] = []
beforeAll(async () => {
  api = await startApi()
  for (const license of ['demo', 'partner', 'closed', 'big', 'catalogue']) {
    menus.push(v.parse(menuSchema, (await call(api.url, `/en/api/menu/${license}/`)).body))
  }
})
afterAll(async () => {
  await api.dispose()
})

describe('the seeded venues exercise every flag and entity of the spec (issue: demo venues)', () => {
  it('every boolean menu flag is on in some venue and off in another', () => {
    const flags = Object.keys(menuSchema.entries).filter((key) =>
      menus.every((m) => typeof (m as Record<string, unknown>)[key] === 'boolean'),
    )
    expect(flags.length).toBeGreaterThan(30)
    const neverOn = flags.filter(
      (f) => !menus.some((m) => (m as Record<string, unknown>)[f] === true),
    )
    const neverOff = flags.filter(
      (f) => !menus.some((m) => (m as Record<string, unknown>)[f] === false),
    )
    expect(neverOn).toEqual([])
    expect(neverOff).toEqual([])
  })

  it('categories: every view format, every special type, sub-categories, hours, links and display options', () => {
    const cats = menus.flatMap((m) => m.categories)
    expect(new Set(cats.map((c) => c.view_format))).toEqual(new Set([1, 2, 3, 4]))
    expect(new Set(cats.map((c) => c.special_category_type).filter((t) => t !== null))).toEqual(
      new Set(['all', 'all_in_category', 'discounted', 'combos']),
    )
    expect(cats.some((c) => c.parent !== null)).toBe(true)
    expect(cats.some((c) => c.category_hours.length > 0)).toBe(true)
    expect(cats.some((c) => c.promotions.length > 0)).toBe(true)
    for (const flag of ['disable_link', 'hidden_title', 'fullwidth'] as const) {
      expect(cats.some((c) => c[flag])).toBe(true)
    }
    expect(cats.some((c) => c.external_link !== null)).toBe(true)
  })

  it('products: variations (both maths, single and multi, required, max choices), combos, stock, hours, media', () => {
    const demo = menus[0]
    if (demo === undefined) throw new Error('demo menu missing')
    const products = menus.flatMap((m) => m.products)
    const values = demo.variations.flatMap((g) => g.values)
    expect(new Set(values.map((x) => x.math))).toEqual(new Set(['+', '-']))
    expect(demo.variations.some((g) => g.required && !g.multiple)).toBe(true)
    expect(demo.variations.some((g) => g.multiple && g.max_choices_allowed !== null)).toBe(true)
    expect(
      products.some(
        (p) => p.enable_combo && p.combo_groups.some((g) => g.products.some((x) => x.out_of_stock)),
      ),
    ).toBe(true)
    expect(products.some((p) => p.out_of_stock)).toBe(true)
    expect(products.some((p) => p.pos_available_qty !== null)).toBe(true)
    expect(products.some((p) => p.upsell_cart)).toBe(true)
    expect(products.some((p) => p.product_hours.length > 0)).toBe(true)
    expect(products.some((p) => p.video_url !== null)).toBe(true)
    expect(products.some((p) => p.discount !== '0')).toBe(true)
    expect(products.some((p) => p.external_link !== null)).toBe(true)
    expect(
      products.every((p) =>
        p.images.every((i) => i.image_width !== null && i.image_height !== null),
      ),
    ).toBe(true)
  })

  it('venue data: taxes of both types, closure periods, promotions with images and a video, pages, properties with icons, forms', () => {
    const demo = menus[0]
    if (demo === undefined) throw new Error('demo menu missing')
    expect(new Set(demo.taxes.map((t) => t.type))).toEqual(new Set(['percentage', 'fixed']))
    expect(demo.closing_rules[0]?.start.startsWith('2027')).toBe(true)
    expect(demo.promotions.some((p) => p.video !== null)).toBe(true)
    expect(demo.promotions.some((p) => p.image !== null)).toBe(true)
    expect(demo.promotions.some((p) => !p.enable)).toBe(true)
    expect(demo.pages.length).toBeGreaterThan(1)
    expect(demo.properties.every((p) => p.image.icon !== null)).toBe(true)
    expect(demo.forms.some((f) => f.enable_geofence)).toBe(true)
    expect(demo.forms.some((f) => !f.enable)).toBe(true)
    expect(demo.home_footer_text).toMatch(/<script>|onerror=/)
    expect(demo.coupon_auto_apply).toBe('HELLO5')
    expect(demo.checkout_terms).toBe(3)
    expect([demo.gtm_id, demo.fb_pixel_id, demo.ga_tracking_id, demo.google_ads_id]).toEqual([
      null,
      null,
      null,
      null,
    ])
    expect(menus.map((m) => m.price_decimal_places)).toContain(3)
    expect(menus.some((m) => m.promotion_on_load !== null)).toBe(true)
  })
})
