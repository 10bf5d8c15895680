import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectAccessible, launchBrowser, openPage, origin, screenshot } from './harness'

// A combo product's own variations (menu-browsing §2 Product page "combo groups (exactly one
// product each)", §3 Combo group, §4 Variation dialog; ordering-payment §3 Cart item combo_groups
// products with product_variations). Amounts by hand from venue-api's demo seed: Grill Box 65.00
// less 10 % = 58.50; Main: Shish Tawook (+0.00) or Mixed Grill (+20.00) with its own Doneness
// (required) and Extras (at most 3: Cheese 3.00, Beef bacon 5.00, Avocado 4.00, Fried egg 2.00);
// Side: Fries (+0.00). VAT 5 %, service charge 2.00 (fixed); AED with 2 decimals.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

interface PersistedLine {
  readonly id: number
  readonly uuid: string
  readonly price: string
  readonly qty: number
  readonly combo_groups: readonly {
    readonly id: number
    readonly name: string
    readonly products: readonly {
      readonly id: number
      readonly name: string
      readonly selected: boolean
      readonly product_variations?: readonly {
        readonly id: number
        readonly values: readonly { readonly id: number; readonly selected: boolean }[]
      }[]
    }[]
  }[]
}

async function openGrillBox(lang: 'en' | 'ar'): Promise<Awaited<ReturnType<typeof openPage>>> {
  const opened = await openPage(browser)
  await opened.page.goto(`${origin()}/demo`)
  await opened.page.waitForURL(/\/en\/home$/)
  await opened.page.getByTestId('home-screen').waitFor()
  await opened.page.goto(`${origin()}/${lang}/product/1062`)
  await opened.page.getByTestId('product-screen').waitFor()
  return opened
}

async function persistedCart(page: Page): Promise<PersistedLine[]> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('carte:demo:cart') ?? '[]') as PersistedLine[],
  )
}

/** The chosen combo products with their selected variation value ids, per combo group. */
function chosen(line: PersistedLine | undefined): [number, number, number[]][] {
  return (line?.combo_groups ?? []).flatMap((group) =>
    group.products
      .filter((product) => product.selected)
      .map((product): [number, number, number[]] => [
        group.id,
        product.id,
        (product.product_variations ?? []).flatMap((variation) =>
          variation.values.filter((value) => value.selected).map((value) => value.id),
        ),
      ]),
  )
}

