import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  expectedTotals,
  fillCustomer,
  orderPageUuid,
  serverOrder,
  shownTotals,
  storedState,
  stubWhatsapp,
} from './checkout-support'
import {
  dataLayerEvents,
  expectAccessible,
  launchBrowser,
  openPage,
  origin,
  screenshot,
} from './harness'

// Places and zones come from venue-api's demo seed (apps/venue-api/src/seed/demo.ts): the outlet
// at 25.0805, 55.1403; zones by distance from it: Marina 0–3 km 5.00, JLT & Barsha 3–7 km 10.00,
// Greater Dubai 7–15 km 20.00; the offline geocoder's places lie on a ring around the outlet
// ('Dubai Internet City' 1.8 km north and 3.2 km east of it).

/** Inside the Marina zone, ~0.7 km from the outlet. */
const NEAR_OUTLET = { latitude: 25.085, longitude: 55.145 }
/** Fujairah: outside every demo zone, and far from every place of the offline geocoder. */
const FUJAIRAH = { latitude: 25.1288, longitude: 56.3265 }

const FATTOUSH = {
  uuid: 'e2e-fattoush',
  id: 1031,
  category: 105,
  name: 'Fattoush',
  sku: '',
  image: null,
  price: '34.00',
  qty: 2,
  max_qty: null,
}

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

function apiBaseUrl(): string {
  return inject('apiBaseUrl')
}

async function openDemo(geolocation?: { latitude: number; longitude: number }) {
  const opened = await openPage(browser, geolocation ? { geolocation } : {})
  await opened.page.goto(`${origin()}/demo`)
  await opened.page.waitForURL(/\/en\/home$/)
  await opened.page.getByTestId('home-screen').waitFor()
  return opened
}

async function openDelivery(page: Page, lang = 'en'): Promise<void> {
  await page.goto(`${origin()}/${lang}/delivery-location`)
  await page.getByTestId('delivery-location-screen').waitFor()
  // The map's own chunk (Leaflet) has loaded and drawn its marker.
  await page.locator('.leaflet-marker-icon').waitFor()
}

/** The marker's address once the reverse geocoding answered. */
async function markerAddress(page: Page): Promise<string> {
  const address = page.getByTestId('marker-address')
  await page.waitForFunction(
    () =>
      !/Finding the address/.test(
        document.querySelector('[data-testid="marker-address"]')?.textContent ?? 'Finding',
      ),
  )
  return ((await address.textContent()) ?? '').trim()
}

async function fillAddress(
  page: Page,
  parts: { flat: string; building: string; street: string; landmark?: string },
) {
  const form = page.getByTestId('delivery-address-form')
  await form.getByRole('textbox', { name: 'Flat/House number' }).fill(parts.flat)
  await form.getByRole('textbox', { name: 'Building/Premise' }).fill(parts.building)
  await form.getByRole('textbox', { name: 'Area/Street' }).fill(parts.street)
  if (parts.landmark !== undefined) {
    await form.getByRole('textbox', { name: /Landmark/ }).fill(parts.landmark)
  }
}

async function zoneFee(lat: number, lng: number): Promise<string | null> {
  const response = await fetch(`${apiBaseUrl()}/en/api/delivery_zone/${lat},${lng}/1/`)
  if (response.status === 404) return null
  return ((await response.json()) as { delivery_amount: string }).delivery_amount
}

// The delivery location and address are kept in this tab's sessionStorage (checkout-support).
const cartState = storedState

