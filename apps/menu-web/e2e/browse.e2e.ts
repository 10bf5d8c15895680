import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FATTOUSH, seedCart } from './checkout-support'
import {
  expectAccessible,
  type Json,
  launchBrowser,
  openDemoAt,
  openPage,
  origin,
  screenshot,
} from './harness'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** Opens the demo venue (licence stored) and returns on its English home. */
async function openDemo(
  options: Parameters<typeof openPage>[1] = {},
): Promise<Awaited<ReturnType<typeof openPage>>> {
  const opened = await openPage(browser, options)
  await opened.page.goto(`${origin()}/demo`)
  await opened.page.waitForURL(/\/en\/home$/)
  await opened.page.getByTestId('home-screen').waitFor()
  return opened
}

async function settle(page: Page, testId: string): Promise<void> {
  await page.getByTestId(testId).waitFor()
  await page.getByRole('banner').waitFor()
}

describe('browsing screens (menu-browsing §2)', () => {
  it('home lists top-level category cards; a parent category shows its sub-categories', async () => {
    const { page, context, problems } = await openDemo()
    await page.getByRole('link', { name: 'Mains' }).click()
    await page.waitForURL(/\/en\/category\/102$/)
    await settle(page, 'category-screen')
    await page.getByRole('link', { name: 'Burgers' }).click()
    await page.waitForURL(/\/en\/category\/103$/)
    await page.getByTestId('product-1011').waitFor()
    expect(await page.getByTestId('product-list').getAttribute('data-format')).toBe('3')
    expect(await page.title()).toMatch(/^Burgers \| /)
    await screenshot(page, 'category-en')
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })

  it('category in Arabic is right to left', async () => {
    const { page, context } = await openDemo()
    await page.goto(`${origin()}/ar/category/103`)
    await settle(page, 'category-screen')
    await page.locator('html[dir="rtl"]').waitFor({ state: 'attached' })
    await page.getByTestId('product-1011').waitFor()
    await screenshot(page, 'category-ar')
    await context.close()
  })

  it('view format 4 rows add to the cart and the header badge counts it (§2, §4 Cart actions)', async () => {
    const { page, context } = await openDemo()
    await page.goto(`${origin()}/en/category/106`)
    await settle(page, 'category-screen')
    const row = page.getByTestId('product-1044')
    // With the keyboard: the focus stays on the row's button once it reads 'Already Added To Cart'
    // (addtocart_redirect 'back' keeps a row add on the list).
    await row.getByRole('button').focus()
    await page.keyboard.press('Enter')
    await row.getByRole('button', { name: /Already Added To Cart/ }).waitFor()
    expect(
      await row.getByRole('button').evaluate((button) => button === document.activeElement),
    ).toBe(true)
    // The 'item added' toast (menu-browsing §4 Toasts).
    // Radix also copies the text into its live-region announcer: two matches, one toast.
    await page.getByText('Item added to cart').first().waitFor()
    const cart = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('carte:demo:cart') ?? '[]'),
    )
    expect(cart).toHaveLength(1)
    expect(cart[0]).toMatchObject({ id: 1044, qty: 1 })
    await context.close()
  })

  it('while the toast shows, the last row can be scrolled clear of it and still be added (§4 Toasts 5000 ms)', async () => {
    const { page, context } = await openDemo()
    await page.goto(`${origin()}/en/category/106`)
    await settle(page, 'category-screen')
    await page.getByTestId('product-1044').getByRole('button').click()
    const toast = page.locator('.carte-toast')
    await toast.waitFor()
    // At the very end of the page the last row (Tap Water) stands above the toast, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const last = page.locator('.carte-app-product').last()
    const [toastBox, lastBox] = await Promise.all([toast.boundingBox(), last.boundingBox()])
    expect(toastBox && lastBox).toBeTruthy()
    if (toastBox && lastBox) expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(toastBox.y)
    // A tap on its button reaches the button, not the toast.
    await last.getByRole('button').click({ trial: true, timeout: 2000 })
    await context.close()
  })

  it('the focused button toasts would cover moves above them: the last rows added by keyboard at the foot of the page, one toast and then two stacked (WCAG 2.4.11, §4 Toasts)', async () => {
    const { page, context, problems } = await openDemo()
    // A phone of 600 px: the list runs past the screen, so at its end the last rows' buttons sit
    // where the toasts come.
    await page.setViewportSize({ width: 390, height: 600 })
    await page.goto(`${origin()}/en/category/106`)
    await settle(page, 'category-screen')
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const rows = page.locator('.carte-app-product')
    const count = await rows.count()
    const focusedClearOfToasts = (toasts: number) =>
      page.waitForFunction((toasts) => {
        const boxes = [...document.querySelectorAll('.carte-toast')].map((toast) =>
          toast.getBoundingClientRect(),
        )
        const focused = document.activeElement?.getBoundingClientRect()
        return (
          boxes.length === toasts &&
          focused !== undefined &&
          boxes.every((box) => focused.bottom <= box.top)
        )
      }, toasts)
    // One toast over the last row but one, its button pressed.
    const before = rows.nth(count - 2).getByRole('button')
    await before.focus()
    await page.keyboard.press('Enter')
    await focusedClearOfToasts(1)
    expect(await before.evaluate((element) => element === document.activeElement)).toBe(true)
    // Then the last row's: two toasts stacked, taller than one, and the button above both.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const last = rows.nth(count - 1).getByRole('button')
    await last.focus()
    await page.keyboard.press('Enter')
    await focusedClearOfToasts(2)
    expect(await last.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it('a quantity raised on the cart is no new product: no "Item added to cart" toast (§4 Toasts)', async () => {
    const { page, context } = await openDemo()
    await seedCart(page, [FATTOUSH])
    await page.goto(`${origin()}/en/cart`)
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    await page.getByTestId('line-total').getByText('AED 68.00').waitFor()
    // A toast would have rendered with the quantity's own render; give it a few frames.
    await page.waitForTimeout(300)
    expect(await page.getByText('Item added to cart').count()).toBe(0)
    await context.close()
  })

  it('external category links open a new tab and disabled links are not links (§2 Drawer/Home)', async () => {
    const { page, context } = await openDemo()
    const catering = page.getByRole('link', { name: 'Catering' })
    expect(await catering.getAttribute('target')).toBe('_blank')
    expect(await page.getByRole('link', { name: 'Gift Cards' }).count()).toBe(0)
    await context.close()
  })

  it('product page: a required variation gates the add button, then adds with the choice', async () => {
    const { page, context, problems } = await openDemo()
    await page.goto(`${origin()}/en/category/103`)
    await page.getByTestId('product-1011').getByRole('link').first().click()
    await page.waitForURL(/\/en\/product\/1011$/)
    await settle(page, 'product-screen')
    const add = page.getByRole('button', { name: 'Add To Cart' })
    expect(await add.isDisabled()).toBe(true)
    await screenshot(page, 'product-en')
    await expectAccessible(page)
    // Both required groups (Size, Doneness) chosen: the button enables (spec §5 Variations).
    await page.getByRole('radio', { name: /Large/ }).check()
    expect(await add.isDisabled()).toBe(true)
    await page.getByRole('radio', { name: 'Medium', exact: true }).check()
    await page.getByRole('checkbox', { name: /Cheese/ }).check()
    await page.locator('button:not([disabled])', { hasText: 'Add To Cart' }).waitFor()
    await add.click()
    // addtocart_redirect 'back' returns to the category (spec §4 Cart actions).
    await page.waitForURL(/\/en\/category\/103$/)
    const cart = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('carte:demo:cart') ?? '[]'),
    )
    expect(cart).toHaveLength(1)
    const chosen = cart[0].variations.flatMap(
      (group: { values: { name: string; selected: boolean }[] }) =>
        group.values.filter((value) => value.selected).map((value) => value.name),
    )
    expect(chosen.sort()).toEqual(['Cheese', 'Large', 'Medium'])
    expect(problems).toEqual([])
    await context.close()
  })

  it('a product with hidden_image shows no image in the carousel either (§2 display options)', async () => {
    const { page, context } = await openDemo()
    await page.goto(`${origin()}/en/product/1033`)
    await settle(page, 'product-screen')
    await page.getByTestId('hidden-image-1033').waitFor({ state: 'attached' })
    const name = await page
      .getByTestId('product-screen')
      .getByRole('heading', { level: 1 })
      .textContent()
    expect(await page.getByRole('img', { name: name ?? '' }).count()).toBe(0)
    await context.close()
  })

  it('product page in Arabic', async () => {
    const { page, context } = await openDemo()
    await page.goto(`${origin()}/ar/product/1031`)
    await settle(page, 'product-screen')
    await page.locator('html[dir="rtl"]').waitFor({ state: 'attached' })
    // The special-instructions label (translated) sits above its full-width box; it used to be
    // squeezed beside a small one.
    const label = await page.locator('label', { hasText: 'تعليمات خاصة' }).boundingBox()
    const box = await page.getByRole('textbox', { name: 'تعليمات خاصة' }).boundingBox()
    const form = await page.locator('.carte-app-product-form').boundingBox()
    expect(label && box && form).toBeTruthy()
    if (label && box && form) {
      expect(label.y + label.height).toBeLessThanOrEqual(box.y)
      expect(box.width).toBeGreaterThanOrEqual(form.width - 1)
    }
    await screenshot(page, 'product-ar')
    await context.close()
  })

  it('search matches names case-insensitively and filters by checked property (§2 Search)', async () => {
    const { page, context } = await openDemo()
    await page.goto(`${origin()}/en/search`)
    await settle(page, 'search-screen')
    expect(await page.getByTestId('product-list').locator('li').count()).toBe(0)
    await page.getByRole('searchbox').fill('BURGER')
    await page.getByTestId('product-1011').waitFor()
    await page.getByTestId('product-1013').waitFor()
    const count = page.getByTestId('search-results').getByRole('status')
    expect(await count.textContent()).toMatch(/^\d+ products found$/)
    await page.getByRole('checkbox', { name: 'Vegan' }).check()
    await page.getByTestId('product-1011').waitFor({ state: 'detached' })
    await page.getByTestId('product-1013').waitFor()
    // One result reads in the singular (ui_str_search_results_count_one).
    expect(await count.textContent()).toBe('1 product found')
    await screenshot(page, 'search-en')
    await expectAccessible(page)
    await context.close()
  })

  it('search in Arabic', async () => {
    const { page, context } = await openDemo()
    await page.goto(`${origin()}/ar/search`)
    await settle(page, 'search-screen')
    await page.locator('html[dir="rtl"]').waitFor({ state: 'attached' })
    await screenshot(page, 'search-ar')
    await context.close()
  })

  it('search in Arabic on a venue with enable_arabic_numerals: the results count in Arabic-Indic digits (§9)', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${origin()}/partner`)
    await page.waitForURL(/\/en\/home$/)
    await page.goto(`${origin()}/ar/search`)
    await settle(page, 'search-screen')
    // 'م' matches several dishes: the general form, with the count in Arabic-Indic digits (one
    // and two results read 'منتج واحد' and 'منتجين', without a number, as Arabic writes them).
    await page.getByRole('searchbox').fill('م')
    const count = page.getByTestId('search-results').getByRole('status')
    await count.filter({ hasText: /[٠-٩]/ }).waitFor()
    expect(await count.textContent()).not.toMatch(/[0-9]/)
    await page.getByRole('searchbox').fill('مجبوس')
    await count.filter({ hasText: 'تم العثور على منتجين' }).waitFor()
    await context.close()
  })

  it('information page shows its title and content', async () => {
    const { page, context } = await openDemo()
    await page.goto(`${origin()}/en/page/1`)
    await settle(page, 'page-screen')
    await page.getByRole('heading', { name: 'About us' }).waitFor()
    expect(await page.title()).toMatch(/^About us \| /)
    await context.close()
  })

  it('a product outside its category hours says it is not available now instead of showing it (§4 "Products and categories appear only within their own hours")', async () => {
    // Shakshuka (1001) is in Breakfast, served 06:00-12:00 in Dubai; 15:00 there is 11:00 UTC.
    const { page, context, problems } = await openDemo()
    await page.clock.setFixedTime(new Date('2026-11-23T11:00:00Z'))
    await page.goto(`${origin()}/en/product/1001`)
    await page
      .getByTestId('product-unavailable')
      .getByText('This product is not available right now.')
      .waitFor()
    expect(await page.getByTestId('product-screen').count()).toBe(0)
    await page.clock.setFixedTime(new Date('2026-11-23T04:00:00Z'))
    await page.reload()
    await page.getByTestId('product-screen').waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it('a category page left open as its hours end empties on that minute, without a reload (§4 hours)', async () => {
    // Breakfast (category 101) is served 06:00-12:00 in Dubai: 11:59:40 there is 07:59:40 UTC.
    // The page reads the clock on the venue's whole minutes, not on a tick of its own.
    const { page, context, problems } = await openDemo()
    await page.clock.install({ time: new Date('2026-11-23T07:59:40Z') })
    await page.goto(`${origin()}/en/category/101`)
    await settle(page, 'category-screen')
    await page.getByTestId('product-list').waitFor()
    await page.clock.fastForward(25_000)
    await page.getByTestId('category-empty').waitFor({ timeout: 2_000 })
    expect(await page.getByTestId('product-list').count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('a category outside its hours says nothing is available now, in the diner language (§2 Category page, §4 hours)', async () => {
    // Breakfast (category 101) is served 06:00-12:00 in Dubai; 15:00 there is 11:00 UTC.
    const { page, context, problems } = await openDemo()
    await page.clock.setFixedTime(new Date('2026-11-23T11:00:00Z'))
    await page.goto(`${origin()}/ar/category/101`)
    await settle(page, 'category-screen')
    await page.getByTestId('category-empty').getByText('لا يتوفر شيء في هذه الفئة حاليًا.').waitFor()
    expect(await page.getByTestId('product-list').count()).toBe(0)
    // At 08:00 in Dubai the same page lists the breakfast dishes.
    await page.clock.setFixedTime(new Date('2026-11-23T04:00:00Z'))
    await page.reload()
    await page.getByTestId('product-list').waitFor()
    expect(await page.getByTestId('category-empty').count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it("a category outside its hours shows none of its sub-categories, promotions or description either (§4 'categories appear only within their own hours')", async () => {
    // Mains (102, with sub-categories) and What's New (113, a promotion slider) given Breakfast's
    // hours, 06:00-12:00 in Dubai; 15:00 there is 11:00 UTC.
    const morning = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      from_hour: '06:00:00',
      to_hour: '12:00:00',
      disable_order: false,
    }))
    const { page, context, problems } = await openDemoAt(browser, '/en/home', {
      change: (menu) => {
        for (const category of menu.categories as Json[]) {
          if (category.id === 102 || category.id === 113) category.category_hours = morning
        }
      },
    })
    await page.getByTestId('home-screen').waitFor()
    await page.clock.setFixedTime(new Date('2026-11-23T11:00:00Z'))
    for (const id of [101, 102, 113]) {
      await page.goto(`${origin()}/en/category/${id}`)
      await settle(page, 'category-screen')
      await page.getByTestId('category-empty').waitFor()
      expect(await page.locator('main .carte-app-category-description').count()).toBe(0)
      expect(await page.locator('main .carte-carousel').count()).toBe(0)
      expect(await page.locator('main a[href*="/category/"]').count()).toBe(0)
    }
    // At 08:00 in Dubai the sub-categories and the slider are back.
    await page.clock.setFixedTime(new Date('2026-11-23T04:00:00Z'))
    await page.goto(`${origin()}/en/category/102`)
    await settle(page, 'category-screen')
    await page.locator('main a[href*="/category/"]').first().waitFor()
    await page.goto(`${origin()}/en/category/113`)
    await settle(page, 'category-screen')
    await page.locator('main .carte-carousel').waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it('an unknown category says so in the diner language and leads back to the venue home (§2 routes)', async () => {
    const { page, context } = await openDemo()
    await page.goto(`${origin()}/ar/category/999`)
    await page
      .getByTestId('not-found')
      .getByRole('heading', { name: 'الصفحة غير موجودة' })
      .waitFor()
    expect(await page.title()).toMatch(/^الصفحة غير موجودة \| /)
    await page.getByRole('link', { name: 'العودة إلى القائمة' }).click()
    await page.waitForURL(/\/ar\/home$/)
    await context.close()
  })

  it("an unknown screen path titles the page '{screen} | {menu name} | {host}'; /en/home/ is the home, without a Back button (§2 titles, routes)", async () => {
    const { page, context } = await openDemo()
    await page.goto(`${origin()}/en/foo`)
    await page.getByTestId('not-found').waitFor()
    await expect.poll(() => page.title()).toMatch(/^Page not found \| Marina Grill House \| /)
    await page.goto(`${origin()}/en/home/`)
    await page.getByTestId('home-screen').waitFor()
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(0)
    await context.close()
  })

  it('promotions of a venue with none enabled says so instead of an empty page', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${origin()}/catalogue`)
    await page.waitForURL(/\/home$/)
    await page.goto(`${origin()}/en/promotions`)
    await page
      .getByTestId('promotions-empty')
      .getByText('There are no promotions right now.')
      .waitFor()
    await context.close()
  })

  it('feedback form renders its fields with submit disabled until valid (§2 Form, §5)', async () => {
    const { page, context, problems } = await openDemo()
    await page.goto(`${origin()}/en/form/1`)
    await settle(page, 'form-screen')
    await page.getByRole('textbox', { name: /Name/ }).waitFor()
    await screenshot(page, 'form-en')
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })

  it('a geofenced form appears inside the area and is refused outside it (§2 Form, §4, §8)', async () => {
    // The demo outlet is at 25.0805, 55.1403 with a 300 m geofence.
    const inside = await openDemo({ geolocation: { latitude: 25.0806, longitude: 55.1404 } })
    await inside.page.goto(`${origin()}/en/form/2`)
    await settle(inside.page, 'form-screen')
    await inside.page.getByRole('button', { name: 'Submit' }).waitFor()
    // Submitted with the position as origin_location (§3 Feedback submission payload), which
    // venue-api requires for a geofenced form: the server's message shows.
    await inside.page.getByRole('combobox', { name: /Request/ }).selectOption({ label: 'The bill' })
    await inside.page.locator('button:not([aria-disabled="true"])', { hasText: 'Submit' }).click()
    await inside.page.getByTestId('form-success').getByText('A waiter is on the way.').waitFor()
    expect(inside.problems).toEqual([])
    await inside.context.close()

    const outside = await openDemo({ geolocation: { latitude: 25.2, longitude: 55.3 } })
    await outside.page.goto(`${origin()}/en/form/2`)
    await settle(outside.page, 'form-screen')
    await outside.page.getByText('You’re currently outside the allowed area.').waitFor()
    expect(await outside.page.getByRole('button', { name: 'Submit' }).count()).toBe(0)
    await outside.context.close()
  })

  it('a geofence answer that says neither allowed nor refused offers Retry instead of checking forever (§4 unknown, §7 geofence failure)', async () => {
    const { page, context } = await openDemo({
      geolocation: { latitude: 25.0806, longitude: 55.1404 },
    })
    // A server whose answer has none of allowed, is_allowed or allow (§3 Geofence response).
    await page.route('**/menus/geofence/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }),
    )
    await page.goto(`${origin()}/en/form/2`)
    await settle(page, 'form-screen')
    await page.getByText('Could not validate your location. Please try again.').waitFor()
    expect(await page.getByRole('button', { name: 'Submit' }).count()).toBe(0)
    // Once the server answers again, Retry checks the position anew and the form opens.
    await page.unroute('**/menus/geofence/**')
    await page.getByRole('button', { name: 'Retry' }).click()
    await page.getByRole('button', { name: 'Submit' }).waitFor()
    await context.close()
  })

  it('a geofenced form on a browser without the Permissions API asks for the location instead of checking forever (§4 prompt → IDLE)', async () => {
    const { page, context, problems } = await openDemo({
      geolocation: { latitude: 25.0806, longitude: 55.1404 },
    })
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'permissions', { get: () => undefined })
    })
    await page.goto(`${origin()}/en/form/2`)
    await settle(page, 'form-screen')
    await page.getByText('Please enable your location to continue.').waitFor()
    await page.getByRole('button', { name: 'Enable Location' }).click()
    await page.getByRole('button', { name: 'Submit' }).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it('feedback form: filled and submitted, shows the server message and Back To Menu (§2, §4)', async () => {
    const { page, context, problems } = await openDemo()
    await page.goto(`${origin()}/en/form/1`)
    await settle(page, 'form-screen')
    const submit = page.getByRole('button', { name: 'Submit' })
    await page.getByRole('textbox', { name: /Name/ }).fill('Layla')
    await page.getByRole('textbox', { name: /Email/ }).fill('layla@example.com')
    await page.getByRole('spinbutton', { name: /Guests at the table/ }).fill('2')
    await page.getByLabel(/Date of visit/).fill('2026-11-20')
    await page.getByRole('combobox', { name: /Meal/ }).selectOption({ label: 'Dinner' })
    await page.getByRole('radio', { name: 'Friends' }).check()
    await page.getByRole('radio', { name: '4 of 5 stars' }).click()
    // Validation runs on every change; submit enables once every rule passes (§5).
    await page.locator('button:not([aria-disabled="true"])', { hasText: 'Submit' }).waitFor()
    await submit.click()
    await page.getByTestId('form-success').waitFor()
    await page.getByRole('link', { name: 'Back To Menu' }).click()
    await page.waitForURL(/\/en\/home$/)
    expect(problems).toEqual([])
    await context.close()
  })

  it('feedback form in Arabic', async () => {
    const { page, context } = await openDemo()
    await page.goto(`${origin()}/ar/form/1`)
    await settle(page, 'form-screen')
    await page.locator('html[dir="rtl"]').waitFor({ state: 'attached' })
    // The phone number keeps its digit order (left to right) and sits on the right, beside its
    // label, like every other field (Chromium's tel field put it on the left).
    expect(
      await page.locator('input[type="tel"]').evaluate((input) => {
        const style = getComputedStyle(input)
        return [style.direction, style.textAlign]
      }),
    ).toEqual(['ltr', 'end'])
    // The venue's Arabic messages (§5), with the keys it translates for the other forms too.
    const name = page.getByRole('textbox', { name: /الاسم/ })
    await name.fill('x')
    await name.fill('')
    await page.getByText('الاسم حقل مطلوب').waitFor()
    await page.getByRole('spinbutton', { name: /عدد الضيوف/ }).fill('25')
    await page.getByText('عدد الضيوف يتطلب قيمة لا تزيد عن').waitFor()
    await screenshot(page, 'form-ar')
    await context.close()
  })

  it('the drawer links pages and shows the client version 1.9.60 (§2 Drawer)', async () => {
    const { page, context } = await openDemo()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog')
    await drawer.waitFor()
    await drawer.getByText('1.9.60').waitFor()
    await screenshot(page, 'drawer-en')
    await drawer.getByRole('link', { name: 'About us' }).click()
    await page.waitForURL(/\/en\/page\/1$/)
    await context.close()
  })

  it('with native Temporal (Chromium 156) the polyfill is never downloaded (hours issue)', async () => {
    const { page, context, problems } = await openPage(browser)
    const manifest = JSON.parse(
      readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8'),
    ) as Record<string, { file: string }>
    const polyfillFile = Object.entries(manifest).find(([source]) =>
      source.includes('@js-temporal/polyfill'),
    )?.[1].file
    expect(polyfillFile).toBeDefined()
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    await page.getByTestId('home-screen').waitFor()
    expect(
      await page.evaluate(
        () =>
          typeof (globalThis as { Temporal?: { Now?: { instant?: unknown } } }).Temporal?.Now
            ?.instant,
      ),
    ).toBe('function')
    expect(requested.some((url) => url.endsWith(`/${polyfillFile}`))).toBe(false)
    expect(problems).toEqual([])
    await context.close()
  })

  it('without native Temporal the hours polyfill chunk loads and the menu still shows', async () => {
    const { page, context, problems } = await openPage(browser)
    await page.addInitScript(() => {
      Reflect.deleteProperty(globalThis, 'Temporal')
    })
    const manifest = JSON.parse(
      readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8'),
    ) as Record<string, { file: string }>
    const polyfillFile = Object.entries(manifest).find(([source]) =>
      source.includes('@js-temporal/polyfill'),
    )?.[1].file
    expect(polyfillFile).toBeDefined()
    const polyfill = page.waitForResponse((response) => response.url().endsWith(`/${polyfillFile}`))
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    await page.getByTestId('home-screen').waitFor()
    expect((await polyfill).ok()).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it('list rows (view formats 3 and 4) are all one width, in en and ar (§2 Category page)', async () => {
    const { page, context } = await openDemo()
    for (const path of ['/en/category/106', '/ar/category/106', '/en/search']) {
      await page.goto(`${origin()}${path}`)
      if (path.endsWith('search')) await page.locator('input[type="search"]').fill('a')
      await page.locator('.carte-product-row').first().waitFor()
      const widths = await page
        .locator('.carte-product-row')
        .evaluateAll((rows) => rows.map((row) => Math.round(row.getBoundingClientRect().width)))
      expect(widths.length, path).toBeGreaterThan(1)
      expect(new Set(widths).size, `${path}: ${widths.join(', ')}`).toBe(1)
    }
    await context.close()
  })

  it('a list row drawn as a card (card_shadow) has its shadow and no rule under it; a plain row keeps its rule (visual review)', async () => {
    const { page, context } = await openDemo()
    // Desserts (107) is a format-3 list: its products have card_shadow, but Date Ice Cream.
    await page.goto(`${origin()}/en/category/107`)
    await page.locator('.carte-product-row').first().waitFor()
    const rows = await page.locator('[data-testid="product-list"] > li').evaluateAll((items) =>
      items.map((item) => ({
        shadow: item.querySelector(':scope > [data-shadow]') !== null,
        rule: getComputedStyle(item).borderBlockEndWidth,
      })),
    )
    expect(rows.length).toBeGreaterThan(1)
    for (const row of rows) expect(row.rule).toBe(row.shadow ? '0px' : '1px')
    expect(rows.some((row) => row.shadow)).toBe(true)
    expect(rows.some((row) => !row.shadow)).toBe(true)
    await context.close()
  })

  it('a special category shows a category bar with anchors (§2 special categories)', async () => {
    const { page, context } = await openDemo()
    await page.goto(`${origin()}/en/category/109`)
    await settle(page, 'category-screen')
    await page.locator('#cat-103').waitFor({ state: 'attached' })
    // A tab jumps to its section with the heading in sight, below the sticky header and bar.
    const bar = page.getByRole('navigation', { name: /categor/i })
    const salads = bar.getByRole('link', { name: 'Salads' })
    await salads.click()
    await page.waitForURL(/#cat-\d+$/)
    const anchor = new URL(page.url()).hash
    await page.waitForTimeout(600)
    const headingVisible = await page.locator(`${anchor} h2`).evaluate((heading) => {
      const rect = heading.getBoundingClientRect()
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
      return hit !== null && heading.contains(hit)
    })
    expect(headingVisible).toBe(true)
    // Scrolled to the end of the page, the last tab is the active one.
    await page.waitForTimeout(1600)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const last = bar.getByRole('link').last()
    await expect.poll(() => last.getAttribute('aria-current')).toBe('location')
    // The tabs replace the hash (no history entry each): Back leaves the page.
    await bar.getByRole('link').first().click()
    await page.goBack()
    await page.waitForURL(/\/en\/home$/)
    await context.close()
  })
})
