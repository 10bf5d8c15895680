import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible, type Json, launchBrowser, openDemoAt, openPage, origin } from './harness'

// The product page (menu-browsing §2 Product page, §3 Product) walked in the built app.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** Opens the demo venue (licence stored), then the given path. */
async function openDemo(
  path: string,
  change?: (menu: Json) => void,
  prepare?: (page: Page) => Promise<unknown>,
) {
  const opened = await openDemoAt(browser, path, {
    ...(change ? { change } : {}),
    ...(prepare ? { prepare } : {}),
  })
  await opened.page.getByTestId('product-screen').waitFor()
  await opened.page.getByRole('banner').waitFor()
  return opened
}

describe('product video (menu-browsing §3 Product video_file / video_url)', () => {
  it('the visible product slide shows its video under its picture, muted with controls, the picture as poster; it loads under the CSP', async () => {
    const { page, context, problems } = await openDemo('/en/product/1021')
    const slide = page.locator('.carte-carousel__slide[data-state="active"]')
    const video = slide.locator('video[aria-label="Mixed Grill"]')
    await video.waitFor()
    const attributes = await video.evaluate((element) => {
      const v = element as HTMLVideoElement
      return {
        src: v.currentSrc || v.src,
        controls: v.controls,
        muted: v.muted,
        playsInline: v.playsInline,
        preload: v.preload,
        poster: v.poster,
      }
    })
    expect(attributes.src).toMatch(/\/media\/video\/grill\.webm$/)
    expect(attributes).toMatchObject({
      controls: true,
      muted: true,
      playsInline: true,
      preload: 'metadata',
    })
    const image = slide.getByRole('img', { name: 'Mixed Grill' })
    expect(attributes.poster).toBe(await image.evaluate((img) => (img as HTMLImageElement).src))
    // Below its picture.
    const imageBox = await image.boundingBox()
    const videoBox = await video.boundingBox()
    expect(imageBox && videoBox && videoBox.y >= imageBox.y + imageBox.height - 1).toBe(true)
    // media-src lets the API's video in: its metadata arrives.
    await page.waitForFunction(
      () => ((document.querySelector('video') as HTMLVideoElement | null)?.readyState ?? 0) >= 1,
    )
    expect(problems).toEqual([])
    await expectAccessible(page)
    await context.close()
  })

  it('a video on a slide that is not shown neither loads nor plays', async () => {
    const { page, context } = await openDemo('/en/product/1022')
    const video = page.locator('video[aria-label="Mixed Grill"]')
    expect(await video.count()).toBe(1)
    const state = await video.evaluate((element) => {
      const v = element as HTMLVideoElement
      return { networkState: v.networkState, paused: v.paused, visible: v.checkVisibility() }
    })
    // NETWORK_EMPTY (0) or NETWORK_IDLE (1) before any fetch; never loading (2).
    expect(state.networkState).not.toBe(2)
    expect(state.paused).toBe(true)
    expect(state.visible).toBe(false)
    // The shown product (Shish Tawook) has no video of its own.
    expect(await page.locator('.carte-carousel__slide[data-state="active"] video').count()).toBe(0)
    await context.close()
  })

  it('a video_url the browser cannot play (a video page) becomes a link to it, not a dead player', async () => {
    const watch = 'https://www.youtube.com/watch?v=carte-demo'
    const { page, context, problems } = await openDemo(
      '/en/product/1021',
      (menu) => {
        const products = menu.products as Json[]
        const grill = products.find((product) => product.id === 1021)
        if (grill) Object.assign(grill, { video_file: null, video_url: watch })
      },
      // The page answers HTML, as a video site's page does, and nothing leaves the machine: routed
      // before the product page asks (routed after, a request already out waited on a DNS lookup
      // that cannot succeed here, past the test's wait).
      (page) =>
        page.route('https://www.youtube.com/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Video</title>' }),
        ),
    )
    const slide = page.locator('.carte-carousel__slide[data-state="active"]')
    const link = slide.getByRole('link', { name: 'Watch the video' })
    await link.waitFor()
    expect(await link.getAttribute('href')).toBe(watch)
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await slide.locator('video').count()).toBe(0)
    expect(problems).toEqual([])
    await expectAccessible(page)
    await context.close()
  })

  it('in Arabic the video is named by the product name in Arabic', async () => {
    const { page, context, problems } = await openDemo('/ar/product/1021')
    await page.locator('html[dir="rtl"]').waitFor({ state: 'attached' })
    await page.locator('video[aria-label="مشاوي مشكلة"]').waitFor()
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('product properties (menu-browsing §3 display_properties_in_product)', () => {
  it('on (the demo): the page lists the product’s properties, icon (empty alt) and name', async () => {
    // Tabbouleh (no hours of its own or its category's, so shown at any time) carries properties
    // [1, 4]: Vegan, Contains nuts, in that order.
    const { page, context, problems } = await openDemo('/en/product/1032')
    const list = page.getByRole('list', { name: 'Properties' })
    await list.waitFor()
    expect(await list.getByRole('listitem').allTextContents()).toEqual(['Vegan', 'Contains nuts'])
    const icons = list.locator('img')
    expect(await icons.count()).toBe(2)
    expect(
      await icons.evaluateAll((images) => images.map((img) => img.getAttribute('alt'))),
    ).toEqual(['', ''])
    expect(problems).toEqual([])
    await expectAccessible(page)
    await context.close()
  })

  it('on, in Arabic: the names are the Arabic ones', async () => {
    const { page, context } = await openDemo('/ar/product/1012')
    const list = page.getByTestId('product-properties')
    await list.waitFor()
    expect(await list.getByRole('listitem').allTextContents()).toEqual(['حار'])
    await context.close()
  })

  it('off: no properties are listed', async () => {
    const { page, context } = await openDemo('/en/product/1032', (menu) => {
      menu.display_properties_in_product = false
    })
    await page.getByRole('heading', { level: 1, name: 'Tabbouleh' }).waitFor()
    expect(await page.getByRole('list', { name: 'Properties' }).count()).toBe(0)
    expect(await page.getByText('Vegan').count()).toBe(0)
    await context.close()
  })
})

describe('what the diner entered survives moving through the carousel (menu-browsing §2 Product page)', () => {
  /** Enters a choice, special instructions and a quantity of 3 on the Classic Beef Burger. */
  async function enterBurgerChoices(page: Page): Promise<void> {
    await page.getByRole('radio', { name: /Large/ }).check()
    await page.getByRole('textbox', { name: 'Special instructions' }).fill('No pickles')
    const plus = page.getByRole('button', { name: 'Increase quantity' })
    await plus.click()
    await plus.click()
    expect(await page.getByRole('textbox', { name: 'Quantity' }).inputValue()).toBe('3')
  }

  it('Next then Previous brings back the choices, instructions and quantity; the pressed arrow keeps the focus', async () => {
    const { page, context, problems } = await openDemo('/en/product/1011')
    await enterBurgerChoices(page)
    const carousel = page.getByRole('region', { name: 'Burgers' })
    const next = carousel.getByRole('button', { name: 'Next' })
    await next.focus()
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/en\/product\/1012$/)
    await page.getByRole('heading', { level: 1, name: 'Spicy Chicken Burger' }).waitFor()
    // Past the navigation's focus handling (it waits a few frames for the new screen).
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)))
    expect(await next.evaluate((button) => button === document.activeElement)).toBe(true)
    // The next product starts empty.
    expect(await page.getByRole('textbox', { name: 'Special instructions' }).inputValue()).toBe('')
    expect(await page.getByRole('textbox', { name: 'Quantity' }).inputValue()).toBe('1')
    await carousel.getByRole('button', { name: 'Previous' }).click()
    await page.waitForURL(/\/en\/product\/1011$/)
    await page.getByRole('heading', { level: 1, name: 'Classic Beef Burger' }).waitFor()
    expect(await page.getByRole('radio', { name: /Large/ }).isChecked()).toBe(true)
    expect(await page.getByRole('textbox', { name: 'Special instructions' }).inputValue()).toBe(
      'No pickles',
    )
    expect(await page.getByRole('textbox', { name: 'Quantity' }).inputValue()).toBe('3')
    expect(problems).toEqual([])
    await context.close()
  })

  it('adding the product clears its draft (staying on the page: addtocart_redirect other)', async () => {
    const { page, context } = await openDemo('/en/product/1011', (menu) => {
      menu.addtocart_redirect = 'other'
      menu.enable_adding_same_item_cart = true
    })
    await enterBurgerChoices(page)
    await page.getByRole('radio', { name: 'Medium', exact: true }).check()
    await page.getByRole('button', { name: 'Add To Cart' }).click()
    await page.waitForFunction(() => {
      const cart = JSON.parse(localStorage.getItem('carte:demo:cart') ?? '[]')
      return cart.length === 1
    })
    const line = await page.evaluate(
      () => JSON.parse(localStorage.getItem('carte:demo:cart') ?? '[]')[0],
    )
    expect(line).toMatchObject({ id: 1011, qty: 3, special_instructions: 'No pickles' })
    await page.waitForFunction(
      () =>
        (document.querySelector('textarea') as HTMLTextAreaElement | null)?.value === '' &&
        (document.querySelector('.carte-quantity__value') as HTMLInputElement | null)?.value ===
          '1',
    )
    expect(await page.getByRole('radio', { name: /Large/ }).isChecked()).toBe(false)
    await context.close()
  })
})

