import type { Browser, Locator, Page, Route } from 'playwright-core'
import Sqids from 'sqids'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { FATTOUSH } from './checkout-support'
import {
  type Json,
  launchBrowser,
  openDemoAt,
  openDemoForm,
  openPage,
  origin,
  type TestPage,
  withMenu,
} from './harness'

// Rules of menu-browsing §2 and §4 that had unit tests only, proved in Chromium on the demo venue
// (apps/venue-api/src/seed/demo.ts): the order type's fallback and the order-type toggle (§4 Order
// type), the empty choice and max_choices_allowed of the variation groups (§4 Variation dialog),
// the form's busy button and sanitized success message (§2 Form screen, §4 Form submission), and
// the theme's page background (§2 routing rules). The served menu is changed with withMenu.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/**
 * Opens the demo's cart in a fresh context: the served menu changed by `change`, optionally at a
 * table (a t/{sqids} landing), with `orderType` stored by an earlier visit and the lines given.
 */
async function openCart(options: {
  change: (menu: Json) => void
  table?: number
  orderType?: string
  lines?: readonly Record<string, unknown>[]
}): Promise<TestPage> {
  const opened = await openPage(browser)
  const { page } = opened
  await withMenu(page, 'demo', options.change)
  const landing = options.table === undefined ? '' : `/t/${new Sqids().encode([options.table])}`
  await page.goto(`${origin()}/demo${landing}`)
  await page.waitForURL(/\/en\/home$/)
  await page.getByTestId('home-screen').waitFor()
  // The kept choices and the lines, as an earlier visit left them (src/state/cart-state.ts,
  // src/state/persisted.ts); read afresh by the cart's full load below.
  await page.evaluate(
    ({ orderType, lines }) => {
      if (orderType !== undefined) {
        localStorage.setItem('carte:demo:cart-state', JSON.stringify({ orderType, couponCode: '' }))
      }
      localStorage.setItem('carte:demo:cart', JSON.stringify(lines))
    },
    { orderType: options.orderType, lines: options.lines ?? [FATTOUSH] },
  )
  await page.goto(`${origin()}/en/cart`)
  await page.getByTestId('cart-screen').waitFor()
  await page.getByRole('banner').waitFor()
  return opened
}

/** The order-type toggle's options and the one checked, as the diner sees them. */
async function orderTypeToggle(page: Page): Promise<{ options: string[]; checked: string[] }> {
  const toggle = page.getByRole('radiogroup', { name: 'Order type' })
  await toggle.waitFor()
  const radios = toggle.getByRole('radio')
  return {
    options: (await radios.allInnerTexts()).map((text) => text.trim()),
    checked: (await toggle.locator('[role="radio"][aria-checked="true"]').allInnerTexts()).map(
      (text) => text.trim(),
    ),
  }
}

