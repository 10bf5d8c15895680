import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedState, storedState } from './checkout-support'
import {
  dataLayerEvents,
  expectAccessible,
  type Json,
  launchBrowser,
  openDemoAt,
  openPage,
  origin,
  screenshot,
} from './harness'

// Expected amounts are computed by hand from venue-api's demo seed (apps/venue-api/src/seed/demo.ts):
// Fattoush 34.00 (no variations, no hours, upsell), VAT 5 % (percentage), service charge 2.00
// (fixed), delivery minimum_order_amount 40.00, coupon_auto_apply HELLO5 (5 %, max 10.00),
// WELCOME10 (10 %, max 25.00), FLAT5 (5.00 off, minimum order 30.00); AED with 2 decimals.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

async function openDemo(): Promise<Awaited<ReturnType<typeof openPage>>> {
  const opened = await openPage(browser)
  await opened.page.goto(`${origin()}/demo`)
  await opened.page.waitForURL(/\/en\/home$/)
  await opened.page.getByTestId('home-screen').waitFor()
  return opened
}

/** Puts lines straight into the persisted cart (the shape @carte/pricing's createCartLine makes). */
async function seedCart(page: Page, lines: readonly Record<string, unknown>[]): Promise<void> {
  await page.evaluate((value) => {
    localStorage.setItem('carte:demo:cart', JSON.stringify(value))
  }, lines)
}

/** What the delivery-location screen stores once the zone lookup succeeded and the address is saved. */
async function seedConfirmedDelivery(
  page: Page,
  deliveryLocation: { lat: number; lng: number },
  deliveryFormattedAddress: string,
): Promise<void> {
  await seedState(page, {
    orderType: 'delivery',
    deliveryLocation,
    deliveryLocationConfirmed: true,
    deliveryFormattedAddress,
  })
}

const FATTOUSH = {
  uuid: 'e2e-fattoush',
  id: 1031,
  category: 105,
  name: 'Fattoush',
  sku: '',
  image: null,
  price: '34.00',
  qty: 1,
  max_qty: null,
}

async function openCart(page: Page, lang = 'en', search = ''): Promise<void> {
  await page.goto(`${origin()}/${lang}/cart${search}`)
  await page.getByTestId('cart-screen').waitFor()
}

async function amount(page: Page, testId: string): Promise<string> {
  return ((await page.getByTestId(testId).locator('dd').textContent()) ?? '').trim()
}