describe('an out-of-stock product (menu-browsing §5 "Out of stock products show \'Out of Stock\' and cannot be added")', () => {
  it('offers neither a quantity nor special instructions to write, only the disabled Out of Stock', async () => {
    const { page, context } = await openDemo('/en/product/1013')
    const form = page.locator('form[aria-label="Falafel Burger"]')
    await form.getByRole('button', { name: /Out of Stock/ }).waitFor()
    expect(await form.getByRole('button', { name: /Out of Stock/ }).isDisabled()).toBe(true)
    expect(await form.getByRole('textbox').count()).toBe(0)
    expect(await form.getByRole('spinbutton').count()).toBe(0)
    // An in-stock product of the same menu has the box (enable_product_comments is on).
    await page.goto(`${origin()}/en/product/1011`)
    await page.getByLabel('Special instructions').first().waitFor()
    await context.close()
  })
})

describe('quantity bounds (menu-browsing §5 Quantity, §2 Dialogs)', () => {
  it('up to 8 of 8 (POS count) with the keyboard: the focus stays on +, each press says the quantity, and a typed 9 is refused with “At most 8”', async () => {
    const { page, context, problems } = await openDemo('/en/product/1011')
    const box = page.getByRole('textbox', { name: 'Quantity' })
    await box.fill('7')
    const plus = page.getByRole('button', { name: 'Increase quantity' })
    await plus.focus()
    await page.keyboard.press('Enter')
    expect(await box.inputValue()).toBe('8')
    // The focus is on +, so the new quantity is said (WCAG 4.1.3), not shown twice.
    const status = page.locator('.carte-quantity [role="status"]')
    expect(await status.textContent()).toBe('Quantity: 8')
    // Visually hidden: a 1 px clipped box.
    expect((await status.boundingBox())?.width).toBeLessThanOrEqual(1)
    await page.keyboard.press('Enter')
    expect(await box.inputValue()).toBe('8')
    expect(await plus.evaluate((button) => button === document.activeElement)).toBe(true)
    expect(await plus.getAttribute('aria-disabled')).toBe('true')
    expect(await status.textContent()).toBe('At most 8')
    expect((await status.boundingBox())?.width).toBeGreaterThan(1)
    await box.fill('')
    await box.pressSequentially('9')
    expect(await box.inputValue()).toBe('')
    expect(await status.textContent()).toBe('At most 8')
    expect(problems).toEqual([])
    await expectAccessible(page)
    await context.close()
  })
})