describe('order type (menu-browsing §4 Order type)', () => {
  it('§4 "If delivery is disabled while selected, the type falls back to dine_in, else drive_thru, else takeaway": a diner who chose delivery finds Dine In chosen, Drive Thru once dine-in is off too, Takeaway once drive-thru is off as well', async () => {
    // Delivery off: the next is dine_in.
    const dineIn = await openCart({
      orderType: 'delivery',
      change: (menu) => {
        menu.enable_delivery = false
      },
    })
    expect(await orderTypeToggle(dineIn.page)).toEqual({
      options: ['Dine In', 'Takeaway', 'Drive Thru'],
      checked: ['Dine In'],
    })
    // Nothing of delivery is asked for.
    expect(await dineIn.page.getByRole('link', { name: 'Set Delivery Location' }).count()).toBe(0)
    expect(dineIn.problems).toEqual([])
    await dineIn.context.close()

    // Delivery and dine-in off: drive_thru, although Takeaway comes first in the toggle.
    const driveThru = await openCart({
      orderType: 'delivery',
      change: (menu) => {
        menu.enable_delivery = false
        menu.enable_dine_in = false
      },
    })
    expect(await orderTypeToggle(driveThru.page)).toEqual({
      options: ['Takeaway', 'Drive Thru'],
      checked: ['Drive Thru'],
    })
    expect(driveThru.problems).toEqual([])
    await driveThru.context.close()

    // Delivery, dine-in and drive-thru off: takeaway, the one type left (so there is nothing to
    // toggle). The diner sees an order that is not delivery: Fattoush (34.00) is below delivery's
    // minimum_order_amount (40.00), yet no minimum is asked and Checkout is offered, with no
    // delivery location to set.
    const takeaway = await openCart({
      orderType: 'delivery',
      change: (menu) => {
        menu.enable_delivery = false
        menu.enable_dine_in = false
        menu.enable_drive_thru = false
      },
    })
    const { page } = takeaway
    await page.getByRole('link', { name: 'Checkout' }).waitFor()
    expect(await page.getByRole('radiogroup', { name: 'Order type' }).count()).toBe(0)
    expect(await page.getByRole('link', { name: 'Set Delivery Location' }).count()).toBe(0)
    expect(
      await page.getByRole('alert').filter({ hasText: 'Minimum order amount required' }).count(),
    ).toBe(0)
    expect(takeaway.problems).toEqual([])
    await takeaway.context.close()

    // The control: with delivery offered, the stored delivery stays chosen and its minimum shows.
    const delivery = await openCart({ orderType: 'delivery', change: () => {} })
    expect((await orderTypeToggle(delivery.page)).checked).toEqual(['Delivery'])
    await delivery.page
      .getByRole('alert')
      .filter({ hasText: 'Minimum order amount required' })
      .waitFor()
    expect(await delivery.page.getByRole('link', { name: 'Checkout' }).count()).toBe(0)
    await delivery.context.close()
  })

  it('§4 "The order-type toggle is shown only when the cart has products and there is no wishlist, order location or location type, or when forced to display": not forced, a cart at a table or in wishlist mode has none, a cart without a table has it; forced, the table cart has it too', async () => {
    const notForced: (menu: Json) => void = (menu) => {
      menu.enable_display_order_type_home = false
    }
    // At table 12 (a t/ code landing), not forced: no toggle.
    const atTable = await openCart({ table: 12, change: notForced })
    await atTable.page.getByTestId('cart-line-1031').waitFor()
    expect(await atTable.page.getByRole('radiogroup', { name: 'Order type' }).count()).toBe(0)
    expect(
      JSON.parse(
        (await atTable.page.evaluate(() => localStorage.getItem('carte:demo:location'))) ?? 'null',
      ),
    ).toEqual({ location: '12', type: 'Table' })
    expect(atTable.problems).toEqual([])
    await atTable.context.close()

    // No table, not forced: the toggle, every type the venue offers.
    const noTable = await openCart({ change: notForced })
    expect((await orderTypeToggle(noTable.page)).options).toEqual([
      'Delivery',
      'Dine In',
      'Takeaway',
      'Drive Thru',
    ])
    // Once the cart is emptied there is no toggle (the cart has products no more).
    await noTable.page
      .getByRole('button', { name: /Remove/ })
      .first()
      .click()
    await noTable.page.getByTestId('cart-empty').waitFor()
    expect(await noTable.page.getByRole('radiogroup', { name: 'Order type' }).count()).toBe(0)
    expect(noTable.problems).toEqual([])
    await noTable.context.close()

    // No table but a wishlist, not forced: no toggle.
    const wishlist = await openCart({
      change: (menu) => {
        notForced(menu)
        menu.enable_wishlist = true
      },
    })
    await wishlist.page.getByTestId('cart-line-1031').waitFor()
    expect(await wishlist.page.getByRole('radiogroup', { name: 'Order type' }).count()).toBe(0)
    await wishlist.context.close()

    // At the same table, forced (the demo as seeded): the toggle shows, dine-in chosen.
    const forced = await openCart({ table: 12, change: () => {} })
    expect((await orderTypeToggle(forced.page)).checked).toEqual(['Dine In'])
    await forced.context.close()
  })
})

/** The product form of the visible slide of a product page. */
function productForm(page: Page, name: string): Locator {
  return page.locator(`form[aria-label="${name}"]`)
}

