import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, origin, screenshot } from './harness'

// spec: menu-browsing §3 theme_data ("colours, font families and font sizes for header, drawer,
// language dropdown, cart screen, the feedback success text, feedback submit button and
// continue-shopping button"), §9 ("A font name ending in Regular is normal weight, otherwise
// bold"; "cards 45 percent, full-width 95 percent"). The seed theme of venue-api
// (apps/venue-api/src/seed/base.ts) gives: header 18px in the venue's heading font; drawer 16px,
// language dropdown 14px, cart 15px, success text 18px, submit and continue buttons 16px, all in
// 'Roboto' (not ending in Regular: bold), the cart 'Roboto-Regular' (normal); category titles 20px.

let browser: Browser

/** Each card's width and left and top edges, as fractions of its list's width. */
async function cardBoxes(page: Page) {
  return page.getByTestId('category-cards').evaluate((list) => {
    const row = list.getBoundingClientRect()
    return [...list.querySelectorAll('.carte-app-card')].map((card) => {
      const box = card.getBoundingClientRect()
      return {
        width: Math.round((box.width / row.width) * 1000) / 10,
        start: Math.round(((box.left - row.left) / row.width) * 1000) / 10,
        top: Math.round(box.top),
        fullwidth: card.hasAttribute('data-fullwidth'),
      }
    })
  })
}

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

interface Drawn {
  readonly family: string
  readonly size: string
  readonly weight: string
  /**
   * The text is cut: wider or taller than its box by more than 4 px, with its overflow hidden. (A
   * line in a fallback font, such as Arabic under Roboto Slab, can stand a pixel or two beyond
   * its line-height without losing a glyph; a cut line is a whole line height.)
   */
  readonly clipped: boolean
}

/** How the first element matching a selector is drawn. */
async function drawn(page: Page, selector: string): Promise<Drawn> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el)
      const hides = style.overflowX !== 'visible' || style.overflowY !== 'visible'
      return {
        family: style.fontFamily.split(',')[0]?.replace(/"/g, '').trim() ?? '',
        size: style.fontSize,
        weight: style.fontWeight,
        clipped:
          hides && (el.scrollWidth > el.clientWidth + 4 || el.scrollHeight > el.clientHeight + 4),
      }
    })
}

/** Nothing on the page is wider than the viewport (no sideways scroll). */
async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

async function open(venue: string, width: number) {
  const opened = await openPage(browser)
  await opened.page.setViewportSize({ width, height: 844 })
  await opened.page.goto(`${origin()}/${venue}`)
  await opened.page.waitForURL(/\/en\/home$/)
  await opened.page.getByTestId('home-screen').waitFor()
  return opened
}

async function closePopupIfAny(page: Page): Promise<void> {
  const popup = page.getByTestId('promotion-popup')
  if (await popup.isVisible()) {
    await popup.locator('button').last().click()
    await popup.waitFor({ state: 'hidden' })
  }
}

const BOLD_ROBOTO = { family: 'Roboto', weight: '700', clipped: false }

