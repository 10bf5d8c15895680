import fc from 'fast-check'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getMenu, menuSchema, SchemaError } from '../src/index'
import { fakeFetch } from './fake-fetch'
import { fullProduct, minimalMenu } from './fixtures'

// getMenu validates a menu's products in steps, so that a venue with thousands of them does not
// hold the page in one long task (issue 5: TBT on the big venue's category page). What an
// importing engineer relies on is unchanged: the same MenuData as menuSchema gives, and a
// SchemaError naming the same failing path (menu-browsing §4 Menu loading: a menu that fails its
// schema lands on the error screen).

const BASE = 'http://api.test'

/** A menu answer with `count` products, each a variant of the fixtures' full product. */
function menuWith(count: number, change?: (product: Record<string, unknown>, at: number) => void) {
  const products = Array.from({ length: count }, (_, at) => {
    const product: Record<string, unknown> = {
      ...fullProduct,
      id: at + 1,
      name: `Dish ${at + 1}`,
      price: (at % 7) + 0.5,
    }
    change?.(product, at)
    return product
  })
  return { ...minimalMenu, products }
}

function load(answer: unknown) {
  const { fetch } = fakeFetch(200, answer)
  return getMenu({ baseUrl: BASE, fetch }, { license: 'demo', lang: 'en' })
}

/** A clock that moves 4 ms per reading: a validation step ends every few products. */
function fastClock(): void {
  let clock = 0
  vi.spyOn(performance, 'now').mockImplementation(() => {
    clock += 4
    return clock
  })
}

/** Loads `answer`, cancels the load in the next task: it stops with the signal's reason. */
async function expectCancelledWhileValidating(answer: unknown) {
  const { fetch } = fakeFetch(200, answer)
  const controller = new AbortController()
  const loading = getMenu(
    { baseUrl: BASE, fetch },
    { license: 'demo', lang: 'en' },
    { signal: controller.signal },
  )
  const reason = new Error('left the screen')
  setTimeout(() => controller.abort(reason), 0)
  await expect(loading).rejects.toBe(reason)
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('getMenu validates the products in steps', () => {
  it('gives the same MenuData as menuSchema, for any number of products', async () => {
    fastClock()
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 60 }), async (count) => {
        const answer = menuWith(count)
        expect(await load(answer)).toEqual(v.parse(menuSchema, answer))
      }),
      { numRuns: 25 },
    )
  })

  it('a menu without products (null) reads as no products, as menuSchema does', async () => {
    const answer = { ...minimalMenu, products: null }
    const menu = await load(answer)
    expect(menu.products).toEqual([])
    expect(menu).toEqual(v.parse(menuSchema, answer))
  })

  it('a bad product deep in the list is a SchemaError naming its path, as menuSchema names it', async () => {
    fastClock()
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 79 }), async (bad) => {
        const answer = menuWith(80, (product, at) => {
          if (at === bad) product.price = -3
        })
        const expected = v.safeParse(menuSchema, answer)
        expect(expected.success).toBe(false)
        const error = await load(answer).catch((caught: unknown) => caught)
        expect(error).toBeInstanceOf(SchemaError)
        expect((error as SchemaError).path).toBe(`products[${bad}].price`)
        expect((error as SchemaError).issues[0]?.message).toBe(expected.issues?.[0].message)
      }),
      { numRuns: 20 },
    )
  })

  it('a menu that is not an object, or products that are not a list, fail at their path', async () => {
    expect(((await load('menu').catch((caught: unknown) => caught)) as SchemaError).path).toBe('')
    const notAList = await load({ ...minimalMenu, products: 'none' }).catch((e: unknown) => e)
    expect((notAList as SchemaError).path).toBe('products')
  })

  it('lets other tasks run while it validates (a tap is not held for the whole menu)', async () => {
    fastClock()
    let ranBetween = false
    const loading = load(menuWith(50))
    setTimeout(() => {
      ranBetween = true
    }, 0)
    let settled = false
    void loading.then(() => {
      settled = true
    })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(ranBetween).toBe(true)
    expect(settled).toBe(false)
    expect((await loading).products).toHaveLength(50)
  })

  it("the menu's own part is a step of its own: a load cancelled during it stops before the products", async () => {
    // A clock that moves 6 ms per reading: the menu's categories and texts took a whole step.
    let clock = 0
    vi.spyOn(performance, 'now').mockImplementation(() => {
      clock += 6
      return clock
    })
    await expectCancelledWhileValidating(menuWith(1))
  })

  it("a load cancelled while it validates stops with the signal's reason", async () => {
    fastClock()
    await expectCancelledWhileValidating(menuWith(50))
  })
})