/** The options of a single-choice group, as the diner reads them, and which is checked. */
async function radioChoices(form: Locator, group: string) {
  const radios = form.getByRole('radiogroup', { name: group, exact: true })
  await radios.waitFor()
  return radios.evaluate((root) =>
    [...root.querySelectorAll('[role="radio"]')].map((radio) => ({
      label: (radio.id ? document.querySelector(`label[for="${radio.id}"]`)?.textContent : '')
        ?.replace(/\s+/g, ' ')
        .trim(),
      checked: radio.getAttribute('aria-checked') === 'true',
    })),
  )
}

/** The labels of a group's choices, without their prices. */
const labels = (choices: { label: string | undefined }[]) =>
  choices.map((choice) => (choice.label ?? '').replace(/\s+[+−-]\s.*$/, ''))

describe('variation choices on the product page (menu-browsing §4 Variation dialog, §5 Variations)', () => {
  it("§4 \"the empty choice ('---') is allowed only when the group is not required\": Karak Chai's optional Cup offers '---' (chosen at first, and choosing it again clears a cup); the burger's required Size and Doneness do not, until the menu makes Size optional", async () => {
    const { page, context, problems } = await openDemoAt(browser, '/en/product/1041')
    const chai = productForm(page, 'Karak Chai')
    // Cup: required false, multiple false.
    const cup = await radioChoices(chai, 'Cup')
    expect(labels(cup)).toEqual(['---', 'Oat milk', 'Own cup'])
    expect(cup.map((choice) => choice.checked)).toEqual([true, false, false])
    // Selecting a value replaces the earlier one; '---' takes the cup away again.
    const cupChecked = async () => (await radioChoices(chai, 'Cup')).map((choice) => choice.checked)
    await chai.getByRole('radio', { name: /Oat milk/ }).click()
    await expect.poll(cupChecked).toEqual([false, true, false])
    await chai.getByRole('radio', { name: /Own cup/ }).click()
    await expect.poll(cupChecked).toEqual([false, false, true])
    await chai.getByRole('radio', { name: '---', exact: true }).click()
    await expect.poll(cupChecked).toEqual([true, false, false])

    // The burger: Size and Doneness are required single-choice groups, no '---'.
    await page.goto(`${origin()}/en/product/1011`)
    const burger = productForm(page, 'Classic Beef Burger')
    expect(labels(await radioChoices(burger, 'Size'))).toEqual(['Regular', 'Large'])
    expect(labels(await radioChoices(burger, 'Doneness'))).toEqual([
      'Medium rare',
      'Medium',
      'Well done',
    ])
    expect(await burger.getByRole('radio', { name: '---', exact: true }).count()).toBe(0)
    expect((await radioChoices(burger, 'Size')).every((choice) => !choice.checked)).toBe(true)
    expect(problems).toEqual([])
    await context.close()

    // The same burger with Size served as not required: Size offers '---' (chosen), Doneness not.
    const optional = await openDemoAt(browser, '/en/product/1011', {
      change: (menu) => {
        for (const group of menu.variations as Json[]) {
          if (group.id === 1) group.required = false
        }
      },
    })
    const served = productForm(optional.page, 'Classic Beef Burger')
    const size = await radioChoices(served, 'Size')
    expect(labels(size)).toEqual(['---', 'Regular', 'Large'])
    expect(size.map((choice) => choice.checked)).toEqual([true, false, false])
    expect(labels(await radioChoices(served, 'Doneness'))).toEqual([
      'Medium rare',
      'Medium',
      'Well done',
    ])
    expect(optional.problems).toEqual([])
    await optional.context.close()
  })

  it('§4 "In a multi-choice group values toggle and further choices are blocked once max_choices_allowed is reached": three of the four Extras (max 3) leave the fourth unavailable until one is unticked; served with max 1, the first tick blocks the rest', async () => {
    const { page, context, problems } = await openDemoAt(browser, '/en/product/1011')
    const burger = productForm(page, 'Classic Beef Burger')
    const extras = burger.getByRole('group', { name: /Extras/ })
    await extras.waitFor()
    const box = (name: string) => extras.getByRole('checkbox', { name: new RegExp(name) })
    const state = (name: string) =>
      box(name).evaluate((element) => ({
        checked: element.getAttribute('aria-checked') === 'true',
        disabled: (element as HTMLButtonElement).disabled,
      }))
    await box('Cheese').click()
    await box('Beef bacon').click()
    await expect.poll(() => state('Beef bacon')).toEqual({ checked: true, disabled: false })
    expect(await state('Fried egg')).toEqual({ checked: false, disabled: false })
    await box('Avocado').click()
    // Three chosen: Fried egg can no longer be ticked; a tap on it changes nothing.
    await expect.poll(() => state('Fried egg')).toEqual({ checked: false, disabled: true })
    await box('Fried egg').click({ force: true })
    expect(await state('Fried egg')).toEqual({ checked: false, disabled: true })
    // The chosen ones stay free to untick; values toggle.
    expect(await state('Avocado')).toEqual({ checked: true, disabled: false })
    await box('Beef bacon').click()
    await expect.poll(() => state('Fried egg')).toEqual({ checked: false, disabled: false })
    expect(await state('Beef bacon')).toEqual({ checked: false, disabled: false })
    await box('Fried egg').click()
    await expect.poll(() => state('Fried egg')).toEqual({ checked: true, disabled: false })
    expect(await state('Beef bacon')).toEqual({ checked: false, disabled: true })
    // Remove (no max_choices_allowed) takes both of its values.
    const remove = burger.getByRole('group', { name: /Remove/ })
    await remove.getByRole('checkbox', { name: /No onions/ }).click()
    await remove.getByRole('checkbox', { name: /No tomato/ }).click()
    await expect
      .poll(() => remove.locator('[role="checkbox"][aria-checked="true"]').count())
      .toBe(2)
    expect(problems).toEqual([])
    await context.close()

    // Served with max_choices_allowed 1: one tick blocks the other three.
    const one = await openDemoAt(browser, '/en/product/1011', {
      change: (menu) => {
        for (const group of menu.variations as Json[]) {
          if (group.id === 2) group.max_choices_allowed = 1
        }
      },
    })
    const served = productForm(one.page, 'Classic Beef Burger').getByRole('group', {
      name: /Extras/,
    })
    await served.waitFor()
    await served.getByRole('checkbox', { name: /Avocado/ }).click()
    const blocked = () =>
      served.getByRole('checkbox').evaluateAll((boxes) =>
        boxes.map((element) => ({
          checked: element.getAttribute('aria-checked'),
          disabled: (element as HTMLButtonElement).disabled,
        })),
      )
    await expect.poll(blocked).toEqual([
      { checked: 'false', disabled: true },
      { checked: 'false', disabled: true },
      { checked: 'true', disabled: false },
      { checked: 'false', disabled: true },
    ])
    expect(one.problems).toEqual([])
    await one.context.close()
  })
})