describe('theme fonts in the browser (menu-browsing §3 theme_data, §9)', () => {
  for (const venue of ['demo', 'partner']) {
    for (const lang of ['en', 'ar']) {
      for (const width of [390, 320]) {
        it(`${venue} ${lang} ${width}px: header, drawer, language menu and cart take their theme fonts, nothing cut or wider than the screen`, async () => {
          const { page, context, problems } = await open(venue, width)
          if (lang === 'ar') {
            await page.goto(`${origin()}/ar/home`)
            await page.locator('html[dir="rtl"]').waitFor({ state: 'attached' })
          }
          await closePopupIfAny(page)
          await page.getByRole('banner').waitFor()
          expect(await drawn(page, '.carte-header')).toMatchObject({ size: '18px' })
          expect((await drawn(page, '.carte-header__title')).clipped).toBe(false)
          expect(await pageOverflow(page)).toBeLessThanOrEqual(0)
          await screenshot(page, `theme-${venue}-${lang}-${width}-home`)

          await page.locator('.carte-header .carte-icon-button').first().click()
          await page.locator('.carte-drawer').waitFor()
          expect(await drawn(page, '.carte-drawer__link')).toEqual({
            ...BOLD_ROBOTO,
            size: '16px',
          })
          expect(await drawn(page, '.carte-drawer__title')).toMatchObject(BOLD_ROBOTO)
          const trigger = page.locator('.carte-drawer .carte-language-trigger')
          if ((await trigger.count()) > 0) {
            expect(await drawn(page, '.carte-drawer .carte-language-trigger')).toEqual({
              ...BOLD_ROBOTO,
              size: '14px',
            })
            await screenshot(page, `theme-${venue}-${lang}-${width}-drawer`)
            await trigger.click()
            await page.locator('.carte-menu').waitFor()
            expect(await drawn(page, '.carte-menu__item')).toEqual({ ...BOLD_ROBOTO, size: '14px' })
            await screenshot(page, `theme-${venue}-${lang}-${width}-language-menu`)
            await page.keyboard.press('Escape')
          } else {
            await screenshot(page, `theme-${venue}-${lang}-${width}-drawer`)
          }

          if (venue === 'demo') {
            // A line in the cart, so its lines and totals show in the cart font too.
            await page.goto(`${origin()}/en/product/1031`)
            await page.getByRole('button', { name: 'Add To Cart' }).click()
            // addtocart_redirect 'back': to the screen before (menu-browsing §4 Cart actions).
            await page.waitForURL((url) => !url.pathname.includes('/product/'))
          }
          await page.goto(`${origin()}/${lang}/cart`)
          await page.getByTestId('cart-screen').waitFor()
          // 'Roboto-Regular' in the seed: normal weight (§9).
          expect(await drawn(page, '.carte-app-cart')).toEqual({
            family: 'Roboto',
            weight: '400',
            clipped: false,
            size: '15px',
          })
          expect(await pageOverflow(page)).toBeLessThanOrEqual(0)
          await screenshot(page, `theme-${venue}-${lang}-${width}-cart`)
          expect(problems).toEqual([])
          await context.close()
        })
      }
    }
  }

  for (const lang of ['en', 'ar']) {
    for (const width of [390, 320]) {
      it(`demo ${lang} ${width}px: category cards 45 % wide, two to a row; a full-width card 95 % (§9)`, async () => {
        const { page, context } = await open('demo', width)
        // Mains (102): Burgers, and Grills, which is full width (venue-api seed).
        await page.goto(`${origin()}/${lang}/category/102`)
        await page.getByTestId('category-cards').waitFor()
        const [burgers, grills] = await cardBoxes(page)
        expect(burgers).toMatchObject({ width: 45, fullwidth: false })
        expect(grills).toMatchObject({ width: 95, start: 2.5, fullwidth: true })
        // Burgers starts at the inline start: the left in English, the right in Arabic.
        expect(burgers?.start).toBe(lang === 'ar' ? 52.5 : 2.5)
        await page.goto(`${origin()}/${lang}/home`)
        await page.getByTestId('category-cards').waitFor()
        await closePopupIfAny(page)
        const home = await cardBoxes(page)
        expect(home.length).toBeGreaterThanOrEqual(4)
        for (const card of home) expect(card.width).toBe(45)
        // Two to a row: cards 1 and 2 share a row, card 3 starts the next.
        expect(home[1]?.top).toBe(home[0]?.top)
        expect(home[2]?.top).toBeGreaterThan(home[0]?.top ?? 0)
        expect(await pageOverflow(page)).toBeLessThanOrEqual(0)
        await screenshot(page, `theme-demo-${lang}-${width}-cards`)
        await context.close()
      })

      it(`demo ${lang} ${width}px: form submit, success text and continue-shopping button in their fonts`, async () => {
        const { page, context, problems } = await open('demo', width)
        await page.goto(`${origin()}/${lang}/form/1`)
        await page.getByTestId('form-screen').waitFor()
        const submit = page.locator('.carte-form__submit')
        await submit.waitFor()
        expect(await drawn(page, '.carte-form__submit')).toEqual({ ...BOLD_ROBOTO, size: '16px' })
        // The feedback form's required fields (venue-api seed, form 1), found by kind so the
        // same steps serve every language.
        await page.locator('input[type="text"]').first().fill('Layla')
        await page.locator('input[type="email"]').fill('layla@example.com')
        await page.getByRole('spinbutton').fill('2')
        await page.locator('input[type="date"]').fill('2026-11-20')
        await page.locator('select').selectOption({ index: 1 })
        for (const group of await page.getByRole('radiogroup').all()) {
          const radios = group.getByRole('radio')
          if ((await radios.count()) > 0 && !(await group.locator('.carte-star').count())) {
            await radios.first().check()
          }
        }
        await page.locator('.carte-star').nth(3).click()
        await page.locator('.carte-form__submit:not([aria-disabled="true"])').waitFor()
        expect(await pageOverflow(page)).toBeLessThanOrEqual(0)
        await screenshot(page, `theme-demo-${lang}-${width}-form`)
        await submit.click()
        await page.getByTestId('form-success').waitFor()
        expect(await drawn(page, '.carte-form-success__message')).toEqual({
          ...BOLD_ROBOTO,
          size: '18px',
        })
        expect(await drawn(page, '.carte-continue')).toEqual({ ...BOLD_ROBOTO, size: '16px' })
        // The seed's success colour is 6-digit hex: used as given (menu-browsing §5).
        expect(
          await page
            .locator('.carte-form-success__message')
            .evaluate((el) => getComputedStyle(el).color),
        ).toBe('rgb(27, 127, 59)')
        expect(await pageOverflow(page)).toBeLessThanOrEqual(0)
        await screenshot(page, `theme-demo-${lang}-${width}-form-success`)
        expect(problems).toEqual([])
        await context.close()
      })
    }
  }
})
