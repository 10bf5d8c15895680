import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible, type Json, launchBrowser, openPage, origin, withMenu } from './harness'

// venue-api's partner seed (apps/venue-api/src/seed/partner.ts): product 2003 has a POS count of 4
// and the venue has enable_adding_same_item_cart on, so the product can have several cart lines.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

describe('one POS stock for every cart line of a product (menu-browsing §5 Quantity "capped by pos_available_qty")', () => {
  it('with 3 of 4 carted the product page offers 1 more, then reads Already Added To Cart; the cart cannot raise past 4', async () => {
    const { page, context, problems } = await openPage(browser)
    await page.goto(`${origin()}/partner`)
    await page.waitForURL(/\/en\/home$/)
    await page.evaluate(() => {
      const line = {
        uuid: 'e2e-stock-a',
        id: 2003,
        category: 201,
        name: 'Partner dish',
        price: '3.500',
        qty: 3,
        max_qty: 4,
      }
      localStorage.setItem('carte:partner:cart', JSON.stringify([line]))
    })
    await page.goto(`${origin()}/en/product/2003`)
    await page.getByTestId('product-screen').waitFor()
    const box = page.getByRole('textbox', { name: 'Quantity' })
    const plus = page.getByRole('button', { name: 'Increase quantity' })
    expect(await box.inputValue()).toBe('1')
    await plus.focus()
    await page.keyboard.press('Enter')
    // The fourth is the last: + stops at 1 and says so.
    expect(await box.inputValue()).toBe('1')
    expect(await plus.getAttribute('aria-disabled')).toBe('true')
    await page.getByRole('button', { name: 'Add To Cart' }).click()
    await page.goto(`${origin()}/en/product/2003`)
    await page.getByTestId('product-screen').waitFor()
    await page.getByRole('button', { name: /Already Added To Cart/ }).waitFor()
    expect(await page.getByRole('textbox', { name: 'Quantity' }).count()).toBe(0)
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('carte:partner:cart') ?? '[]').map(
        (line: { qty: number }) => line.qty,
      ),
    )
    expect(stored).toEqual([3, 1])

    await page.goto(`${origin()}/en/cart`)
    const raise = page.getByRole('button', { name: 'Increase quantity' })
    await raise.first().waitFor()
    // Neither line can rise: the two together hold the whole stock.
    expect(
      await raise.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-disabled'))),
    ).toEqual(['true', 'true'])
    expect(problems).toEqual([])
    await expectAccessible(page)
    await context.close()
  })
})

describe('a combo whose group has no product in stock (menu-browsing §4 "Each combo group requires exactly one product"; §5 Out of Stock)', () => {
  it("reads 'Out of Stock', not a choice still to make, when every Side is out of stock", async () => {
    const { page, context, problems } = await openPage(browser)
    await withMenu(page, 'demo', (menu) => {
      const products = menu.products as Json[]
      const combo = products.find((product) => product.id === 1061) as Json
      const groups = combo.combo_groups as { name: string; products: Json[] }[]
      const side = groups.find((group) => /side/i.test(group.name))
      for (const item of side?.products ?? []) item.out_of_stock = true
    })
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    await page.goto(`${origin()}/en/product/1061`)
    await page.getByTestId('product-screen').waitFor()
    await page.getByRole('button', { name: /Out of Stock/ }).waitFor()
    expect(await page.getByText(/Choose:/).count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })
})

describe("a format-4 row says 'Already Added To Cart' once the cart holds the whole stock (menu-browsing §5 Quantity; §2 format 4 row add)", () => {
  it('with 4 of 4 carted (same-item adding on) the row button is not offered as Add To Cart', async () => {
    const { page, context, problems } = await openPage(browser)
    await withMenu(page, 'partner', (menu) => {
      for (const category of menu.categories as Json[]) {
        if (category.id === 201) category.view_format = 4
      }
    })
    await page.goto(`${origin()}/partner`)
    await page.waitForURL(/\/en\/home$/)
    await page.evaluate(() => {
      const line = {
        uuid: 'e2e-stock-all',
        id: 2003,
        category: 201,
        name: 'Partner dish',
        price: '3.500',
        qty: 4,
        max_qty: 4,
      }
      localStorage.setItem('carte:partner:cart', JSON.stringify([line]))
    })
    await page.goto(`${origin()}/en/category/201`)
    await page.getByTestId('category-screen').waitFor()
    const buttons = page.getByRole('button', { name: /Already Added To Cart/ })
    await buttons.first().waitFor()
    expect(await buttons.count()).toBe(1)
    expect(problems).toEqual([])
    await context.close()
  })
})