describe('the form screen (menu-browsing §2 Form screen, §4 Form submission)', () => {
  it("§4 \"submitting (button 'Submitting')\" and §2 success message: the feedback form's button reads Submitting and sends once while the POST is on its way; the server's message shows sanitized, its sentence without the hostile markup", async () => {
    const { page, context, problems } = await openDemoForm(browser, 'en', 1)
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    // The POST is held until the test has seen the busy button, then answered with a message of
    // hostile markup beside its sentence.
    const held: Route[] = []
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(`${inject('apiBaseUrl')}/*/api/submission/`, async (route) => {
      held.push(route)
      await released
      await route.fulfill({
        status: 201,
        json: {
          message:
            '<p>Thanks! We read every note.</p><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)" onclick="alert(4)">more</a>',
        },
      })
    })
    await page.getByRole('textbox', { name: /Name/ }).fill('Layla')
    await page.getByRole('textbox', { name: /Email/ }).fill('layla@example.com')
    await page.getByRole('spinbutton', { name: /Guests at the table/ }).fill('2')
    await page.getByLabel(/Date of visit/).fill('2026-11-20')
    await page.getByRole('combobox', { name: /Meal/ }).selectOption({ label: 'Dinner' })
    await page.getByRole('radio', { name: 'Friends' }).check()
    await page.getByRole('radio', { name: '4 of 5 stars' }).click()
    const submit = page.locator('button.carte-form__submit')
    await page.locator('button.carte-form__submit:not([aria-disabled="true"])').waitFor()
    expect((await submit.textContent())?.trim()).toBe('Submit')
    await submit.click()
    // On its way: the busy text, and the button does not send again.
    await page.locator('button.carte-form__submit', { hasText: 'Submitting' }).waitFor()
    await expect.poll(() => held.length).toBe(1)
    expect((await submit.textContent())?.trim()).toBe('Submitting')
    expect(await submit.getAttribute('aria-busy')).toBe('true')
    // §5 "Submit is disabled ... while submitting".
    expect(await submit.getAttribute('aria-disabled')).toBe('true')
    await submit.click({ force: true })
    expect(await page.getByTestId('form-success').count()).toBe(0)
    release()
    const success = page.getByTestId('form-success')
    await success.getByText('Thanks! We read every note.').waitFor()
    expect(held).toHaveLength(1)
    // Sanitized: no handler, script or javascript: link anywhere in the screen.
    const main = page.locator('main')
    expect(
      await main.evaluate((root) => ({
        handlers: [...root.querySelectorAll('*')].flatMap((element) =>
          element
            .getAttributeNames()
            .filter((name) => name.toLowerCase().startsWith('on'))
            .map((name) => `${element.tagName.toLowerCase()}[${name}]`),
        ),
        scripts: root.querySelectorAll('script').length,
        javascriptLinks: [...root.querySelectorAll('[href]')].filter((element) =>
          /^\s*javascript:/i.test(element.getAttribute('href') ?? ''),
        ).length,
      })),
    ).toEqual({ handlers: [], scripts: 0, javascriptLinks: 0 })
    expect(await main.textContent()).not.toContain('alert(')
    expect(dialogs).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })
})