describe('option prices in Arabic with Arabic-Indic digits (menu-browsing §9, §5 Variations)', () => {
  it('each price is isolated and sits whole after (left of) its option name', async () => {
    const { page, context } = await openDemo('/ar/product/1011', (menu) => {
      menu.enable_arabic_numerals = true
    })
    await page.locator('html[dir="rtl"]').waitFor({ state: 'attached' })
    const prices = page.locator('.carte-choice__price')
    await prices.first().waitFor()
    const layout = await prices.evaluateAll((elements) =>
      elements.map((element) => {
        const label = element.closest('label')
        const name = label?.firstChild
        const range = document.createRange()
        if (name) range.selectNodeContents(name)
        const nameBox = range.getBoundingClientRect()
        // Its pieces (a bidi run each) follow one another on one line: none split off around the
        // name.
        const rects = [...element.getClientRects()].sort((a, b) => a.left - b.left)
        const contiguous = rects.every(
          (rect, i) =>
            i === 0 ||
            (Math.abs(rect.left - (rects[i - 1]?.right ?? 0)) <= 1 && rect.top === rects[0]?.top),
        )
        const box = element.getBoundingClientRect()
        return {
          tag: element.tagName,
          isolation: getComputedStyle(element).unicodeBidi,
          contiguous,
          leftOfName: box.right <= nameBox.left + 1,
          digits: /[٠-٩]/.test(element.textContent ?? ''),
        }
      }),
    )
    expect(layout.length).toBeGreaterThan(0)
    for (const price of layout) {
      expect(price).toEqual({
        tag: 'BDI',
        isolation: 'isolate',
        contiguous: true,
        leftOfName: true,
        digits: true,
      })
    }
    await context.close()
  })
})