describe('delivery location screen (ordering-payment §2, §4 Delivery location flow, §5, §8)', () => {
  it('journey: product → cart → Set Delivery Location → map at the browser position → search → Confirm → fee → address → Continue → cart with the zone fee → checkout → order with that fee', async () => {
    const { page, context, problems } = await openDemo(NEAR_OUTLET)
    const requested: string[] = []
    const reverseAt: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      requested.push(url.pathname)
      if (url.pathname === '/geocoder/reverse/') reverseAt.push(url.search)
    })

    // Add a product on its page, then a second one in the cart (delivery minimum is 40.00).
    await page.goto(`${origin()}/en/product/1031`)
    await page.getByRole('button', { name: 'Add To Cart' }).click()
    await page.waitForURL(/\/en\/home$/)
    await page.goto(`${origin()}/en/cart`)
    await page.getByTestId('cart-screen').waitFor()
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    const setLocation = page.getByRole('link', { name: 'Set Delivery Location' })
    // No location yet: the fee is not known, and the row says so instead of 'AED 0.00' (§4
    // "confirm the map position, which fetches delivery fees").
    const feeRow = page.getByTestId('total-delivery')
    await feeRow.getByText('Added once your location is confirmed').waitFor()
    expect(await feeRow.textContent()).not.toMatch(/\d/)
    // Leaflet (script and stylesheet) is fetched only by the delivery screen's map chunk.
    expect(requested.filter((path) => /leaflet|DeliveryMap/i.test(path))).toEqual([])
    await setLocation.click()
    await page.waitForURL(/\/en\/delivery-location$/)
    await page.locator('.leaflet-marker-icon').waitFor()
    expect(requested.some((path) => /DeliveryMap-[^/]+\.js$/.test(path))).toBe(true)
    expect(requested.some((path) => /DeliveryMap-[^/]+\.css$/.test(path))).toBe(true)
    await page.getByRole('heading', { level: 1, name: 'Delivery Location' }).waitFor()
    expect(await page.title()).toMatch(/^Delivery Location \| Marina Grill House \| /)
    // Tiles come from venue-api (the app runs against a local venue-api), and render.
    await page.locator('.leaflet-tile-loaded').first().waitFor()
    expect(await page.locator('.leaflet-tile').first().getAttribute('src')).toMatch(
      new RegExp(`^${apiBaseUrl()}/tiles/16/\\d+/\\d+\\.png$`),
    )
    // The marker moved from the outlet to the granted position (the point reverse-geocoded); its
    // address is the geocoder's preferred place there (a sublocality first: Jumeirah Beach Residence).
    expect(await markerAddress(page)).toBe('Jumeirah Beach Residence, Dubai, United Arab Emirates')
    expect(reverseAt).toContain('?lat=25.085&lng=55.145')
    const events = await dataLayerEvents(page, 'delivery_page_view')
    expect(events).toEqual([{ event: 'delivery_page_view', license: 'demo' }])

    // Autocomplete (keyboard: ↓ then Enter) moves the map and the marker.
    const box = page.getByRole('combobox', { name: 'Search for an address' })
    await box.fill('internet')
    const listbox = page.getByRole('listbox', { name: 'Suggestions' })
    await listbox.getByRole('option', { name: /Dubai Internet City/ }).waitFor()
    await box.press('ArrowDown')
    expect(await box.getAttribute('aria-activedescendant')).toBe(
      await listbox.getByRole('option').first().getAttribute('id'),
    )
    await box.press('Enter')
    expect(await box.getAttribute('aria-expanded')).toBe('false')
    expect(await markerAddress(page)).toBe('Dubai Internet City, Dubai, United Arab Emirates')

    await page.getByRole('button', { name: 'Confirm Location' }).click()
    const form = page.getByTestId('delivery-address-form')
    await form.waitFor()
    // The fee shown is venue-api's answer for the chosen place.
    const place = await fetch(`${apiBaseUrl()}/geocoder/search/?q=internet`).then(
      (response) => response.json() as Promise<{ results: { lat: number; lng: number }[] }>,
    )
    const hit = place.results[0]
    expect(hit).toBeDefined()
    const fee = await zoneFee(hit?.lat ?? 0, hit?.lng ?? 0)
    expect(fee).toBe('10.00')
    expect(await form.getByTestId('delivery-fee').textContent()).toBe('Delivery fee: AED 10.00')

    // Flat, building and area/street are required before Continue (§5 Delivery address).
    const next = form.getByRole('button', { name: 'Continue' })
    expect(await next.isDisabled()).toBe(true)
    await form.getByRole('textbox', { name: 'Flat/House number' }).fill('1204')
    await form.getByRole('textbox', { name: 'Building/Premise' }).focus()
    await form.getByRole('textbox', { name: 'Area/Street' }).focus()
    await form.getByText('Building/Premise is a required field').waitFor()
    expect(await next.isDisabled()).toBe(true)
    await fillAddress(page, {
      flat: '1204',
      building: 'Cayan Tower',
      street: 'Al Sufouh Road',
      landmark: 'Next to the metro',
    })
    expect(await next.isDisabled()).toBe(false)
    await screenshot(page, 'delivery-form-en')
    await expectAccessible(page)
    await next.click()

    // Back on the cart: the widget shows the address; the totals count venue-api's fee.
    await page.waitForURL(/\/en\/cart$/)
    const widget = page.getByTestId('delivery-widget')
    await widget.getByText('Delivery Location').waitFor()
    await widget.getByText('Dubai Internet City, Dubai, United Arab Emirates').waitFor()
    await page.getByTestId('total-delivery').getByText('AED 10.00').waitFor()
    expect(await cartState(page)).toMatchObject({
      deliveryLocation: { lat: hit?.lat, lng: hit?.lng },
      deliveryLocationConfirmed: true,
      deliveryFormattedAddress: 'Dubai Internet City, Dubai, United Arab Emirates',
      deliveryAddress: {
        flatNumber: '1204',
        building: 'Cayan Tower',
        areaStreet: 'Al Sufouh Road',
        landmark: 'Next to the metro',
      },
      deliveryPlace: { place_id: 'dxb-8', types: ['sublocality'] },
    })
    // The address went into the history too (§4 "optionally saves it to history").
    const saved = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('carte:demo:saved-addresses') ?? '[]'),
    )
    expect(saved).toHaveLength(1)
    expect(saved[0]).toMatchObject({
      formattedAddress: 'Dubai Internet City, Dubai, United Arab Emirates',
      flatNumber: '1204',
    })
    // No event carried the address (analytics never carry personal data).
    const layer = await page.evaluate(() =>
      JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []),
    )
    expect(layer).not.toContain('Cayan')
    expect(layer).not.toContain('Internet City')

    // Edit reopens the screen at the saved position with the saved values.
    await widget.getByRole('link', { name: 'Edit' }).click()
    await page.waitForURL(/\/en\/delivery-location$/)
    expect(await markerAddress(page)).toBe('Dubai Internet City, Dubai, United Arab Emirates')
    await page.getByRole('button', { name: 'Confirm Location' }).click()
    await form.waitFor()
    expect(await form.getByRole('textbox', { name: 'Building/Premise' }).inputValue()).toBe(
      'Cayan Tower',
    )
    expect(await form.getByRole('textbox', { name: /Landmark/ }).inputValue()).toBe(
      'Next to the metro',
    )
    await form.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(/\/en\/cart$/)
    // The saved map is replaced in the history: Back from the cart does not reopen it.
    await page.goBack()
    await page.waitForURL((url) => !url.pathname.endsWith('/delivery-location'))
    expect(new URL(page.url()).pathname).not.toMatch(/delivery-location$/)
    await page.goForward()
    await page.waitForURL(/\/en\/cart$/)
    // The same pin saved again is the same history entry, not a second one.
    expect(
      await page.evaluate(
        () => JSON.parse(localStorage.getItem('carte:demo:saved-addresses') ?? '[]').length,
      ),
    ).toBe(1)

    // On through the checkout to the order: venue-api stored the zone fee and the address.
    await stubWhatsapp(context)
    const bodies: Record<string, unknown>[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/order\/$/.test(request.url())) {
        bodies.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>)
      }
    })
    await page.getByRole('radio', { name: 'Cash' }).click()
    const cartTotals = await shownTotals(page)
    expect(cartTotals['total-delivery']).toBe('AED 10.00')
    await page.getByRole('link', { name: 'Checkout' }).click()
    await page.getByTestId('checkout-screen').waitFor()
    await fillCustomer(page, { name: 'Delivery Journey' })
    const popup = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'WHATSAPP ORDER' }).click()
    const uuid = await orderPageUuid(page)
    await (await popup).close()
    const order = await serverOrder(uuid)
    expect(order.order_type).toBe('delivery')
    expect(Number(order.delivery_fees)).toBe(Number(fee))
    expect(cartTotals).toEqual(expectedTotals(order))
    expect(bodies[0]).toMatchObject({
      order_type: 'delivery',
      address:
        '1204, Cayan Tower, Al Sufouh Road, Next to the metro, Dubai Internet City, Dubai, United Arab Emirates',
      address_flat_no: '1204',
      address_building_premise: 'Cayan Tower',
      address_area_street: 'Al Sufouh Road',
      address_landmark: 'Next to the metro',
      address_coordinates: { type: 'Point', coordinates: [hit?.lng, hit?.lat] },
    })
    expect(problems).toEqual([])
    await context.close()
  })

  it("out of area: the alert dialog 'We're not there yet'; 'Change Location' (or Escape) returns to the map; an empty search says so", async () => {
    const { page, context, problems } = await openDemo(FUJAIRAH)
    await openDelivery(page)
    // No place of the offline geocoder lies near Fujairah: the point itself is shown.
    expect(await markerAddress(page)).toBe('25.12880, 56.32650')
    expect(await zoneFee(FUJAIRAH.latitude, FUJAIRAH.longitude)).toBeNull()
    await page.getByRole('button', { name: 'Confirm Location' }).click()
    const dialog = page.getByRole('alertdialog', { name: "We're not there yet" })
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain('still outside our delivery area')
    expect(await dialog.textContent()).toContain('select pickup')
    await screenshot(page, 'delivery-out-of-area-en')
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Change Location' }).click()
    await dialog.waitFor({ state: 'hidden' })
    // Back on the map: the marker can move again, Confirm is offered again (and has the focus).
    await page.getByRole('button', { name: 'Confirm Location' }).waitFor()
    expect(await page.locator('.leaflet-marker-draggable').count()).toBe(1)
    // Escape closes the dialog the same way.
    await page.getByRole('button', { name: 'Confirm Location' }).click()
    await dialog.waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'Confirm Location' }).waitFor()
    // Search around Fujairah (10 km bias) finds none of the Dubai places: the empty state.
    const box = page.getByRole('combobox', { name: 'Search for an address' })
    await box.fill('Marina')
    await page.getByText('No places found.', { exact: false }).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it('saved addresses: the history lists the newest first (at most 5); choosing one moves the map and fills the form', async () => {
    const { page, context } = await openDemo(NEAR_OUTLET)
    // Five older addresses, newest first, as an earlier visit left them.
    const older = [5, 4, 3, 2, 1].map((n) => ({
      uuid: `older-${n}`,
      deliveryLocation: { lat: 25.0805 + n / 1000, lng: 55.1403 },
      formattedAddress: `Older place ${n}, Dubai`,
      flatNumber: `${n}0${n}`,
      building: `Tower ${n}`,
      areaStreet: 'Marina Walk',
      landmark: '',
    }))
    await page.evaluate(
      (value) => localStorage.setItem('carte:demo:saved-addresses', JSON.stringify(value)),
      older,
    )
    await page.evaluate(
      (value) => localStorage.setItem('carte:demo:cart', JSON.stringify(value)),
      [FATTOUSH],
    )
    await openDelivery(page)
    // A new address saved through the screen goes first; the oldest of the five drops out.
    await page.getByRole('button', { name: 'Confirm Location' }).click()
    await fillAddress(page, { flat: '7', building: 'Marina Heights', street: 'King Salman St' })
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(/\/en\/cart$/)

    await openDelivery(page)
    const box = page.getByRole('combobox', { name: 'Search for an address' })
    await box.focus()
    const history = page.getByRole('listbox', { name: 'Saved addresses' })
    await history.waitFor()
    const options = history.getByRole('option')
    expect(await options.count()).toBe(5)
    const texts = await options.allTextContents()
    expect(texts[0]).toContain('Jumeirah Beach Residence, Dubai, United Arab Emirates')
    expect(texts[0]).toContain('7, Marina Heights, King Salman St')
    expect(texts.slice(1).map((text) => text.split(',')[0])).toEqual([
      'Older place 5',
      'Older place 4',
      'Older place 3',
      'Older place 2',
    ])
    await screenshot(page, 'delivery-history-en')
    // axe with the combobox expanded (listbox, options, aria-activedescendant).
    await box.press('ArrowDown')
    await expectAccessible(page)
    // Choosing one (click) moves the marker there and fills the form.
    await options.nth(2).click()
    expect(await markerAddress(page)).toBe('Older place 4, Dubai')
    await page.getByRole('button', { name: 'Confirm Location' }).click()
    const form = page.getByTestId('delivery-address-form')
    await form.waitFor()
    expect(await form.getByRole('textbox', { name: 'Flat/House number' }).inputValue()).toBe('404')
    expect(await form.getByRole('textbox', { name: 'Building/Premise' }).inputValue()).toBe(
      'Tower 4',
    )
    await form.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(/\/en\/cart$/)
    // Reused: moved to the top, not repeated.
    const saved = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('carte:demo:saved-addresses') ?? '[]'),
    )
    expect(saved.map((entry: { uuid: string }) => entry.uuid).slice(0, 2)[0]).toBe('older-4')
    expect(saved).toHaveLength(5)
    await context.close()
  })

  it('keyboard only: the marker moves with the arrow keys; Use my location; Change keeps what was typed', async () => {
    const { page, context } = await openDemo(NEAR_OUTLET)
    await openDelivery(page)
    const before = await markerAddress(page)
    expect(before).toBe('Jumeirah Beach Residence, Dubai, United Arab Emirates')
    const marker = page.getByRole('button', { name: /Delivery position/ })
    await marker.focus()
    const box = await marker.boundingBox()
    // Each press moves 10 px (Shift: 50 px); the map stays where it is.
    for (let i = 0; i < 8; i += 1) await page.keyboard.press('Shift+ArrowUp')
    const after = await marker.boundingBox()
    expect((box?.y ?? 0) - (after?.y ?? 0)).toBeGreaterThan(100)
    await page.getByRole('button', { name: 'Use my location' }).click()
    await page.waitForFunction(
      () => document.querySelector('[data-testid="marker-address"]')?.textContent !== '',
    )
    const confirm = page.getByRole('button', { name: 'Confirm Location' })
    await confirm.focus()
    await page.keyboard.press('Enter')
    const form = page.getByTestId('delivery-address-form')
    const flat = form.getByRole('textbox', { name: 'Flat/House number' })
    // The focus moves into the form (the first part to fill), and back to Confirm after Change.
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'flatNumber')
    await page.keyboard.type('12')
    await form.getByRole('button', { name: 'Change' }).focus()
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => document.activeElement?.textContent === 'Confirm Location')
    await page.keyboard.press('Enter')
    expect(await flat.inputValue()).toBe('12')
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'building')
    await context.close()
  })

  it('without location access: the map starts at the outlet; Use my location says what to do instead', async () => {
    const { page, context, problems } = await openDemo()
    await openDelivery(page)
    // The outlet (25.0805, 55.1403): the nearest sublocality among its nearest places.
    expect(await markerAddress(page)).toBe('Jumeirah Beach Residence, Dubai, United Arab Emirates')
    await page.getByRole('button', { name: 'Use my location' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Location access is off' })
    await alert.waitFor()
    expect(await alert.textContent()).toContain(
      'Search for your address or move the marker instead.',
    )
    expect(problems).toEqual([])
    await context.close()
  })

  it('the map chunk failing to load leaves the search, the card and a message', async () => {
    const { page, context } = await openDemo(NEAR_OUTLET)
    await context.route('**/assets/DeliveryMap-*.js', (route) => route.abort('failed'))
    await page.goto(`${origin()}/en/delivery-location`)
    await page.getByText('The map could not load.', { exact: false }).waitFor()
    await page.getByRole('combobox', { name: 'Search for an address' }).fill('internet')
    await page.getByRole('option', { name: /Dubai Internet City/ }).click()
    expect(await markerAddress(page)).toBe('Dubai Internet City, Dubai, United Arab Emirates')
    await page.getByRole('button', { name: 'Confirm Location' }).click()
    await page.getByTestId('delivery-fee').getByText('AED 10.00').waitFor()
    await context.close()
  })

  it('a zone lookup without an answer says what to do and retries; the reverse geocoder failing offers a retry; nothing typed is lost', async () => {
    const { page, context } = await openDemo(NEAR_OUTLET)
    await openDelivery(page)
    await markerAddress(page)
    // First Confirm reaches the form; typed values are kept through Change and a failed lookup.
    await page.getByRole('button', { name: 'Confirm Location' }).click()
    const form = page.getByTestId('delivery-address-form')
    await fillAddress(page, { flat: '3', building: 'Pearl Tower', street: 'Marina Walk' })
    await form.getByRole('button', { name: 'Change' }).click()
    // The network drops: the zone call gets no answer.
    await context.route('**/en/api/delivery_zone/**', (route) =>
      route.abort('internetdisconnected'),
    )
    await page.getByRole('combobox', { name: 'Search for an address' }).fill('Palm')
    await page.getByRole('option', { name: /Palm Jumeirah/ }).click()
    expect(await markerAddress(page)).toBe('Palm Jumeirah, Dubai, United Arab Emirates')
    await page.getByRole('button', { name: 'Confirm Location' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'We could not check delivery' })
    await alert.waitFor()
    expect(await alert.textContent()).toContain('Check your connection and try again.')
    expect(await page.getByRole('alertdialog').count()).toBe(0)
    await context.unroute('**/en/api/delivery_zone/**')
    await alert.getByRole('button', { name: 'Try again' }).click()
    await form.waitFor()
    // Palm Jumeirah: 4.2 km north, 2.8 km east of the outlet (~5 km): the 10.00 zone.
    expect(await form.getByTestId('delivery-fee').textContent()).toBe('Delivery fee: AED 10.00')
    expect(await form.getByRole('textbox', { name: 'Building/Premise' }).inputValue()).toBe(
      'Pearl Tower',
    )
    // The reverse geocoder down: the point's address offers a retry; Confirm still works.
    await form.getByRole('button', { name: 'Change' }).click()
    await context.route('**/geocoder/reverse/**', (route) => route.abort('internetdisconnected'))
    const marker = page.getByRole('button', { name: /Delivery position/ })
    await marker.focus()
    await page.keyboard.press('ArrowLeft')
    const card = page.getByTestId('confirm-location-card')
    await card.getByText('could not be looked up').waitFor({ timeout: 20_000 })
    await context.unroute('**/geocoder/reverse/**')
    await card.getByRole('button', { name: 'Try again' }).click()
    await card.getByText('could not be looked up').waitFor({ state: 'detached' })
    expect(await markerAddress(page)).toMatch(/, Dubai, United Arab Emirates$/)
    await context.close()
  })

  for (const lang of ['en', 'ar'] as const) {
    it(`at 320 px (${lang}) the zoom buttons stay visible: neither the confirm card nor the address form covers them`, async () => {
      const { page, context, problems } = await openDemo(NEAR_OUTLET)
      // The narrowest phone served: 320 px wide, at the iPhone SE (1st gen) height.
      await page.setViewportSize({ width: 320, height: 568 })
      await openDelivery(page, lang)
      await markerAddress(page)
      await page.locator('.leaflet-tile-loaded').first().waitFor()
      /** Each zoom button is inside the viewport and is what a tap at its centre reaches. */
      const expectZoomButtonsClear = async (stage: string) => {
        for (const selector of ['.leaflet-control-zoom-in', '.leaflet-control-zoom-out']) {
          const hit = await page.evaluate((css) => {
            const button = document.querySelector(css)
            if (!button) return { found: false, inside: false, topmost: '' }
            const rect = button.getBoundingClientRect()
            const inside =
              rect.width > 0 &&
              rect.height > 0 &&
              rect.left >= 0 &&
              rect.top >= 0 &&
              rect.right <= window.innerWidth &&
              rect.bottom <= window.innerHeight
            const top = document.elementFromPoint(
              rect.left + rect.width / 2,
              rect.top + rect.height / 2,
            )
            return {
              found: true,
              inside,
              topmost:
                top === button || (top !== null && button.contains(top))
                  ? 'the button'
                  : (top?.className.toString() ?? 'nothing'),
            }
          }, selector)
          expect({ stage, selector, ...hit }).toEqual({
            stage,
            selector,
            found: true,
            inside: true,
            topmost: 'the button',
          })
        }
      }
      await expectZoomButtonsClear('confirm card')
      await page
        .getByRole('button', { name: lang === 'ar' ? 'تأكيد الموقع' : 'Confirm Location' })
        .click()
      const form = page.getByTestId('delivery-address-form')
      await form.waitFor()
      await expectZoomButtonsClear('address form')
      // The form scrolls inside its sheet instead: Continue can still be reached.
      const next = form.getByRole('button', { name: lang === 'ar' ? 'متابعة' : 'Continue' })
      await next.scrollIntoViewIfNeeded()
      expect(await next.isVisible()).toBe(true)
      await screenshot(page, `delivery-320-${lang}`)
      expect(problems).toEqual([])
      await context.close()
    })
  }

  for (const lang of ['en', 'ar'] as const) {
    it(`is accessible and ${lang === 'ar' ? 'right-to-left (the map stays left-to-right)' : 'left-to-right'} in ${lang}`, async () => {
      const { page, context, problems } = await openDemo(NEAR_OUTLET)
      await openDelivery(page, lang)
      await markerAddress(page)
      await page.locator('.leaflet-tile-loaded').first().waitFor()
      await page.getByRole('banner').waitFor()
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(
        lang === 'ar' ? 'rtl' : 'ltr',
      )
      expect(await page.getByTestId('delivery-map').getAttribute('dir')).toBe('ltr')
      if (lang === 'ar') {
        await page.getByRole('heading', { level: 1, name: 'موقع التوصيل' }).waitFor()
        // The screen's strings come from the venue's ui_strings (venue-api seeds them in ar).
        await page.getByRole('combobox', { name: 'ابحث عن عنوان' }).waitFor()
        await page.getByRole('button', { name: 'تأكيد الموقع' }).waitFor()
      }
      await screenshot(page, `delivery-${lang}`)
      await expectAccessible(page)
      // The history listbox open (axe on the combobox with its options).
      expect(problems).toEqual([])
      await context.close()
    })
  }
})

