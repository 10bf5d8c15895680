import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  expectAccessible,
  type Json,
  launchBrowser,
  openPage,
  origin,
  screenshot,
  withMenu,
} from './harness'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

function listOf(value: unknown): Json[] {
  return Array.isArray(value) ? (value as Json[]) : []
}

function categoryOf(menu: Json, id: number): Json {
  const found = listOf(menu.categories).find((category) => category.id === id)
  if (!found) throw new Error(`no category ${id} in the seed`)
  return found
}

async function setCommonOrder(license: string, table: number, open: boolean): Promise<void> {
  const response = await fetch(
    `${inject('apiBaseUrl')}/console/api/tables/${license}/${table}/common-order`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ open }),
    },
  )
  expect(response.status).toBe(200)
}

/** Opens the demo venue with a changed menu and returns on its English home. */
async function openDemo(change: (menu: Json) => void = () => {}) {
  const opened = await openPage(browser)
  await withMenu(opened.page, 'demo', (menu) => {
    // The promotion pop-up on load would cover the screens under test.
    menu.promotion_on_load = null
    change(menu)
  })
  await opened.page.goto(`${origin()}/demo`)
  await opened.page.waitForURL(/\/en\/home$/)
  await opened.page.getByTestId('home-screen').waitFor()
  return opened
}