describe('the add button says what it lacks and whom it adds (menu-browsing §5 Variations, §4 Cart actions)', () => {
  it('product page: Add To Cart stays focusable, described by what is still to choose, until chosen', async () => {
    const { page, context, problems } = await openDemo('/en/product/1011')
    const add = page.getByRole('button', { name: 'Add To Cart' })
    expect(await add.getAttribute('aria-disabled')).toBe('true')
    const description = () =>
      add.evaluate((button) =>
        (button.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      )
    expect(await description()).toBe('Choose: Size and Doneness')
    await add.focus()
    await page.keyboard.press('Enter')
    expect(await add.evaluate((button) => button === document.activeElement)).toBe(true)
    expect(await page.evaluate(() => localStorage.getItem('carte:demo:cart'))).toBeNull()
    await expectAccessible(page)
    await page.getByRole('radio', { name: /Large/ }).check()
    expect(await description()).toBe('Choose: Doneness')
    await page.getByRole('radio', { name: 'Medium', exact: true }).check()
    await page.waitForFunction(() => {
      const button = [...document.querySelectorAll('button')].find(
        (candidate) => candidate.textContent === 'Add To Cart',
      )
      return button !== undefined && !button.hasAttribute('aria-disabled')
    })
    expect(await add.getAttribute('aria-describedby')).toBeNull()
    expect(problems).toEqual([])
    await context.close()
  })

  it('list rows (view format 4): an added product’s button is named by its product', async () => {
    const { page, context } = await openDemo('/en/product/1011')
    await page.goto(`${origin()}/en/category/106`)
    const row = page.getByTestId('product-1044')
    await row.getByRole('button').click()
    const button = row.getByRole('button', { name: 'Already Added To Cart: Still Water' })
    await button.waitFor()
    expect(await button.textContent()).toBe('Already Added To Cart')
    await context.close()
  })
})

describe('prices read one way in a language (menu-browsing §9 Arabic-Indic digits, right-to-left; §2 Product page)', () => {
  // A price is one isolated piece laid out in the direction of its digits: with Arabic-Indic
  // digits it reads right to left, its sign and currency code (written first) at its right
  // ('٠٫٥٠٠ KWD +'); with Latin digits it reads as in English ('+ AED 6.00', '$ 9.72'). Beside
  // one another the pieces follow the page: in ar the product page's row (original, price,
  // alternative price) runs right to left as the lists' rows do.

  /**
   * What the elements matching `selector` show, one list per price (a text of its own each, in
   * document order), piece by piece (currency code or symbol, sign, amount) ordered as they stand
   * on screen from left to right.
   */
  async function onScreen(page: Page, selector: string): Promise<string[][]> {
    const elements = page.locator(selector)
    await elements.first().waitFor()
    const perElement = await elements.evaluateAll((found) =>
      found.map((element) => {
        const prices: string[][] = []
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const pieces: { text: string; left: number }[] = []
          for (const match of (node.textContent ?? '').matchAll(
            /[A-Z]{3}|\$|\+|[0-9٠-٩][0-9٠-٩.,٫٬]*/g,
          )) {
            const range = document.createRange()
            range.setStart(node, match.index)
            range.setEnd(node, match.index + match[0].length)
            pieces.push({ text: match[0], left: range.getBoundingClientRect().left })
          }
          if (pieces.length > 0) {
            prices.push(pieces.sort((a, b) => a.left - b.left).map((piece) => piece.text))
          }
        }
        return prices
      }),
    )
    return perElement.flat()
  }

  /**
   * The product page's prices (original, price, alternative: a text of its own each), as they
   * stand from left to right.
   */
  async function priceRow(page: Page): Promise<string[]> {
    const row = page.locator('.carte-app-product__price')
    await row.waitFor()
    return row.evaluate((element) => {
      const prices: { text: string; left: number }[] = []
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? ''
        if (text === '') continue
        // The visually hidden 'Was' / 'Now' are for screen readers; the row's order is the eye's.
        if (node.parentElement?.closest('.carte-app-visually-hidden')) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        prices.push({ text, left: range.getBoundingClientRect().left })
      }
      return prices.sort((a, b) => a.left - b.left).map((price) => price.text)
    })
  }

  /** The struck-out original's look beside the (bold) row and the alternative price. */
  async function originalLook(page: Page) {
    return page.locator('.carte-app-product__price').evaluate((row) => {
      const original = row.querySelector('s')
      const alt = row.querySelector('.carte-app-product__alt-price')
      const color = original ? getComputedStyle(original).color : null
      return {
        weight: original ? getComputedStyle(original).fontWeight : null,
        rowWeight: getComputedStyle(row).fontWeight,
        muted: color !== null && color !== getComputedStyle(row).color,
        likeAlt: alt ? color === getComputedStyle(alt).color : null,
      }
    })
  }

  async function openPartner(path: string) {
    const opened = await openPage(browser)
    await opened.page.goto(`${origin()}/partner`)
    await opened.page.waitForURL(/\/en\/home$/)
    await opened.page.goto(`${origin()}${path}`)
    await opened.page.locator('html[dir="rtl"]').waitFor({ state: 'attached' })
    return opened
  }

  it('partner in ar (Arabic-Indic digits): the price and its option prices all read code at the right of the amount, sign rightmost', async () => {
    const { page, context, problems } = await openPartner('/ar/product/2021')
    await page.getByTestId('product-screen').waitFor()
    // Karak 0.750; Large + 0.500, Extra shot + 0.350 (partner seed, 3 decimals).
    expect(await onScreen(page, '.carte-app-product__price')).toEqual([['٠٫٧٥٠', 'KWD']])
    expect(await onScreen(page, '.carte-choice__price')).toEqual([
      ['٠٫٥٠٠', 'KWD', '+'],
      ['٠٫٣٥٠', 'KWD', '+'],
    ])
    // Still whole and after (left of) the Arabic-side option name.
    const large = page.locator('.carte-choice', { hasText: 'Large' })
    const name = await large.locator('label').evaluate((label) => {
      const range = document.createRange()
      if (label.firstChild) range.selectNodeContents(label.firstChild)
      return range.getBoundingClientRect().left
    })
    const price = await large.locator('.carte-choice__price').boundingBox()
    expect(price && price.x + price.width <= name + 1).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it('partner in ar: a discounted product’s row runs right to left (original rightmost, muted), the cards read the same', async () => {
    const { page, context } = await openPartner('/ar/product/2004')
    await page.getByTestId('product-screen').waitFor()
    // Margoog 1.950 − 10 % = 1.755.
    expect(await priceRow(page)).toEqual(['KWD ١٫٧٥٥', 'KWD ١٫٩٥٠'])
    expect(await onScreen(page, '.carte-app-product__price')).toEqual([
      ['١٫٩٥٠', 'KWD'],
      ['١٫٧٥٥', 'KWD'],
    ])
    expect(await originalLook(page)).toEqual({
      weight: '400',
      rowWeight: '700',
      muted: true,
      likeAlt: null,
    })
    await page.goto(`${origin()}/ar/category/201`)
    const card = page.getByTestId('product-2004')
    await card.waitFor()
    expect(await onScreen(page, '[data-testid="product-2004"] .carte-product__prices')).toEqual([
      ['١٫٩٥٠', 'KWD'],
      ['١٫٧٥٥', 'KWD'],
    ])
    await context.close()
  })

  it('demo in ar (Latin digits): prices read as in English; the row runs right to left, the original muted like the alternative price', async () => {
    const { page, context, problems } = await openDemo('/ar/product/1012')
    await page.locator('html[dir="rtl"]').waitFor({ state: 'attached' })
    // Hot chicken burger 42.00 − 15 % = 35.70; × 0.2723 = 9.72111 -> $ 9.72.
    expect(await priceRow(page)).toEqual(['$ 9.72', 'AED 35.70', 'AED 42.00'])
    expect(await onScreen(page, '.carte-app-product__price')).toEqual([
      ['AED', '42.00'],
      ['AED', '35.70'],
      ['$', '9.72'],
    ])
    expect(await originalLook(page)).toEqual({
      weight: '400',
      rowWeight: '700',
      muted: true,
      likeAlt: true,
    })
    expect((await onScreen(page, '.carte-choice__price'))[0]).toEqual(['+', 'AED', '6.00'])
    // The category's card and a search result: the same pieces in the same order.
    await page.goto(`${origin()}/ar/category/103`)
    await page.getByTestId('product-1012').waitFor()
    expect(await onScreen(page, '[data-testid="product-1012"] .carte-product__prices')).toEqual([
      ['AED', '42.00'],
      ['AED', '35.70'],
      ['$', '9.72'],
    ])
    await page.goto(`${origin()}/ar/search`)
    await page.getByTestId('search-screen').waitFor()
    await page.getByRole('searchbox').fill('دجاج حار')
    await page.getByTestId('product-1012').waitFor()
    expect(await onScreen(page, '[data-testid="product-1012"] .carte-product__prices')).toEqual([
      ['AED', '42.00'],
      ['AED', '35.70'],
      ['$', '9.72'],
    ])
    expect(problems).toEqual([])
    await expectAccessible(page)
    await context.close()
  })

  it('demo in en: unchanged, left to right (original, price, alternative price), the original muted', async () => {
    const { page, context } = await openDemo('/en/product/1012')
    expect(await priceRow(page)).toEqual(['AED 42.00', 'AED 35.70', '$ 9.72'])
    expect(await onScreen(page, '.carte-app-product__price')).toEqual([
      ['AED', '42.00'],
      ['AED', '35.70'],
      ['$', '9.72'],
    ])
    // The text a screen reader gets: the visually hidden 'Was' and 'Now' say which is which.
    expect(await page.locator('.carte-app-product__price').textContent()).toBe(
      'Was AED 42.00 Now AED 35.70 $ 9.72',
    )
    expect(await originalLook(page)).toEqual({
      weight: '400',
      rowWeight: '700',
      muted: true,
      likeAlt: true,
    })
    expect((await onScreen(page, '.carte-choice__price'))[0]).toEqual(['+', 'AED', '6.00'])
    await context.close()
  })
})