describe("combo products' own variations (menu-browsing §2 Product page, §3 Combo group)", () => {
  it('en: the Mixed Grill needs its Doneness before adding; extras stop at 3; the cart line shows them at the price venue-api charges', async () => {
    const { page, context, problems } = await openGrillBox('en')
    const add = page.getByRole('button', { name: 'Add To Cart' })
    const main = page.getByRole('radiogroup', { name: 'Main' })
    expect(await add.isDisabled()).toBe(true)
    // A combo product at no extra cost shows no price; one that costs more shows '+ AED 20.00'.
    const mixedGrill = main.locator('label', { hasText: 'Mixed Grill' })
    expect(await mixedGrill.locator('.carte-choice__price').textContent()).toBe('+ AED 20.00')
    const free = main.locator('label').filter({ hasNotText: 'Mixed Grill' })
    expect(await free.locator('.carte-choice__price').count()).toBe(0)
    await main.getByRole('radio', { name: /Mixed Grill/ }).click()
    await page
      .getByRole('radiogroup', { name: 'Side' })
      .getByRole('radio', { name: 'Fries' })
      .click()
    // The required Doneness of the chosen combo product blocks adding (§4 Variation dialog).
    const doneness = page.getByRole('radiogroup', { name: 'Doneness' })
    await doneness.waitFor()
    expect(await add.isDisabled()).toBe(true)
    // Extras: further choices are blocked once max_choices_allowed (3) is reached.
    for (const extra of ['Cheese', 'Beef bacon', 'Avocado']) {
      await page.getByRole('checkbox', { name: new RegExp(extra) }).click()
    }
    expect(await page.getByRole('checkbox', { name: /Fried egg/ }).isDisabled()).toBe(true)
    await page.getByRole('checkbox', { name: /Beef bacon/ }).click()
    expect(await page.getByRole('checkbox', { name: /Fried egg/ }).isDisabled()).toBe(false)
    await doneness.getByRole('radio', { name: 'Medium', exact: true }).click()
    expect(await add.isDisabled()).toBe(false)
    await screenshot(page, 'combo-variations-en')
    await expectAccessible(page)
    await add.click()
    // addtocart_redirect 'back' (demo) returns to the previous screen.
    await page.waitForURL(/\/en\/home$/)

    const [line] = await persistedCart(page)
    expect(chosen(line)).toEqual([
      [3, 1021, [42, 21, 23]],
      [4, 1081, []],
    ])
    await page.goto(`${origin()}/en/cart`)
    await page.getByTestId('cart-screen').waitFor()
    const cartLine = page.getByTestId('cart-line-1062')
    expect(await cartLine.locator('.carte-app-cart__line-details').first().textContent()).toBe(
      'Main: Mixed Grill (Doneness: Medium; Extras: Cheese, Avocado); Side: Fries',
    )
    // 58.50 + Mixed Grill 20.00 + Cheese 3.00 + Avocado 4.00 = 85.50
    expect(await cartLine.getByTestId('unit-price').textContent()).toBe('AED 85.50')
    expect(await cartLine.getByTestId('line-total').textContent()).toBe('AED 85.50')
    await screenshot(page, 'combo-cart-en')
    await expectAccessible(page)

    // Asserted through venue-api: the server prices the persisted line the same (a takeaway order
    // with 85.50 + VAT 4.275 + service 2.00 = 91.775 is accepted, 422 otherwise).
    if (!line) throw new Error('no cart line')
    const response = await fetch(`${inject('apiBaseUrl')}/en/api/order/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `combo-${line.uuid}` },
      body: JSON.stringify({
        menu: 1,
        customer_name: 'Combo e2e',
        email: 'combo@example.com',
        phone: '+971501234567',
        order_type: 'takeaway',
        payment_type: 'cash',
        sub_total: '85.50',
        discount: '0',
        taxes: '6.275',
        delivery_fees: '0',
        total: '91.775',
        line_items: [
          {
            product: line.id,
            product_name: 'Grill Box',
            variations: [],
            combo_groups: line.combo_groups,
            product_price: '85.50',
            product_price_currency: 'AED',
            quantity: line.qty,
            cart_uuid: line.uuid,
          },
        ],
      }),
    })
    const order = (await response.json()) as {
      total?: string
      line_items?: { product_price: string }[]
    }
    expect(response.status).toBe(201)
    expect(order.line_items?.[0]?.product_price).toBe('85.500')
    expect(order.total).toBe('91.775')
    expect(problems).toEqual([])
    await context.close()
  })

  it('ar: the same combo, right to left; the Doneness blocks adding until chosen and the cart line carries it', async () => {
    const { page, context, problems } = await openGrillBox('ar')
    await page.locator('html[dir="rtl"]').waitFor({ state: 'attached' })
    const add = page.getByRole('button', { name: 'أضف إلى السلة' })
    await page
      .getByRole('radiogroup', { name: 'الطبق الرئيسي' })
      .getByRole('radio', { name: /مشاوي مشكلة/ })
      .click()
    await page
      .getByRole('radiogroup', { name: 'طبق جانبي' })
      .getByRole('radio', { name: 'بطاطا مقلية' })
      .click()
    const doneness = page.getByRole('radiogroup', { name: 'درجة الطهي' })
    await doneness.waitFor()
    expect(await add.isDisabled()).toBe(true)
    await doneness.getByRole('radio', { name: 'مستوي جيداً' }).click()
    expect(await add.isDisabled()).toBe(false)
    await screenshot(page, 'combo-variations-ar')
    await expectAccessible(page)
    await add.click()
    await page.waitForURL(/\/en\/home$|\/ar\/home$/)
    const [line] = await persistedCart(page)
    expect(chosen(line)).toEqual([
      [3, 1021, [43]],
      [4, 1081, []],
    ])
    await page.goto(`${origin()}/ar/cart`)
    await page.getByTestId('cart-screen').waitFor()
    const cartLine = page.getByTestId('cart-line-1062')
    expect(await cartLine.locator('.carte-app-cart__line-details').first().textContent()).toBe(
      'الطبق الرئيسي: مشاوي مشكلة (درجة الطهي: مستوي جيداً); طبق جانبي: بطاطا مقلية',
    )
    // 58.50 + 20.00 = 78.50 (Well done costs nothing).
    expect(await cartLine.getByTestId('unit-price').textContent()).toContain('78.50')
    await screenshot(page, 'combo-cart-ar')
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })
})
