import {
  customDomainSchema,
  manifestSchema,
  menuLanguagesSchema,
  menuSchema,
  menuSectionSchema,
} from '@carte/api-client'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, startApi, type TestApi } from './helpers'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(async () => {
  await api.dispose()
})

describe('menu calls (spec: menu-browsing §7)', () => {
  it.each([
    ['demo', ['en', 'ar', 'fr']],
    ['partner', ['en', 'ar']],
    ['closed', ['en']],
    ['big', ['en']],
    ['catalogue', ['en', 'fr']],
  ])('every language of %s validates against api-client menuSchema', async (license, langs) => {
    for (const lang of langs) {
      const res = await call(api.url, `/${lang}/api/menu/${license}/`)
      expect(res.status).toBe(200)
      const parsed = v.safeParse(menuSchema, res.body)
      expect(parsed.success ? [] : parsed.issues.map((i) => v.getDotPath(i))).toEqual([])
      const menu = v.parse(menuSchema, res.body)
      expect(menu.license).toBe(license)
      expect(menu.license_status).toBe('ACTIVE')
    }
  })

  it('serves the Arabic and French texts of demo (names and ui_strings translated)', async () => {
    const ar = await call(api.url, '/ar/api/menu/demo/')
    const fr = await call(api.url, '/fr/api/menu/demo/')
    expect(ar.body.name).toBe('مارينا جريل هاوس')
    expect(ar.body.ui_strings.ui_str_home).toBe('الرئيسية')
    expect(fr.body.ui_strings.ui_str_home).toBe('Accueil')
    expect(fr.body.categories.find((c: { id: number }) => c.id === 101).name).toBe('Petit-déjeuner')
  })

  it('serves the order page and payment-result strings translated (ordering-payment §2 Order page)', async () => {
    const ar = await call(api.url, '/ar/api/menu/demo/')
    expect(ar.body.ui_strings.ui_str_order_pending).toBe('الطلب قيد الانتظار')
    expect(ar.body.ui_strings.ui_str_order_id).toBe('رقم الطلب')
    expect(ar.body.ui_strings.ui_str_qty).toBe('الكمية')
    const en = await call(api.url, '/en/api/menu/demo/')
    expect(en.body.ui_strings.ui_str_table_busy_pos).toBe(
      'Table is busy with POS order. Please proceed ordering with a waiter. Thanks',
    )
  })

  it('a language the venue does not offer falls back to its default (spec §4 Menu loading)', async () => {
    const de = await call(api.url, '/de/api/menu/demo/')
    expect(de.status).toBe(200)
    expect(de.body.ui_strings.ui_str_home).toBe('Home')
  })

  it('big has 2,000 products in 80 categories', async () => {
    const res = await call(api.url, '/en/api/menu/big/')
    expect(res.body.products).toHaveLength(2000)
    expect(res.body.categories).toHaveLength(80)
  })

  it('custom domains resolve to the licence; nolicense resolves to none; unknown is 404', async () => {
    const demo = await call(api.url, '/en/menus/custom-domain/demo.localhost/')
    expect(v.parse(customDomainSchema, demo.body).license).toBe('demo')
    const none = await call(api.url, '/en/menus/custom-domain/nolicense.localhost/')
    expect(none.body.license).toBe('none')
    const unknown = await call(api.url, '/en/menus/custom-domain/nowhere.example/')
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe('not_found')
  })

  it('the nolicense menu is not ACTIVE, so the client shows its error state', async () => {
    const res = await call(api.url, '/en/api/menu/nolicense/')
    expect(res.body.license_status).not.toBe('ACTIVE')
  })

  it('language list validates and unknown licence is 404', async () => {
    const res = await call(api.url, '/en/api/menu_language/demo/')
    const parsed = v.parse(menuLanguagesSchema, res.body)
    expect(parsed.default_language).toBe('en')
    expect(parsed.languages.map((l) => l.code)).toEqual(['en', 'ar', 'fr'])
    expect((await call(api.url, '/en/api/menu_language/nope/')).status).toBe(404)
    expect((await call(api.url, '/en/api/menu/nope/')).status).toBe(404)
  })

  it('table sections answer their minimum order (spec: ordering-payment §7 menu_section)', async () => {
    const terrace = await call(api.url, '/en/api/menu_section/partner/?table_number=3')
    expect(v.parse(menuSectionSchema, terrace.body).minimum_order_amount).toBe('5.000')
    const none = await call(api.url, '/en/api/menu_section/partner/?table_number=999')
    expect(none.body.minimum_order_amount).toBe('0')
    const bad = await call(api.url, '/en/api/menu_section/partner/?table_number=abc')
    expect(bad.status).toBe(400)
    expect(bad.body.field).toBe('table_number')
  })

  it('manifest validates and its icons are PNGs', async () => {
    const res = await call(api.url, '/en/menus/manifest/demo/')
    const manifest = v.parse(manifestSchema, res.body)
    expect(manifest.icons.length).toBeGreaterThan(0)
    for (const path of [
      '/en/menus/manifest/demo/icons/180x180.png',
      '/en/menus/manifest/demo/icons/apple-touch-icon-152x152.png',
      '/en/menus/demo/loading-image/launch.png',
    ]) {
      const icon = await fetch(`${api.url}${path}`)
      expect(icon.status).toBe(200)
      expect(icon.headers.get('content-type')).toBe('image/png')
      const bytes = new Uint8Array(await icon.arrayBuffer())
      expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG')
    }
  })

  it('every image URL in the demo menu is served by venue-api itself', async () => {
    const res = await call(api.url, '/en/api/menu/demo/')
    const urls =
      JSON.stringify(res.body).match(/http:\/\/127\.0\.0\.1:\d+\/media\/img\/[^"]+/g) ?? []
    expect(urls.length).toBeGreaterThan(40)
    for (const url of new Set(urls.slice(0, 15))) {
      const img = await fetch(url)
      expect(img.status).toBe(200)
      expect(img.headers.get('content-type')).toContain(
        url.endsWith('.png') ? 'image/png' : 'image/svg+xml',
      )
    }
  })

  it('product images are raster photo stand-ins of their declared size; other pictures stay SVG', async () => {
    const res = await call(api.url, '/en/api/menu/big/')
    const product = res.body.products[0]
    const [image] = product.images
    expect(image.image).toMatch(/\/media\/img\/food\/600x450\/\d+\/[^/]+\.png$/)
    const img = await fetch(image.image)
    expect(img.headers.get('content-type')).toBe('image/png')
    const bytes = new Uint8Array(await img.arrayBuffer())
    const view = new DataView(bytes.buffer)
    // PNG signature, then the IHDR chunk's width and height (big-endian, bytes 16-23).
    expect(String.fromCharCode(...bytes.slice(1, 4))).toBe('PNG')
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([
      image.image_width,
      image.image_height,
    ])
    expect(res.body.logo_image.logo).toMatch(/\.svg$/)
    expect((await fetch(`${api.url}/media/img/logo/64x64/3/GF.png`)).status).toBe(404)
    expect((await fetch(`${api.url}/media/img/food/0x10/3/Empty.png`)).status).toBe(404)
  })

  it('promotions carry a video served by venue-api (webm)', async () => {
    const res = await call(api.url, '/en/api/menu/demo/')
    const video = res.body.promotions.find((p: { video: string | null }) => p.video !== null)?.video
    const file = await fetch(video)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('video/webm')
    expect((await fetch(`${api.url}/media/video/none.webm`)).status).toBe(404)
  })

  it('wrong method on a known path is 405 with a JSON body', async () => {
    const res = await call(api.url, '/en/api/menu/demo/', { method: 'DELETE' })
    expect(res.status).toBe(405)
    expect(res.body.code).toBe('method_not_allowed')
  })
})