describe('cart screen (ordering-payment §2 Cart, §4, §5)', () => {
  it('a product added on its page shows in the cart with totals, the auto coupon and the minimum-order banner', async () => {
    const { page, context, problems } = await openDemo()
    await page.goto(`${origin()}/en/product/1031`)
    await page.getByTestId('product-screen').waitFor()
    await page.getByRole('button', { name: 'Add To Cart' }).click()
    // addtocart_redirect 'back' returns to the previous screen (menu-browsing §4 Cart actions).
    await page.waitForURL(/\/en\/home$/)
    await openCart(page)
    expect(await page.title()).toMatch(/^Cart \| Marina Grill House \| /)
    // The page-view event through the app's analytics module (§7 Analytics events), licence only.
    const events = await dataLayerEvents(page, 'cart_page_view')
    expect(events).toEqual([{ event: 'cart_page_view', license: 'demo' }])
    const line = page.getByTestId('cart-line-1031')
    expect(await line.locator('.carte-app-cart__line-name').textContent()).toBe('Fattoush')
    expect(await line.getByTestId('line-total').textContent()).toBe('AED 34.00')
    // The line keeps the product's first image as its thumb, shown beside the name, decorative
    // (ordering-payment §3 Cart item "image (thumb)").
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('carte:demo:cart') ?? 'null') as { image?: string }[],
    )
    expect(stored[0]?.image).toMatch(/Fattoush/)
    const thumb = line.locator('img')
    expect(await thumb.getAttribute('src')).toBe(stored[0]?.image)
    expect(await thumb.getAttribute('alt')).toBe('')
    await thumb.evaluate((image: HTMLImageElement) => image.decode())
    expect(await thumb.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    // HELLO5 auto-applies into the empty field: 'Coupon Applied', disabled (§4 Coupon).
    const box = page.getByTestId('coupon-box')
    await box.and(page.locator('[data-state="applied"]')).waitFor()
    expect(await box.getByRole('textbox').inputValue()).toBe('HELLO5')
    const button = box.getByRole('button', { name: 'Coupon Applied' })
    expect(await button.isDisabled()).toBe(true)
    // Delivery (the default type), no location yet: the fee is not known, so the row says so and
    // the total is without it (§4 "confirm the map position, which fetches delivery fees"):
    // 34.00 + VAT 1.70 + service 2.00 − 5 % 1.70 = 36.00.
    expect(await amount(page, 'total-subtotal')).toBe('AED 34.00')
    expect(await amount(page, 'total-tax-1')).toBe('AED 1.70')
    expect(await amount(page, 'total-tax-2')).toBe('AED 2.00')
    expect(await amount(page, 'total-delivery')).toBe('Added once your location is confirmed')
    expect(await amount(page, 'total-discount')).toBe('− AED 1.70')
    expect(await amount(page, 'total-total')).toBe('AED 36.00')
    // 34.00 is below the delivery minimum of 40.00: banner, no checkout, no payment toggle (§2).
    const banner = page.getByRole('alert').filter({ hasText: 'Minimum order amount required' })
    expect(await banner.textContent()).toContain('AED 40.00')
    expect(await page.getByRole('link', { name: 'Checkout' }).count()).toBe(0)
    expect(await page.getByRole('radiogroup', { name: 'Payment type' }).count()).toBe(0)
    expect(await page.getByTestId('delivery-widget').count()).toBe(0)
    // The venue footer goes through the sanitizer.
    await page.getByText('Need help? Ask any of our staff.').waitFor()
    await page.getByRole('banner').waitFor()
    await screenshot(page, 'cart-en')
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })

  it('a product whose image the venue hides (hidden_image) gets no thumb of its own in the cart: the default image stands in', async () => {
    const { page, context, problems } = await openDemoAt(browser, '/en/product/1031', {
      change: (menu) => {
        for (const product of menu.products as Json[]) {
          if (product.id === 1031) product.hidden_image = true
        }
      },
    })
    await page.getByTestId('product-screen').waitFor()
    await page.getByRole('button', { name: 'Add To Cart' }).click()
    await page.waitForURL(/\/en\/home$/)
    await openCart(page)
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('carte:demo:cart') ?? 'null') as { image?: unknown }[],
    )
    expect(stored[0]?.image).toBeNull()
    const thumb = page.getByTestId('cart-line-1031').locator('img')
    expect(await thumb.getAttribute('data-state')).toBe('fallback')
    expect(problems).toEqual([])
    await context.close()
  })

  it('quantity changes recompute the discount; delivery needs a location, takeaway shows checkout and payment types', async () => {
    const { page, context } = await openDemo()
    await seedCart(page, [FATTOUSH])
    await openCart(page)
    await page.getByTestId('coupon-box').and(page.locator('[data-state="applied"]')).waitFor()
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    // 68.00 + VAT 3.40 + 2.00 − 5 % 3.40 = 70.00 (§4 Coupon: quantity changes recompute it).
    await page.getByTestId('total-total').getByText('AED 70.00').waitFor()
    expect(await amount(page, 'total-discount')).toBe('− AED 3.40')
    expect(await page.getByTestId('cart-line-1031').getByTestId('line-total').textContent()).toBe(
      'AED 68.00',
    )
    // Minimum met; delivery with maps: 'Set Delivery Location', checkout hidden until confirmed.
    expect(await page.getByRole('alert').filter({ hasText: 'Minimum order' }).count()).toBe(0)
    const setLocation = page.getByRole('link', { name: 'Set Delivery Location' })
    expect(await setLocation.getAttribute('href')).toBe('/en/delivery-location')
    expect(await page.getByRole('link', { name: 'Checkout' }).count()).toBe(0)
    // Takeaway: checkout and the payment toggle (online card by default: payment_enabled).
    await page.getByRole('radio', { name: 'Takeaway' }).click()
    const checkout = page.getByRole('link', { name: 'Checkout' })
    await checkout.waitFor()
    expect(await checkout.getAttribute('href')).toBe('/en/checkout')
    const payment = page.getByRole('radiogroup', { name: 'Payment type' })
    expect(await payment.getByRole('radio').allInnerTexts()).toEqual([
      'Cash',
      'Card Machine',
      'Online Card',
    ])
    expect(
      await payment.getByRole('radio', { name: 'Online Card' }).getAttribute('aria-checked'),
    ).toBe('true')
    await payment.getByRole('radio', { name: 'Cash' }).click()
    await page.getByRole('textbox', { name: 'Order comments' }).fill('No onions, please')
    expect(await amount(page, 'total-total')).toBe('AED 70.00')
    // The order type and coupon in localStorage, the payment type and comments in this tab.
    const state = await storedState(page)
    expect(state).toMatchObject({
      orderType: 'takeaway',
      paymentType: 'cash',
      couponCode: 'HELLO5',
      orderComments: 'No onions, please',
    })
    // Choices persist across a reload (architecture rulings).
    await openCart(page)
    expect(await page.getByRole('radio', { name: 'Takeaway' }).getAttribute('aria-checked')).toBe(
      'true',
    )
    expect(await page.getByRole('textbox', { name: 'Order comments' }).inputValue()).toBe(
      'No onions, please',
    )
    await context.close()
  })

  it('quantity stops at max_qty and at 1; removing the last line shows the empty state', async () => {
    const { page, context } = await openDemo()
    await seedCart(page, [{ ...FATTOUSH, qty: 1, max_qty: 2 }])
    await openCart(page)
    // A line without an image (FATTOUSH's is null) shows the menu's default product image.
    expect(await page.getByTestId('cart-line-1031').locator('img').getAttribute('data-state')).toBe(
      'fallback',
    )
    const minus = page.getByRole('button', { name: 'Decrease quantity' })
    const plus = page.getByRole('button', { name: 'Increase quantity' })
    expect(await minus.isDisabled()).toBe(true)
    await plus.click()
    await page.getByTestId('line-total').getByText('AED 68.00').waitFor()
    expect(await plus.isDisabled()).toBe(true)
    await page.getByRole('button', { name: 'Remove Fattoush' }).click()
    await page.getByTestId('cart-empty').waitFor()
    const back = page.getByRole('link', { name: 'Back To Menu' })
    expect(await back.getAttribute('href')).toBe('/en/home')
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('carte:demo:cart') ?? 'null')),
    ).toEqual([])
    await back.click()
    await page.waitForURL(/\/en\/home$/)
    await context.close()
  })

  it('the focus stays in the cart: Remove hands it to the next line, then to Back To Menu; a coupon answer to its field or button', async () => {
    const { page, context } = await openDemo()
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement
        return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? ''
      })
    await seedCart(page, [
      { ...FATTOUSH, qty: 2 },
      { ...FATTOUSH, uuid: 'e2e-chai', id: 1041, name: 'Karak Chai', price: '18.00' },
    ])
    await openCart(page)
    const box = page.getByTestId('coupon-box')
    await box.and(page.locator('[data-state="applied"]')).waitFor()
    // An unknown code: the button disables itself during the lookup, then the flagged field has
    // the focus (it used to fall to the page).
    await box.getByRole('textbox', { name: 'Coupon' }).fill('nope-404')
    await box.getByRole('button', { name: 'Apply Coupon' }).focus()
    await page.keyboard.press('Enter')
    await box.getByText('Invalid coupon code').waitFor()
    await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe(
      'true',
    )
    // A known code: the focus returns to the button, now 'Delete Coupon'.
    await box.getByRole('textbox', { name: 'Coupon' }).fill('flat5')
    await box.getByRole('button', { name: 'Apply Coupon' }).focus()
    await page.keyboard.press('Enter')
    await box.getByRole('button', { name: 'Delete Coupon' }).waitFor()
    await page.waitForFunction(() => document.activeElement?.tagName === 'BUTTON')
    expect(await focused()).toBe('Delete Coupon')
    // Remove: to the next line's Remove, then (the last line gone) to Back To Menu.
    await page.getByRole('button', { name: 'Remove Fattoush' }).focus()
    await page.keyboard.press('Enter')
    await page.getByTestId('cart-line-1031').waitFor({ state: 'detached' })
    expect(await focused()).toBe('Remove Karak Chai')
    await page.keyboard.press('Enter')
    await page.getByTestId('cart-empty').waitFor()
    await page.waitForFunction(() => document.activeElement?.tagName === 'A')
    expect(await focused()).toBe('Back To Menu')
    await context.close()
  })

  it('coupons: an unknown code flags the field; another code reads Delete Coupon; deleting brings back the auto code', async () => {
    const { page, context } = await openDemo()
    await seedCart(page, [{ ...FATTOUSH, qty: 2 }])
    await openCart(page)
    const box = page.getByTestId('coupon-box')
    const field = box.getByRole('textbox', { name: 'Coupon' })
    await box.and(page.locator('[data-state="applied"]')).waitFor()
    await field.fill('nope-404')
    await box.getByRole('button', { name: 'Apply Coupon' }).click()
    await box.getByText('Invalid coupon code').waitFor()
    expect(await field.getAttribute('aria-invalid')).toBe('true')
    // The invalid code gives no discount: 68.00 + 3.40 + 2.00 = 73.40.
    expect(await amount(page, 'total-total')).toBe('AED 73.40')
    expect(await page.getByTestId('total-discount').count()).toBe(0)
    await field.fill('flat5')
    await box.getByRole('button', { name: 'Apply Coupon' }).click()
    await box.getByRole('button', { name: 'Delete Coupon' }).waitFor()
    expect(await field.getAttribute('aria-invalid')).toBe('false')
    // FLAT5: 5.00 off (minimum 30.00 met): 73.40 − 5.00 = 68.40.
    expect(await amount(page, 'total-discount')).toBe('− AED 5.00')
    expect(await amount(page, 'total-total')).toBe('AED 68.40')
    await box.getByRole('button', { name: 'Delete Coupon' }).click()
    // The emptied field takes the auto-apply code again (§4 Coupon).
    await box.getByRole('button', { name: 'Coupon Applied' }).waitFor()
    expect(await field.inputValue()).toBe('HELLO5')
    expect(await amount(page, 'total-total')).toBe('AED 70.00')
    await context.close()
  })

  it('the URL parameter c is the auto-apply code when the field is empty', async () => {
    const { page, context } = await openDemo()
    await seedCart(page, [{ ...FATTOUSH, qty: 2 }])
    await openCart(page, 'en', '?c=welcome10')
    const box = page.getByTestId('coupon-box')
    await box.getByRole('button', { name: 'Coupon Applied' }).waitFor()
    expect(await box.getByRole('textbox').inputValue()).toBe('WELCOME10')
    // WELCOME10: 10 % of 68.00 = 6.80; 68.00 + 3.40 + 2.00 − 6.80 = 66.60.
    expect(await amount(page, 'total-discount')).toBe('− AED 6.80')
    expect(await amount(page, 'total-total')).toBe('AED 66.60')
    await context.close()
  })

  it("a link's c (here on the venue's landing path) is still the auto-apply code when the diner reaches the cart", async () => {
    const { page, context } = await openPage(browser)
    // The landing path redirects to the home and drops its query; the diner then browses.
    await page.goto(`${origin()}/demo?c=welcome10`)
    await page.waitForURL(/\/en\/home$/)
    await page.getByTestId('category-cards').getByRole('link', { name: 'Salads' }).click()
    await page.getByTestId('category-screen').waitFor()
    await page
      .getByRole('link', { name: /Fattoush/ })
      .first()
      .click()
    await page.getByTestId('product-screen').waitFor()
    await page
      .getByRole('button', { name: /^Add To Cart/ })
      .first()
      .click()
    await page.getByText('Item added to cart').first().waitFor()
    await page.getByRole('banner').getByRole('link', { name: /cart/i }).click()
    await page.getByTestId('cart-screen').waitFor()
    const box = page.getByTestId('coupon-box')
    await box.getByRole('button', { name: 'Coupon Applied' }).waitFor()
    // WELCOME10, not the venue's own auto code (HELLO5).
    expect(await box.getByRole('textbox').inputValue()).toBe('WELCOME10')
    await context.close()
  })

  it('dine-in at a Terrace table: the section minimum (50.00) hides checkout until reached', async () => {
    const opened = await openPage(browser)
    const { page, context } = opened
    // Table 1 of demo (t/Uk) sits in the Terrace section, minimum 50.00 (venue-api README).
    await page.goto(`${origin()}/demo/t/Uk`)
    await page.waitForURL(/\/en\/home$/)
    await seedCart(page, [FATTOUSH])
    await openCart(page)
    // Delivery with a table location is dine_in (§4 Order type); no delivery fee row.
    const dineIn = page.getByRole('radio', { name: 'Dine In' })
    expect(await dineIn.getAttribute('aria-checked')).toBe('true')
    const banner = page.getByRole('alert').filter({ hasText: 'Minimum order amount required' })
    await banner.getByText('AED 50.00').waitFor()
    expect(await page.getByTestId('total-delivery').count()).toBe(0)
    expect(await page.getByRole('link', { name: 'Checkout' }).count()).toBe(0)
    expect(await page.getByRole('radiogroup', { name: 'Payment type' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    await page.getByRole('link', { name: 'Checkout' }).waitFor()
    expect(await banner.count()).toBe(0)
    await page.getByRole('radiogroup', { name: 'Payment type' }).waitFor()
    await context.close()
  })

  it('a table scan starts dine-in, whatever order type an earlier visit stored', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    // An earlier visit chose takeaway (kept across visits, beside the coupon).
    await page.evaluate(() =>
      localStorage.setItem(
        'carte:demo:cart-state',
        JSON.stringify({ orderType: 'takeaway', couponCode: '' }),
      ),
    )
    await page.goto(`${origin()}/demo/t/Uk`)
    await page.waitForURL(/\/en\/home$/)
    await seedCart(page, [FATTOUSH])
    await openCart(page)
    // §4 Order type: delivery (the default) at a table is dine_in.
    expect(await page.getByRole('radio', { name: 'Dine In' }).getAttribute('aria-checked')).toBe(
      'true',
    )
    expect(await page.getByRole('radio', { name: 'Takeaway' }).getAttribute('aria-checked')).toBe(
      'false',
    )
    await context.close()
  })

  it('delivery with a confirmed location: the zone fee counts, the widget offers Edit, checkout shows', async () => {
    const { page, context } = await openDemo()
    await seedCart(page, [{ ...FATTOUSH, qty: 2 }])
    // The outlet's own position is in the first ring (5.00, venue-api README).
    await seedConfirmedDelivery(page, { lat: 25.0805, lng: 55.1403 }, 'Marina Walk, Dubai Marina')
    await openCart(page)
    // 68.00 + VAT 3.40 + service 2.00 + fee 5.00 − HELLO5 3.40 = 75.00.
    await page.getByTestId('total-delivery').getByText('AED 5.00').waitFor()
    await page.getByTestId('total-total').getByText('AED 75.00').waitFor()
    const widget = page.getByTestId('delivery-widget')
    await widget.getByText('Marina Walk, Dubai Marina').waitFor()
    await widget.getByText('Delivery Location').waitFor()
    expect(await widget.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/en/delivery-location',
    )
    await page.getByRole('link', { name: 'Checkout' }).waitFor()
    await page.getByRole('radiogroup', { name: 'Payment type' }).waitFor()
    await context.close()
  })

  it('delivery to a confirmed position outside every zone: error shown, no checkout', async () => {
    const { page, context } = await openDemo()
    await seedCart(page, [{ ...FATTOUSH, qty: 2 }])
    // Abu Dhabi: beyond the 15 km ring, venue-api answers 404 out_of_area.
    await seedConfirmedDelivery(page, { lat: 24.4539, lng: 54.3773 }, 'Corniche, Abu Dhabi')
    await openCart(page)
    await page.getByText('This location is outside our delivery area.', { exact: false }).waitFor()
    expect(await page.getByRole('link', { name: 'Checkout' }).count()).toBe(0)
    expect(await page.getByRole('radiogroup', { name: 'Payment type' }).count()).toBe(0)
    await context.close()
  })

  it('a zone lookup that gets no answer says it could not check, not out of area; Try again brings the fee (§8)', async () => {
    const { page, context } = await openDemo()
    await seedCart(page, [{ ...FATTOUSH, qty: 2 }])
    await seedConfirmedDelivery(page, { lat: 25.0805, lng: 55.1403 }, 'Marina Walk, Dubai Marina')
    // The network drops the lookup: nothing is known of the area (§8 Delivery zone failure).
    await page.route(/\/api\/delivery_zone\//, (route) => route.abort('internetdisconnected'))
    await openCart(page)
    const failed = page.getByTestId('delivery-zone-failed')
    await failed
      .getByText('We could not check delivery to this location.', { exact: false })
      .waitFor()
    expect(await failed.getAttribute('role')).toBe('alert')
    expect(await page.getByText('outside our delivery area', { exact: false }).count()).toBe(0)
    expect(await page.getByRole('link', { name: 'Checkout' }).count()).toBe(0)
    await page.unroute(/\/api\/delivery_zone\//)
    await failed.getByRole('button', { name: 'Try again' }).click()
    await page.getByTestId('total-delivery').getByText('AED 5.00').waitFor()
    await page.getByRole('link', { name: 'Checkout' }).waitFor()
    expect(await page.getByTestId('delivery-zone-failed').count()).toBe(0)
    await context.close()
  })

  it('dine-in geofence (partner, enable_order_geofence): checkout only inside the area', async () => {
    // Partner outlet 29.3759, 47.9774 with a 500 m geofence; table 4 is t/Vq (Diwaniya, minimum
    // 5.000); 2 × 3.500 = 7.000 meets it. Not table 3: the journeys file places an order there, and
    // a table with an open partner order sends its cart to that order (§2 Cart).
    const line = {
      uuid: 'e2e-partner',
      id: 2003,
      category: 201,
      name: 'Partner dish',
      price: '3.500',
      qty: 2,
      max_qty: null,
    }
    const open = async (latitude: number, longitude: number) => {
      const opened = await openPage(browser, { geolocation: { latitude, longitude } })
      await opened.page.goto(`${origin()}/partner/t/Vq`)
      await opened.page.waitForURL(/\/en\/home$/)
      await opened.page.evaluate(
        (value) => {
          localStorage.setItem('carte:partner:cart', JSON.stringify(value))
        },
        [line],
      )
      await openCart(opened.page)
      return opened
    }
    const inside = await open(29.376, 47.9775)
    await inside.page.getByRole('link', { name: 'Checkout' }).waitFor()
    await inside.context.close()

    const outside = await open(29.2, 47.5)
    await outside.page.getByText('You’re currently outside the allowed area.').waitFor()
    expect(await outside.page.getByRole('link', { name: 'Checkout' }).count()).toBe(0)
    // Walking into the area and pressing 'Refresh Location' by keyboard: checkout opens and the
    // focus moves on from the gate to the screen's next control (WCAG 2.4.3), not left in the
    // gate's emptied region.
    await outside.context.setGeolocation({ latitude: 29.376, longitude: 47.9775 })
    await outside.page.getByRole('button', { name: 'Refresh Location' }).focus()
    await outside.page.keyboard.press('Enter')
    await outside.page.getByRole('link', { name: 'Checkout' }).waitFor()
    await expect
      .poll(() =>
        outside.page.evaluate(() => {
          const active = document.activeElement
          return (
            active !== null &&
            active !== document.body &&
            active.closest('[data-location-gate]') === null &&
            active.closest('main') !== null
          )
        }),
      )
      .toBe(true)
    await outside.context.close()
  })

  it('a closed venue shows the closed notice and no checkout (§6 ordering requires the menu open)', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${origin()}/closed`)
    await page.waitForURL(/\/en\/home$/)
    await page.evaluate(() => {
      localStorage.setItem(
        'carte:closed:cart',
        JSON.stringify([
          { uuid: 'e2e-closed', id: 3001, category: 301, name: 'Coffee', price: '14.00', qty: 1 },
        ]),
      )
    })
    await openCart(page)
    await page.getByTestId('cart-screen').getByText('We are currently closed').waitFor()
    await page.getByTestId('cart-line-3001').waitFor()
    expect(await page.getByRole('link', { name: 'Checkout' }).count()).toBe(0)
    await context.close()
  })

  it('upsell cards link to their product pages and are a third of the width', async () => {
    const { page, context } = await openDemo()
    await seedCart(page, [FATTOUSH])
    await openCart(page)
    const upsell = page.getByTestId('upsell')
    await upsell.getByTestId('upsell-1041').waitFor()
    // Fattoush is in the cart and the demo has no same-item adding: it is not offered again.
    expect(await upsell.getByTestId(`upsell-${FATTOUSH.id}`).count()).toBe(0)
    const card = upsell.getByTestId('upsell-1043')
    expect(await card.getByRole('link').first().getAttribute('href')).toBe('/en/product/1043')
    const width = await card.evaluate((node) => node.getBoundingClientRect().width)
    const list = await upsell.locator('ul').evaluate((node) => node.getBoundingClientRect().width)
    expect(Math.abs(width / list - 0.33)).toBeLessThan(0.01)
    await context.close()
  })

  it('a 320 px phone: every order and payment type label stays inside its segment, prices keep to one line', async () => {
    const { page, context } = await openDemo()
    await page.setViewportSize({ width: 320, height: 844 })
    await seedCart(page, [{ ...FATTOUSH, qty: 2 }])
    // Takeaway, so the payment types show too.
    await page.evaluate(() =>
      localStorage.setItem('carte:demo:cart-state', JSON.stringify({ orderType: 'takeaway' })),
    )
    for (const lang of ['en', 'ar']) {
      await openCart(page, lang)
      await page.getByRole('radiogroup').nth(1).waitFor()
      await page.getByTestId('upsell').waitFor()
      // A squeezed segment used to let 'Delivery' spill over 'Dine In'; 'AED' and '34.00' of an
      // upsell card used to sit on two lines.
      const spilled = await page.evaluate(() =>
        [...document.querySelectorAll('.carte-segmented__item')]
          .filter((item) => item.scrollWidth > item.clientWidth)
          .map((item) => item.textContent),
      )
      expect({ lang, spilled }).toEqual({ lang, spilled: [] })
      const prices = await page.getByTestId('upsell').locator('.carte-product__price').all()
      expect(prices.length).toBeGreaterThan(0)
      for (const price of prices) {
        const lines = await price.evaluate((node) => node.getClientRects().length)
        expect(lines).toBe(1)
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      )
      await screenshot(page, `cart-320-${lang}`)
    }
    await context.close()
  })

  it('partner in ar (enable_arabic_numerals): the cart badge and quantities show Arabic-Indic digits, typed ones count', async () => {
    // menu-browsing §9 "Arabic-Indic digits are available for ar when enable_arabic_numerals is
    // on" (the partner seed has it on); the badge and the quantity boxes were always Latin.
    const { page, context, problems } = await openPage(browser)
    await page.goto(`${origin()}/partner`)
    await page.waitForURL(/\/en\/home$/)
    await page.evaluate(() => {
      localStorage.setItem(
        'carte:partner:cart',
        JSON.stringify([
          { uuid: 'e2e-digits', id: 2023, category: 203, name: 'Water', price: '0.250', qty: 2 },
        ]),
      )
    })
    await openCart(page, 'ar')
    const badge = page.getByRole('banner').locator('.carte-cart__badge')
    const line = page.getByTestId('cart-line-2023')
    const box = line.locator('.carte-quantity__value')
    await badge.filter({ hasText: /^٢$/ }).waitFor()
    expect(await box.inputValue()).toBe('٢')
    expect(await line.locator('.carte-app-cart__line-price').textContent()).toContain('× ٢ =')
    // The quantity's + button (the last of its − / + pair).
    await line.locator('.carte-quantity button').last().click()
    await badge.filter({ hasText: /^٣$/ }).waitFor()
    expect(await box.inputValue()).toBe('٣')
    // A diner on an Arabic keyboard types Arabic-Indic digits: '٥' is the quantity 5.
    await box.fill('٥')
    await badge.filter({ hasText: /^٥$/ }).waitFor()
    expect(await box.inputValue()).toBe('٥')
    // The product page's quantity box starts at '١'.
    await page.goto(`${origin()}/ar/product/2001`)
    await page.getByTestId('product-screen').waitFor()
    const productBox = page.getByTestId('product-screen').locator('.carte-quantity__value')
    expect(await productBox.inputValue()).toBe('١')
    await badge.filter({ hasText: /^٥$/ }).waitFor()
    // English keeps Latin digits on the same venue.
    await openCart(page, 'en')
    await badge.filter({ hasText: /^5$/ }).waitFor()
    expect(
      await page.getByTestId('cart-line-2023').locator('.carte-quantity__value').inputValue(),
    ).toBe('5')
    expect(problems).toEqual([])
    await context.close()
  })

  it('cart in Arabic is right to left', async () => {
    const { page, context, problems } = await openDemo()
    await seedCart(page, [{ ...FATTOUSH, qty: 2 }])
    await openCart(page, 'ar')
    await page.locator('html[dir="rtl"]').waitFor({ state: 'attached' })
    await page.getByTestId('coupon-box').and(page.locator('[data-state="applied"]')).waitFor()
    await page.getByRole('banner').waitFor()
    // Every fixed text of the cart comes from the venue's ui_strings (seeded in ar): an Arabic
    // diner once saw 'Delivery', 'Remove', 'Coupon' and 'You may also like' in English.
    expect(
      await page
        .getByRole('radiogroup', { name: 'نوع الطلب' })
        .getByRole('radio')
        .allTextContents(),
    ).toEqual(['توصيل', 'تناول في المطعم', 'استلام', 'من السيارة'])
    // The line's name follows the language too (Fattoush is فتوش in the ar menu).
    await page.getByRole('button', { name: 'إزالة فتوش' }).waitFor()
    await page.getByRole('textbox', { name: 'القسيمة' }).waitFor()
    await page.getByRole('button', { name: 'تم تطبيق القسيمة' }).waitFor()
    await page.getByRole('heading', { name: 'قد يعجبك أيضًا' }).waitFor()
    // Delivery without a location: the fee is still to come, said in the diner's language.
    expect(await amount(page, 'total-delivery')).toBe('تُضاف بعد تأكيد موقعك')
    await screenshot(page, 'cart-ar')
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('the cart follows the diner language (menu-browsing §2 language change, §3 Cart line)', () => {
  it('a burger added in English shows its Arabic names in the cart and the checkout after switching to ar; the price and the stored line stay', async () => {
    const { page, context, problems } = await openDemo()
    await page.goto(`${origin()}/en/product/1011`)
    await page.getByTestId('product-screen').waitFor()
    await page.getByRole('radio', { name: /Large/ }).check()
    await page.getByRole('radio', { name: 'Medium', exact: true }).check()
    await page.locator('button:not([disabled])', { hasText: 'Add To Cart' }).click()
    await page.waitForURL((url) => !url.pathname.endsWith('/product/1011'))
    await openCart(page)
    const line = page.getByTestId('cart-line-1011')
    expect(await line.locator('.carte-app-cart__line-name').textContent()).toBe(
      'Classic Beef Burger',
    )
    expect(await line.locator('.carte-app-cart__line-details').textContent()).toBe(
      'Size: Large; Doneness: Medium',
    )
    // 45.00 + Large 6.00 = 51.00 (Medium costs nothing).
    expect(await line.getByTestId('unit-price').textContent()).toBe('AED 51.00')
    // The diner switches to Arabic through the language menu: the menu reloads in ar.
    await page.getByRole('button', { name: 'Language', exact: true }).click()
    await page.getByRole('menuitemradio', { name: 'العربية' }).click()
    await page.waitForURL(/\/ar\/cart$/)
    await page.locator('html[dir="rtl"]').waitFor({ state: 'attached' })
    // The demo seed translates the product, the group and the value names.
    await line
      .locator('.carte-app-cart__line-name')
      .filter({ hasText: /^برجر لحم كلاسيكي$/ })
      .waitFor()
    expect(await line.locator('.carte-app-cart__line-details').textContent()).toBe(
      'الحجم: كبير; درجة الطهي: متوسط الاستواء',
    )
    await page.getByRole('button', { name: 'إزالة برجر لحم كلاسيكي' }).waitFor()
    expect(await line.getByTestId('unit-price').textContent()).toContain('51.00')
    expect(await line.getByTestId('line-total').textContent()).toContain('51.00')
    // What is ordered does not change: the stored line keeps the names it was added with.
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('carte:demo:cart') ?? '[]'),
    )
    expect(stored).toHaveLength(1)
    expect(stored[0].name).toBe('Classic Beef Burger')
    expect(stored[0].variations.map((group: { name: string }) => group.name)).toEqual([
      'Size',
      'Extras',
      'Remove',
      'Doneness',
    ])
    // The checkout's order summary shows the same Arabic names.
    await seedState(page, { orderType: 'takeaway', paymentType: 'card' })
    await page.goto(`${origin()}/ar/checkout`)
    const summary = page.getByTestId('summary-line-1011')
    await summary.getByText('برجر لحم كلاسيكي').waitFor()
    expect(await summary.locator('.carte-app-checkout__details').textContent()).toBe(
      'الحجم: كبير; درجة الطهي: متوسط الاستواء',
    )
    expect(await summary.locator('.carte-app-checkout__amount').textContent()).toContain('51.00')
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('prices in the cart and the checkout read as on the menu (menu-browsing §9 Arabic-Indic digits, right-to-left; ordering-payment §2 Cart, Checkout)', () => {
  // Every formatted price is one isolated piece in the direction of its digits (@carte/ui Price):
  // with Arabic-Indic digits it reads right to left, its currency code (written first) at its
  // right ('٠٫٧٥٠ KWD') as the menu's cards and options show it; with Latin digits as in English.

  /**
   * What each element matching `selector` shows (one price, or the cart line's run of prices and
   * quantity), piece by piece (currency code or symbol, sign, amount, count) ordered as they stand
   * on screen from left to right; ['broken'] when the pieces do not stand on one line.
   */
  async function onScreen(page: Page, selector: string): Promise<string[][]> {
    const elements = page.locator(selector)
    await elements.first().waitFor()
    return elements.evaluateAll((found) =>
      found.map((element) => {
        const pieces: { text: string; left: number; top: number }[] = []
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of (node.textContent ?? '').matchAll(
            /[A-Z]{3}|\$|\+|−|[0-9٠-٩][0-9٠-٩.,٫٬]*/g,
          )) {
            const range = document.createRange()
            range.setStart(node, match.index)
            range.setEnd(node, match.index + match[0].length)
            const [rect] = range.getClientRects()
            pieces.push({ text: match[0], left: rect?.left ?? 0, top: Math.round(rect?.top ?? 0) })
          }
        }
        if (new Set(pieces.map((piece) => piece.top)).size > 1) return ['broken']
        return pieces.sort((a, b) => a.left - b.left).map((piece) => piece.text)
      }),
    )
  }

  /** The left edge of each element matching `selector`, in document order. */
  async function lefts(page: Page, selector: string): Promise<number[]> {
    return page
      .locator(selector)
      .evaluateAll((found) => found.map((element) => element.getBoundingClientRect().left))
  }

  it('partner in ar (Arabic-Indic digits): unit price, line total and every totals row read code at the right of the amount, in the cart and the checkout', async () => {
    const { page, context, problems } = await openPage(browser)
    await page.goto(`${origin()}/partner`)
    await page.waitForURL(/\/en\/home$/)
    await page.evaluate(() => {
      // Water 0.250 × 3 = 0.750 (partner seed: KWD, 3 decimals, no taxes, no coupons).
      localStorage.setItem(
        'carte:partner:cart',
        JSON.stringify([
          { uuid: 'e2e-prices', id: 2023, category: 203, name: 'Water', price: '0.250', qty: 3 },
        ]),
      )
      localStorage.setItem(
        'carte:partner:cart-state',
        JSON.stringify({ orderType: 'takeaway', couponCode: '' }),
      )
    })
    await openCart(page, 'ar')
    await page.locator('html[dir="rtl"]').waitFor({ state: 'attached' })
    const line = page.getByTestId('cart-line-2023')
    await line.getByTestId('unit-price').filter({ hasText: '٠٫٢٥٠' }).waitFor()
    expect(
      await onScreen(page, '[data-testid="cart-line-2023"] [data-testid="unit-price"]'),
    ).toEqual([['٠٫٢٥٠', 'KWD']])
    expect(
      await onScreen(page, '[data-testid="cart-line-2023"] [data-testid="line-total"]'),
    ).toEqual([['٠٫٧٥٠', 'KWD']])
    // The line runs right to left: the unit price at the right of the line total.
    expect(
      await onScreen(page, '[data-testid="cart-line-2023"] .carte-app-cart__line-price'),
    ).toEqual([['٠٫٧٥٠', 'KWD', '٣', '٠٫٢٥٠', 'KWD']])
    const [unit = 0] = await lefts(
      page,
      '[data-testid="cart-line-2023"] [data-testid="unit-price"]',
    )
    const [total = 0] = await lefts(
      page,
      '[data-testid="cart-line-2023"] [data-testid="line-total"]',
    )
    expect(unit).toBeGreaterThan(total)
    // Subtotal and total (no taxes, no delivery, no discount at partner).
    expect(await onScreen(page, '.carte-app-cart__total-row dd')).toEqual([
      ['٠٫٧٥٠', 'KWD'],
      ['٠٫٧٥٠', 'KWD'],
    ])
    // The text is the formatted price, untouched.
    expect(await page.getByTestId('total-total').locator('dd').textContent()).toBe('KWD ٠٫٧٥٠')
    expect(await line.getByTestId('unit-price').textContent()).toBe('KWD ٠٫٢٥٠')

    await page.goto(`${origin()}/ar/checkout`)
    await page.getByTestId('checkout-summary').waitFor()
    expect(
      await onScreen(page, '[data-testid="summary-line-2023"] .carte-app-checkout__amount'),
    ).toEqual([['٠٫٧٥٠', 'KWD']])
    expect(
      await onScreen(page, '[data-testid="checkout-summary"] .carte-app-cart__total-row dd'),
    ).toEqual([
      ['٠٫٧٥٠', 'KWD'],
      ['٠٫٧٥٠', 'KWD'],
    ])
    expect(
      await page
        .getByTestId('summary-line-2023')
        .locator('.carte-app-checkout__amount')
        .textContent(),
    ).toBe('KWD ٠٫٧٥٠')
    expect(problems).toEqual([])
    await context.close()
  })

  it('demo in en: unchanged, every price left to right as written, the discount’s minus first', async () => {
    const { page, context, problems } = await openDemo()
    await seedCart(page, [{ ...FATTOUSH, qty: 2 }])
    await seedState(page, { orderType: 'takeaway' })
    await openCart(page)
    await page.getByTestId('total-discount').waitFor()
    const line = page.getByTestId('cart-line-1031')
    expect(await line.locator('.carte-app-cart__line-price').textContent()).toBe(
      'AED 34.00 × 2 = AED 68.00',
    )
    expect(
      await onScreen(page, '[data-testid="cart-line-1031"] .carte-app-cart__line-price'),
    ).toEqual([['AED', '34.00', '2', 'AED', '68.00']])
    const [unit = 0] = await lefts(
      page,
      '[data-testid="cart-line-1031"] [data-testid="unit-price"]',
    )
    const [total = 0] = await lefts(
      page,
      '[data-testid="cart-line-1031"] [data-testid="line-total"]',
    )
    expect(unit).toBeLessThan(total)
    // 68.00 + VAT 3.40 + service 2.00 − HELLO5 5 % 3.40 = 70.00.
    expect(await amount(page, 'total-subtotal')).toBe('AED 68.00')
    expect(await amount(page, 'total-discount')).toBe('− AED 3.40')
    const rows = await onScreen(page, '.carte-app-cart__total-row dd')
    expect(rows[0]).toEqual(['AED', '68.00'])
    expect(rows).toContainEqual(['−', 'AED', '3.40'])
    // Each amount ends at the row's end (the right in en), as before.
    const ends = await page
      .locator('.carte-app-cart__total-row')
      .evaluateAll((found) =>
        found.map(
          (row) =>
            Math.round(row.getBoundingClientRect().right) -
            Math.round(row.querySelector('dd')?.getBoundingClientRect().right ?? 0),
        ),
      )
    expect(ends.every((gap) => gap === 0)).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('an applied coupon that gives nothing says why (ordering-payment §5 Coupon)', () => {
  // Still Water 12.00 (Drinks, category 106); FLAT5 needs a subtotal of 30.00, BURGER20 counts
  // only the Burgers category (103) — both from venue-api's demo seed.
  const WATER = {
    uuid: 'e2e-water',
    id: 1044,
    category: 106,
    name: 'Still Water',
    sku: '',
    image: null,
    price: '12.00',
    qty: 1,
    max_qty: null,
  }

  async function applyCoupon(page: Page, code: string, apply: string, remove: string) {
    const box = page.getByTestId('coupon-box')
    await box.and(page.locator('[data-state="applied"]')).waitFor()
    await box.getByRole('textbox').fill(code)
    await box.getByRole('button', { name: apply }).click()
    await box.getByRole('button', { name: remove }).waitFor()
    return box
  }

  it('below the minimum: how much more is needed, gone once reached, back when the cart drops below', async () => {
    const { page, context, problems } = await openDemo()
    await seedCart(page, [WATER])
    await openCart(page)
    const box = await applyCoupon(page, 'flat5', 'Apply Coupon', 'Delete Coupon')
    // "Discount applies only if the cart subtotal is at least min_order_value": 30.00 − 12.00.
    const hint = box.getByTestId('coupon-hint')
    await hint.getByText('Add AED 18.00 more to use this coupon').waitFor()
    // A polite live region (announced when it appears), not an error.
    expect(await hint.getAttribute('role')).toBe('status')
    expect(await hint.getAttribute('class')).not.toContain('carte-field__error')
    expect(await hint.locator('bdi.carte-price').textContent()).toBe('AED 18.00')
    expect(await page.getByTestId('total-discount').count()).toBe(0)
    expect(await amount(page, 'total-subtotal')).toBe('AED 12.00')
    await hint.scrollIntoViewIfNeeded()
    await screenshot(page, 'cart-coupon-minimum-en')
    await expectAccessible(page)
    // 2 × 12.00 = 24.00: 6.00 to go.
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    await hint.getByText('Add AED 6.00 more to use this coupon').waitFor()
    expect(await page.getByTestId('total-discount').count()).toBe(0)
    // 3 × 12.00 = 36.00 ≥ 30.00: the 5.00 off shows and the hint goes.
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    await page.getByTestId('total-discount').waitFor()
    expect(await amount(page, 'total-discount')).toBe('− AED 5.00')
    expect(await hint.textContent()).toBe('')
    // Back to 24.00: no discount, the hint again.
    await page.getByRole('button', { name: 'Decrease quantity' }).click()
    await hint.getByText('Add AED 6.00 more to use this coupon').waitFor()
    expect(await page.getByTestId('total-discount').count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('a category coupon on a cart without that category: the coupon does not apply to these items', async () => {
    const { page, context } = await openDemo()
    await seedCart(page, [WATER, { ...FATTOUSH, qty: 1 }])
    await openCart(page)
    const box = await applyCoupon(page, 'burger20', 'Apply Coupon', 'Delete Coupon')
    // "If the coupon lists products or categories, only matching cart items count": none does.
    await box
      .getByRole('status')
      .getByText('This coupon does not apply to the items in your cart')
      .waitFor()
    expect(await page.getByTestId('total-discount').count()).toBe(0)
    // The auto coupon (a discount on every line) has no hint.
    await box.getByRole('button', { name: 'Delete Coupon' }).click()
    await box.getByRole('button', { name: 'Coupon Applied' }).waitFor()
    await page.getByTestId('total-discount').waitFor()
    expect(await box.getByTestId('coupon-hint').textContent()).toBe('')
    await context.close()
  })

  it('in Arabic: the hint is the venue text with the amount, right to left', async () => {
    const { page, context, problems } = await openDemo()
    await seedCart(page, [WATER])
    await openCart(page, 'ar')
    await page.locator('html[dir="rtl"]').waitFor({ state: 'attached' })
    const box = await applyCoupon(page, 'FLAT5', 'تطبيق القسيمة', 'حذف القسيمة')
    const hint = box.getByTestId('coupon-hint')
    await hint.getByText('أضف منتجات إضافية بقيمة', { exact: false }).waitFor()
    expect(await hint.textContent()).toBe('أضف منتجات إضافية بقيمة AED 18.00 لاستخدام هذه القسيمة')
    // The amount is one isolated piece, so it keeps its order inside the right-to-left sentence.
    expect(await hint.locator('bdi.carte-price').getAttribute('dir')).toBe('ltr')
    await hint.scrollIntoViewIfNeeded()
    await screenshot(page, 'cart-coupon-minimum-ar')
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })
})