describe('out-of-area dialog focus (ordering-payment §8 Delivery outside area; WCAG 2.4.3)', () => {
  it("closing 'We're not there yet' with 'Change Location' or Escape puts the focus back on Confirm Location, not on the page body", async () => {
    const { page, context, problems } = await openDemo(FUJAIRAH)
    await openDelivery(page)
    await markerAddress(page)
    const confirm = page.getByRole('button', { name: 'Confirm Location' })
    const dialog = page.getByRole('alertdialog', { name: "We're not there yet" })
    /** What has the focus: the button's name, or the element's tag when it is no button. */
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement
        return active instanceof HTMLButtonElement
          ? (active.textContent ?? '').trim()
          : (active?.tagName ?? 'none')
      })
    // Keyboard only: the diner presses Enter on Confirm Location.
    await confirm.focus()
    await page.keyboard.press('Enter')
    await dialog.waitFor()
    // showModal focuses the dialog's one button.
    await expect.poll(focused).toBe('Change Location')
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'hidden' })
    await expect.poll(focused).toBe('Confirm Location')

    // Escape closes it the same way, and the focus is back where the diner left again.
    await page.keyboard.press('Enter')
    await dialog.waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await expect.poll(focused).toBe('Confirm Location')
    expect(problems).toEqual([])
    await context.close()
  })
})
