import { big } from './big'
import { catalogue } from './catalogue'
import { closed } from './closed'
import { demo } from './demo'
import { picker } from './helpers'
import { nolicense } from './nolicense'
import { partner } from './partner'
import type { ImageSpec, MenuData, Product, VenueSeed } from './types'

/** Every seeded venue, in console order. Add a venue: write src/seed/<name>.ts and list it here. */
export const VENUES: readonly VenueSeed[] = [demo, partner, closed, big, catalogue, nolicense]

/**
 * The URL path of a generated image.
 * @param spec - What to draw.
 * @returns Path under /media/img/.
 */
export function imagePath(spec: ImageSpec): string {
  const label = encodeURIComponent(spec.label === '' ? '-' : spec.label)
  return `/media/img/${spec.kind ?? 'food'}/${spec.width}x${spec.height}/${spec.hue}/${label}.${spec.format ?? 'svg'}`
}

/** Seeded venues with their menus built once per language and cached (data is static). */
export class Venues {
  private readonly menus = new Map<string, MenuData>()
  private readonly json = new Map<string, string>()
  private readonly bytes = new Map<string, Uint8Array<ArrayBuffer>>()
  private readonly productIndex = new Map<string, ReadonlyMap<number, Product>>()

  /**
   * @param origin - Absolute origin used in image URLs.
   * @param seeds - Venues to serve.
   */
  constructor(
    readonly origin: string,
    readonly seeds: readonly VenueSeed[] = VENUES,
  ) {}

  /** The venue of a licence, or undefined. */
  byLicense(license: string): VenueSeed | undefined {
    return this.seeds.find((s) => s.license === license)
  }

  /** The venue of a menu id (numeric or string), or undefined. */
  byMenuId(menuId: string | number): VenueSeed | undefined {
    const n = typeof menuId === 'number' ? menuId : Number(menuId)
    return this.seeds.find((s) => s.menuId === n)
  }

  /** The venue of a custom domain (case-insensitive, port ignored), or undefined. */
  byDomain(domain: string): VenueSeed | undefined {
    const host = domain.toLowerCase().replace(/:\d+$/, '')
    return this.seeds.find((s) => s.domains.includes(host))
  }

  /** The language actually served: the requested one when offered, else the default (spec §4). */
  language(seed: VenueSeed, lang: string): string {
    return seed.languages.some((l) => l.code === lang) ? lang : seed.defaultLanguage
  }

  /** Menu data of a venue in a language (cached). */
  menu(seed: VenueSeed, lang: string): MenuData {
    const served = this.language(seed, lang)
    const key = `${seed.license}/${served}`
    let menu = this.menus.get(key)
    if (menu === undefined) {
      const origin = this.origin
      menu = seed.buildMenu({
        lang: served,
        t: picker(served),
        image: (spec) => `${origin}${imagePath(spec)}`,
        origin,
      })
      this.menus.set(key, menu)
    }
    return menu
  }

  /** Menu data serialised once per venue and language (the hot path of GET menu). */
  menuJson(seed: VenueSeed, lang: string): string {
    const served = this.language(seed, lang)
    const key = `${seed.license}/${served}`
    let json = this.json.get(key)
    if (json === undefined) {
      json = JSON.stringify(this.menu(seed, served))
      this.json.set(key, json)
    }
    return json
  }

  /** Menu data as UTF-8 bytes, encoded once per venue and language (the menu GET answers these). */
  menuBytes(seed: VenueSeed, lang: string): Uint8Array<ArrayBuffer> {
    const key = `${seed.license}/${this.language(seed, lang)}`
    let bytes = this.bytes.get(key)
    if (bytes === undefined) {
      bytes = new TextEncoder().encode(this.menuJson(seed, lang))
      this.bytes.set(key, bytes)
    }
    return bytes
  }

  /** Products of a venue by id, in a language. */
  products(seed: VenueSeed, lang: string): ReadonlyMap<number, Product> {
    const served = this.language(seed, lang)
    const key = `${seed.license}/${served}`
    let index = this.productIndex.get(key)
    if (index === undefined) {
      index = new Map(this.menu(seed, served).products.map((p) => [p.id, p]))
      this.productIndex.set(key, index)
    }
    return index
  }
}