/** The colour a diner sees at a point of the viewport: the screenshot's pixel there. */
async function pixel(page: Page, x: number, y: number): Promise<string> {
  const shot = await page.screenshot({ clip: { x, y, width: 1, height: 1 }, type: 'png' })
  return page.evaluate(
    async (bytes) => {
      const bitmap = await createImageBitmap(
        new Blob([new Uint8Array(bytes)], { type: 'image/png' }),
      )
      const canvas = new OffscreenCanvas(1, 1)
      const context = canvas.getContext('2d')
      context?.drawImage(bitmap, 0, 0)
      const [r, g, b] = context?.getImageData(0, 0, 1, 1).data ?? []
      return `rgb(${r}, ${g}, ${b})`
    },
    [...shot],
  )
}

/** The screen's computed background and the pixels of its page margin, top and bottom. */
async function pageBackground(page: Page, screen: string) {
  const main = page.getByTestId(screen)
  await main.waitFor()
  const computed = await main.evaluate((element) => getComputedStyle(element).backgroundColor)
  const box = await main.boundingBox()
  const height = page.viewportSize()?.height ?? 844
  // The start margin of the screen (its padding), below the header's shadow, and at the foot of
  // the viewport once the page is scrolled to its end.
  const top = await pixel(page, 3, Math.ceil((box?.y ?? 0) + 32))
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.waitForFunction(
    () => Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) < 2,
  )
  const bottom = await pixel(page, 3, height - 3)
  return { computed, top, bottom }
}

describe('page background (menu-browsing §2 "Each screen sets its page background from theme colours")', () => {
  it('§2 "Each screen sets its page background from theme colours": a venue background_color served as #dff3e4 is what the diner sees behind the home and a category page', async () => {
    const GREEN = 'rgb(223, 243, 228)'
    const { page, context, problems } = await openDemoAt(browser, '/en/home', {
      change: (menu) => {
        menu.theme_data = { ...(menu.theme_data as Json), background_color: '#dff3e4' }
      },
    })
    expect(await pageBackground(page, 'home-screen')).toEqual({
      computed: GREEN,
      top: GREEN,
      bottom: GREEN,
    })
    await page.goto(`${origin()}/en/category/103`)
    await page.getByTestId('category-screen').waitFor()
    expect(await pageBackground(page, 'category-screen')).toEqual({
      computed: GREEN,
      top: GREEN,
      bottom: GREEN,
    })
    expect(problems).toEqual([])
    await context.close()
  })
})