describe('product links (menu-browsing §2 Category page)', () => {
  it("home listing every product: a product whose category has disable_link is not a link (§2 'A product link is disabled when the product or category has disable_link')", async () => {
    const { page, context, problems } = await openDemo((menu) => {
      menu.home_display_all_categories = true
      menu.home_view_format = 1
      // Burgers (103) keeps its products but its links are off.
      categoryOf(menu, 103).disable_link = true
    })
    const burger = page.getByTestId('product-1011')
    await burger.waitFor()
    expect(await burger.getByRole('link').count()).toBe(0)
    // A product of a category with links on is still a link to its page.
    const salad = page.getByTestId('product-1031')
    expect(await salad.getByRole('link').getAttribute('href')).toBe('/en/product/1031')
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('out of stock on the product page (menu-browsing §5, §8)', () => {
  it("ordering off: an out-of-stock product still shows 'Out of Stock' and offers no add button", async () => {
    const { page, context, problems } = await openDemo((menu) => {
      menu.enable_order = false
    })
    // Onion Rings (1083) is out of stock in the seed.
    await page.goto(`${origin()}/en/product/1083`)
    await page.getByTestId('product-screen').waitFor()
    expect(await page.getByTestId('product-out-of-stock').textContent()).toBe('Out of Stock')
    expect(await page.getByRole('button', { name: /Add To Cart|Out of Stock/ }).count()).toBe(0)
    // A product in stock shows no such notice.
    await page.goto(`${origin()}/en/product/1031`)
    await page.getByTestId('product-screen').waitFor()
    expect(await page.getByText('Out of Stock').count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it("ordering on: the add button itself reads 'Out of Stock' and is disabled (said once)", async () => {
    const { page, context } = await openDemo()
    await page.goto(`${origin()}/en/product/1083`)
    await page.getByTestId('product-screen').waitFor()
    const button = page.getByRole('button', { name: 'Out of Stock' })
    expect(await button.isDisabled()).toBe(true)
    expect(await page.getByText('Out of Stock').count()).toBe(1)
    await context.close()
  })
})

function productOf(menu: Json, id: number): Json {
  const found = listOf(menu.products).find((product) => product.id === id)
  if (!found) throw new Error(`no product ${id} in the seed`)
  return found
}

describe('no orderable quantity is out of stock (menu-browsing §5 "capped by pos_available_qty"; "Out of Stock products … cannot be added")', () => {
  it('a POS count of 0: the format-4 row offers no add button, the product page says Out of Stock with no stepper, and nothing fails', async () => {
    const { page, context, problems } = await openDemo((menu) => {
      // Still Water (1044, Drinks 106 in format 4, no choices): the POS counts none left.
      productOf(menu, 1044).pos_available_qty = 0
    })
    await page.goto(`${origin()}/en/category/106`)
    const row = page.getByTestId('product-1044')
    await row.waitFor()
    expect(await row.getByRole('button').count()).toBe(0)
    expect(await row.getByText('Out of Stock').count()).toBe(1)
    // A drink the POS does not count keeps its button.
    expect(await page.getByTestId('product-1042').getByRole('button').count()).toBe(1)
    await page.goto(`${origin()}/en/product/1044`)
    await page.getByTestId('product-screen').waitFor()
    expect(await page.getByRole('button', { name: 'Out of Stock' }).isDisabled()).toBe(true)
    expect(await page.getByRole('button', { name: 'Add To Cart' }).count()).toBe(0)
    expect(await page.getByRole('textbox', { name: 'Quantity' }).count()).toBe(0)
    expect(await page.locator('.carte-screen[data-state="error"]').count()).toBe(0)
    expect(await cartOf(page)).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })

  it('a cart line persisted with max_qty 0 by an older version: the cart says Out of Stock, its stepper is disabled and Remove empties the cart', async () => {
    const { page, context, problems } = await openDemo()
    await page.evaluate(() => {
      const line = {
        uuid: 'e2e-old-water',
        id: 1044,
        category: 106,
        name: 'Still Water',
        sku: '',
        image: null,
        price: '12.000',
        qty: 1,
        special_instructions: '',
        variations: [],
        combo_groups: [],
        max_qty: 0,
      }
      localStorage.setItem('carte:demo:cart', JSON.stringify([line]))
    })
    await page.goto(`${origin()}/en/cart`)
    await page.getByTestId('cart-screen').waitFor()
    const line = page.getByTestId('cart-line-1044')
    expect(await line.getByTestId('cart-line-out-of-stock').textContent()).toBe('Out of Stock')
    expect(await line.getByRole('textbox', { name: 'Quantity: Still Water' }).isDisabled()).toBe(
      true,
    )
    expect(await line.getByRole('button', { name: 'Increase quantity' }).isDisabled()).toBe(true)
    // The checkout waits for it to go (venue-api would refuse the order), and says why; a
    // checkout opened directly goes back to the cart.
    await page.getByTestId('cart-unavailable').waitFor()
    expect(await page.getByRole('link', { name: 'Checkout' }).count()).toBe(0)
    await page.goto(`${origin()}/en/checkout`)
    await page.waitForURL(/\/en\/cart$/)
    await page.getByTestId('cart-screen').waitFor()
    await line.getByRole('button', { name: 'Remove Still Water' }).click()
    await page.getByTestId('cart-empty').waitFor()
    expect(await cartOf(page)).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('a common POS order on the table disables adding (menu-browsing §5 Variations)', () => {
  // Partner venue (retail-group integration), Courtyard table 27 (the 'a' code is its hex), used by
  // no other e2e file.
  const table = 27

  it('the format-4 row button and the product page add button are disabled, then enabled once the POS order closes', async () => {
    await setCommonOrder('partner', table, true)
    const { page, context, problems } = await openPage(browser)
    try {
      await page.goto(`${origin()}/partner/a/3237`)
      await page.waitForURL(/\/en\/home$/)
      // Drinks (203) is view format 4; Water (2023) has no variations.
      await page.goto(`${origin()}/en/category/203`)
      const row = page.getByTestId('product-2023').getByRole('button', { name: /Add To Cart/ })
      await page.waitForFunction(
        () =>
          document.querySelector<HTMLButtonElement>('[data-testid="product-2023"] button')
            ?.disabled === true,
      )
      expect(await row.isDisabled()).toBe(true)
      await page.goto(`${origin()}/en/product/2023`)
      await page.getByTestId('pos-busy').waitFor()
      const add = page.getByRole('button', { name: 'Add To Cart' })
      expect(await add.isDisabled()).toBe(true)
      // Control: the same buttons once the table's POS order is closed.
      await setCommonOrder('partner', table, false)
      await page.reload()
      await page.locator('button:not([disabled])', { hasText: 'Add To Cart' }).waitFor()
      expect(await page.getByTestId('pos-busy').count()).toBe(0)
      await page.goto(`${origin()}/en/category/203`)
      await page
        .getByTestId('product-2023')
        .locator('button:not([disabled])', { hasText: 'Add To Cart' })
        .waitFor()
      const cart = await page.evaluate(() => localStorage.getItem('carte:partner:cart'))
      expect(cart === null || cart === '[]').toBe(true)
      expect(problems).toEqual([])
    } finally {
      await setCommonOrder('partner', table, false)
      await context.close()
    }
  })
})

type CartLine = Record<string, unknown> & { uuid: string }

async function cartOf(page: Page, license = 'demo'): Promise<CartLine[]> {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]'),
    `carte:${license}:cart`,
  )
}

/** A cart line without its own uuid, to compare lines added in two ways. */
function withoutUuid(line: CartLine | undefined): Record<string, unknown> {
  const { uuid: _uuid, ...rest } = line ?? { uuid: '' }
  return rest
}

describe("format 4 row button of a product with choices: the 'Select Variations' dialog (menu-browsing §2 Dialogs, §5 Variations)", () => {
  it('Flat White (required Size): the dialog waits for Size, then adds the same line as the product page', async () => {
    // The line the product page adds for Large + Oat milk.
    const reference = await openDemo()
    await reference.page.goto(`${origin()}/en/product/1042`)
    await reference.page.getByTestId('product-screen').waitFor()
    await reference.page.getByRole('radio', { name: /Large/ }).check()
    await reference.page.getByRole('radio', { name: /Oat milk/ }).check()
    await reference.page.getByRole('button', { name: 'Add To Cart' }).click()
    await reference.page.waitForURL(/\/en\/home$/)
    const [pageLine] = await cartOf(reference.page)
    await reference.context.close()
    expect(pageLine).toBeDefined()

    const { page, context, problems } = await openDemo()
    await page.goto(`${origin()}/en/category/106`)
    const row = page.getByTestId('product-1042')
    await row.getByRole('button', { name: 'Add To Cart: Flat White' }).click()
    const dialog = page.getByRole('dialog', { name: 'Select Variations' })
    await dialog.waitFor()
    expect(await dialog.getAttribute('aria-describedby')).not.toBeNull()
    expect(await dialog.textContent()).toContain('Flat White')
    const add = dialog.getByRole('button', { name: 'Add To Cart' })
    // Size is required: nothing is added and the button waits, saying for what (spec §5
    // Variations; aria-disabled keeps it focusable).
    expect(await add.getAttribute('aria-disabled')).toBe('true')
    expect(await dialog.textContent()).toContain('Choose: Size')
    expect(await cartOf(page)).toEqual([])
    await screenshot(page, 'row-variations-dialog-en')
    await expectAccessible(page)
    await dialog.getByRole('radio', { name: /Oat milk/ }).check()
    expect(await add.getAttribute('aria-disabled')).toBe('true')
    await dialog.getByRole('radio', { name: /Large/ }).check()
    await add.click()
    await dialog.waitFor({ state: 'hidden' })
    const lines = await cartOf(page)
    expect(lines).toHaveLength(1)
    expect(withoutUuid(lines[0])).toEqual(withoutUuid(pageLine))
    // The line's own choices, by hand: Size Large (+6.00) and Cup Oat milk (+2.00).
    const variations = (lines[0]?.variations ?? []) as {
      values: { name: string; selected: boolean }[]
    }[]
    const chosen = variations
      .flatMap((group) => group.values.filter((value) => value.selected).map((value) => value.name))
      .sort()
    expect(chosen).toEqual(['Large', 'Oat milk'])
    await row.getByRole('button', { name: 'Already Added To Cart' }).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it('closing the dialog adds nothing and returns focus to the row button; a product without choices still adds at once', async () => {
    const { page, context } = await openDemo()
    await page.goto(`${origin()}/en/category/106`)
    const button = page.getByTestId('product-1042').getByRole('button', { name: /Add To Cart/ })
    await button.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Select Variations' })
    await dialog.waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await page.waitForFunction(
      () =>
        document.activeElement === document.querySelector('[data-testid="product-1042"] button'),
    )
    expect(await cartOf(page)).toEqual([])
    // Still Water (1044) has nothing to choose: no dialog.
    await page.getByTestId('product-1044').getByRole('button').click()
    await page
      .getByTestId('product-1044')
      .getByRole('button', { name: 'Already Added To Cart' })
      .waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await cartOf(page)).toHaveLength(1)
    await context.close()
  })

  it('a combo product in a format-4 list: the dialog asks one product per combo group before adding', async () => {
    const { page, context, problems } = await openDemo((menu) => {
      // Meal Deals (108) shown as format 4: Burger Meal (1061) is a combo (Side, Drink).
      categoryOf(menu, 108).view_format = 4
    })
    await page.goto(`${origin()}/en/category/108`)
    await page
      .getByTestId('product-1061')
      .getByRole('button', { name: /Add To Cart/ })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Select Variations' })
    await dialog.waitFor()
    const add = dialog.getByRole('button', { name: 'Add To Cart' })
    expect(await add.isDisabled()).toBe(true)
    await dialog.getByRole('group', { name: /Side/ }).getByRole('radio').first().check()
    // One group chosen of two: still disabled (spec §4 "Each combo group requires exactly one product").
    expect(await add.isDisabled()).toBe(true)
    await dialog.getByRole('group', { name: /Drink/ }).getByRole('radio').first().check()
    await add.click()
    await dialog.waitFor({ state: 'hidden' })
    const lines = await cartOf(page)
    expect(lines).toHaveLength(1)
    const groups = (lines[0]?.combo_groups ?? []) as { products: { selected: boolean }[] }[]
    expect(groups).toHaveLength(2)
    for (const group of groups) {
      expect(group.products.filter((product) => product.selected)).toHaveLength(1)
    }
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('addtocart_redirect applies to every add (menu-browsing §4 Cart actions "After adding, addtocart_redirect decides")', () => {
  it("'back' (the demo seed): a format-4 row add stays on the list the diner is already on", async () => {
    const { page, context, problems } = await openDemo()
    await page.goto(`${origin()}/en/category/106`)
    await page
      .getByTestId('product-1044')
      .getByRole('button', { name: /Add To Cart/ })
      .click()
    await page
      .getByTestId('product-1044')
      .getByRole('button', { name: 'Already Added To Cart' })
      .waitFor()
    expect(new URL(page.url()).pathname).toBe('/en/category/106')
    expect(problems).toEqual([])
    await context.close()
  })

  it("'cart': a format-4 row add and an add from its 'Select Variations' dialog both go to /en/cart", async () => {
    const { page, context, problems } = await openDemo((menu) => {
      menu.addtocart_redirect = 'cart'
    })
    await page.goto(`${origin()}/en/category/106`)
    await page
      .getByTestId('product-1044')
      .getByRole('button', { name: /Add To Cart/ })
      .click()
    await page.waitForURL(/\/en\/cart$/)
    await page.getByTestId('cart-line-1044').waitFor()
    await page.goto(`${origin()}/en/category/106`)
    await page
      .getByTestId('product-1042')
      .getByRole('button', { name: 'Add To Cart: Flat White' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Select Variations' })
    await dialog.getByRole('radio', { name: /Large/ }).check()
    await dialog.getByRole('button', { name: 'Add To Cart' }).click()
    await page.waitForURL(/\/en\/cart$/)
    await page.getByTestId('cart-line-1042').waitFor()
    expect((await cartOf(page)).map((line) => line.id)).toEqual([1044, 1042])
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('listed prices: with tax and in the alternative currency (menu-browsing §9)', () => {
  async function pricesOf(page: Page, testId: string) {
    const card = page.getByTestId(testId)
    await card.waitFor()
    return {
      price: await card.locator('.carte-product__price').textContent(),
      original: await card.locator('.carte-product__original').textContent(),
      alt: await card.locator('.carte-product__alt-price').textContent(),
    }
  }

  it('seed settings (prices without tax, USD beside AED): the card and the product page show the USD price', async () => {
    const { page, context, problems } = await openDemo()
    await page.goto(`${origin()}/en/category/108`)
    // Grill Box (1062): 65.00 − 10 % = 58.50; × 0.2723 = 15.92955 -> $ 15.93
    expect(await pricesOf(page, 'product-1062')).toEqual({
      price: 'AED 58.50',
      original: 'AED 65.00',
      alt: '$ 15.93',
    })
    await page.goto(`${origin()}/en/product/1062`)
    await page.getByTestId('product-screen').waitFor()
    expect(await page.locator('.carte-app-product__price').textContent()).toBe(
      'Was AED 65.00 Now AED 58.50 $ 15.93',
    )
    expect(problems).toEqual([])
    await context.close()
  })

  it('display_prices_with_tax on: every listed price adds the 5 % VAT (not the fixed service charge), the USD price follows', async () => {
    const { page, context, problems } = await openDemo((menu) => {
      menu.display_prices_with_tax = true
    })
    await page.goto(`${origin()}/en/category/108`)
    await page.getByTestId('product-1062').waitFor()
    await screenshot(page, 'prices-with-tax-en')
    // 58.50 + 5 % = 61.425 -> AED 61.43; 65.00 + 5 % = 68.25; 61.425 × 0.2723 = 16.726... -> $ 16.73
    expect(await pricesOf(page, 'product-1062')).toEqual({
      price: 'AED 61.43',
      original: 'AED 68.25',
      alt: '$ 16.73',
    })
    // Three prices in a 45 % card: they wrap inside it rather than being cut off.
    const card = await page.getByTestId('product-1062').locator('article').boundingBox()
    const alt = await page
      .getByTestId('product-1062')
      .locator('.carte-product__alt-price')
      .boundingBox()
    expect(card && alt).toBeTruthy()
    if (card && alt) {
      expect(alt.x + alt.width).toBeLessThanOrEqual(card.x + card.width)
      expect(alt.y + alt.height).toBeLessThanOrEqual(card.y + card.height)
    }
    await page.goto(`${origin()}/en/product/1062`)
    await page.getByTestId('product-screen').waitFor()
    expect(await page.locator('.carte-app-product__price').textContent()).toBe(
      'Was AED 68.25 Now AED 61.43 $ 16.73',
    )
    // Its combo options read the same way: Mixed Grill + 20.00 and the side + 5.00, each + 5 %.
    const main = page.getByRole('radiogroup', { name: 'Main' })
    expect(
      await main
        .locator('label', { hasText: 'Mixed Grill' })
        .locator('.carte-choice__price')
        .textContent(),
    ).toBe('+ AED 21.00')
    expect(
      await page
        .getByRole('radiogroup', { name: 'Side' })
        .locator('.carte-choice__price')
        .allTextContents(),
    ).toEqual(['+ AED 5.25'])
    // So do a product's variation prices (Classic Beef Burger: Large + 6.00, Cheese + 3.00).
    await page.goto(`${origin()}/en/product/1011`)
    await page.getByTestId('product-screen').waitFor()
    const optionPrice = (name: string) =>
      page.locator('.carte-choice', { hasText: name }).locator('.carte-choice__price').textContent()
    expect(await optionPrice('Large')).toBe('+ AED 6.30')
    expect(await optionPrice('Cheese')).toBe('+ AED 3.15')
    // The format-4 rows too: Still Water 12.00 + 5 % = 12.60; × 0.2723 = 3.43098 -> $ 3.43
    await page.goto(`${origin()}/en/category/106`)
    const water = page.getByTestId('product-1044')
    await water.waitFor()
    expect(await water.locator('.carte-product__price').textContent()).toBe('AED 12.60')
    expect(await water.locator('.carte-product__alt-price').textContent()).toBe('$ 3.43')
    expect(problems).toEqual([])
    await context.close()
  })

  it('enable_alt_currency off: no alternative price anywhere', async () => {
    const { page, context } = await openDemo((menu) => {
      menu.enable_alt_currency = false
    })
    await page.goto(`${origin()}/en/category/108`)
    await page.getByTestId('product-1062').waitFor()
    expect(await page.locator('.carte-product__alt-price').count()).toBe(0)
    await page.goto(`${origin()}/en/product/1062`)
    await page.getByTestId('product-screen').waitFor()
    expect(await page.getByTestId('product-alt-price').count()).toBe(0)
    expect(await page.locator('.carte-app-product__price').textContent()).toBe(
      'Was AED 65.00 Now AED 58.50',
    )
    await context.close()
  })
})
