import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible, type Json, launchBrowser, openDemoAt, openPage, origin } from './harness'

// The promotion sliders (menu-browsing §2 /{lang}/promotions, Category page "a promotion slider")
// and the product carousel walked in the built app: what is hidden is out of reach, videos play
// only on the shown slide, the role names are in the page's language, nothing moves when a
// promotion image arrives.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** Category 113 ('Promotions' slider of promotions 1 and 2) gets the video promotion 3 too. */
function videoInCategory113(menu: Json): void {
  const promotions = menu.promotions as Json[]
  const video = promotions.find((promotion) => promotion.id === 3)
  const category = (menu.categories as Json[]).find((candidate) => candidate.id === 113)
  if (!video || !category) throw new Error('demo seed: promotion 3 or category 113 is gone')
  category.promotions = [...(category.promotions as Json[]), video]
}

/** Opens the demo venue (licence stored), then the given path in the given language. */
async function openDemo(path: string, change?: (menu: Json) => void) {
  const opened = await openDemoAt(browser, path, change ? { change } : {})
  await opened.page.locator('.carte-carousel').waitFor()
  return opened
}

/**
 * Presses Tab from the screen's heading until the focus has passed the carousel's Next arrow.
 * @returns every focused element inside the carousel, described, in order.
 */
async function tabThroughCarousel(page: Page): Promise<string[]> {
  // From the screen's heading, just before the carousel (as after Tab past the header): a blur
  // alone would leave Chromium's starting point on the last pressed arrow.
  await page.evaluate(() => {
    const heading = document.querySelector<HTMLElement>('main h1')
    if (!heading) throw new Error('no screen heading')
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
    heading.focus()
  })
  const seen: string[] = []
  for (let i = 0; i < 30; i += 1) {
    await page.keyboard.press('Tab')
    const where = await page.evaluate(() => {
      const element = document.activeElement
      if (!element?.closest('.carte-carousel')) return null
      const slide = element.closest('.carte-carousel__slide')
      return slide
        ? `${element.tagName.toLowerCase()} in ${slide.getAttribute('data-state')} slide ${slide.getAttribute('aria-label')}`
        : (element.getAttribute('aria-label') ?? element.tagName.toLowerCase())
    })
    if (where !== null) seen.push(where)
    if (where === 'Next') break
  }
  return seen
}

/** Whether the slide's video element plays (not paused, time moving). */
function videoState(page: Page) {
  return page.locator('.carte-carousel video').evaluate((element) => {
    const video = element as HTMLVideoElement
    return { paused: video.paused, preload: video.preload, time: video.currentTime }
  })
}

// WCAG 2.4.3 Focus Order, 4.1.2: a slide that is aria-hidden is inert too.
describe('keyboard focus stays out of hidden slides (fxj)', () => {
  it('/en/promotions: Tab reaches the arrows, never the video of the hidden slide 3', async () => {
    const { page, context, problems } = await openDemo('/en/promotions')
    const seen = await tabThroughCarousel(page)
    expect(seen.filter((where) => where.includes('inactive'))).toEqual([])
    expect(seen).toContain('Next')
    expect(await page.getByTestId('carousel-position').textContent()).toBe('1 / 3')
    // The shown slide stays where it is: the slider did not scroll to a hidden one.
    const offset = await page
      .locator('.carte-carousel__slide[data-state="active"]')
      .evaluate(
        (slide) =>
          slide.getBoundingClientRect().left -
          (slide.closest('.carte-carousel')?.getBoundingClientRect().left ?? 0),
      )
    expect(Math.abs(offset)).toBeLessThan(1)
    // On the video slide its controls are reachable; a pressed arrow keeps the focus.
    const previous = page.getByRole('button', { name: 'Previous' })
    await previous.click()
    expect(await page.getByTestId('carousel-position').textContent()).toBe('3 / 3')
    expect(await previous.evaluate((button) => button === document.activeElement)).toBe(true)
    const onVideo = await tabThroughCarousel(page)
    expect(onVideo).toContain('video in active slide 3 / 3')
    expect(onVideo.filter((where) => where.includes('inactive'))).toEqual([])
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })

  it('a category slider with a video promotion: Tab never reaches the hidden video', async () => {
    const { page, context } = await openDemo('/en/category/113', videoInCategory113)
    const seen = await tabThroughCarousel(page)
    expect(seen.filter((where) => where.includes('inactive'))).toEqual([])
    expect(seen).toContain('Next')
    await context.close()
  })
})

// WCAG 2.2.2 Pause, Stop, Hide: only the shown slide's video plays.
describe('promotion videos play only on the shown slide (fxj)', () => {
  it('category slider: the video of slide 3 neither loads nor plays while slide 1 is shown, plays when shown, pauses when left', async () => {
    const { page, context } = await openDemo('/en/category/113', videoInCategory113)
    await page.waitForTimeout(1000)
    expect(await videoState(page)).toMatchObject({ paused: true, preload: 'none', time: 0 })
    await page.getByRole('button', { name: 'Previous' }).click()
    expect(await page.getByTestId('carousel-position').textContent()).toBe('3 / 3')
    await page.waitForFunction(() => {
      const video = document.querySelector<HTMLVideoElement>('.carte-carousel video')
      return video !== null && !video.paused && video.currentTime > 0
    })
    await page.getByRole('button', { name: 'Next' }).click()
    expect(await page.getByTestId('carousel-position').textContent()).toBe('1 / 3')
    expect((await videoState(page)).paused).toBe(true)
    await context.close()
  })

  it('/en/promotions: moving on from the video slide pauses it; coming back plays it again', async () => {
    const { page, context } = await openDemo('/en/promotions')
    await page.getByRole('button', { name: 'Previous' }).click()
    const playing = () =>
      page.waitForFunction(() => {
        const video = document.querySelector<HTMLVideoElement>('.carte-carousel video')
        return video !== null && !video.paused && video.currentTime > 0
      })
    await playing()
    await page.getByRole('button', { name: 'Previous' }).click()
    expect(await page.getByTestId('carousel-position').textContent()).toBe('2 / 3')
    // Paused once the slide change has been committed (an effect after the move), not at once.
    await page.waitForFunction(
      () => document.querySelector<HTMLVideoElement>('.carte-carousel video')?.paused === true,
    )
    await page.getByRole('button', { name: 'Next' }).click()
    await playing()
    await context.close()
  })
})

// menu-browsing §2 /{lang}/promotions "slider": each press of an arrow moves one slide from the
// one it is moving to, so quick presses land where the diner counted, and the slide on screen is
// the one the position names.
describe('arrows pressed in quick succession (fxj)', () => {
  /** The slide whose box is in the carousel's box now, by its name ('n / N'). */
  function slideOnScreen(page: Page) {
    return page.evaluate(() => {
      const carousel = document.querySelector('.carte-carousel .keen-slider')
      if (!carousel) throw new Error('no slider')
      const box = carousel.getBoundingClientRect()
      const middle = box.left + box.width / 2
      const slide = [...carousel.querySelectorAll('.carte-carousel__slide')].find((candidate) => {
        const own = candidate.getBoundingClientRect()
        return own.left <= middle && own.right >= middle
      })
      return slide?.getAttribute('aria-label') ?? null
    })
  }

  /**
   * Presses the arrows named, one task apart: all within one slide's move (500 ms), as a thumb
   * taps, however busy the machine (Playwright's own clicks may land farther apart).
   */
  function pressQuickly(page: Page, names: readonly ('Previous' | 'Next')[]) {
    return page.evaluate(async (arrows) => {
      for (const name of arrows) {
        const button = document.querySelector<HTMLButtonElement>(
          `.carte-carousel button[aria-label="${name}"]`,
        )
        if (!button) throw new Error(`no ${name} arrow`)
        button.click()
        await new Promise((resolve) => setTimeout(resolve, 0))
      }
    }, names)
  }

  /** Waits until the slide's video plays (not paused, time past half a second). */
  function videoPlays(page: Page) {
    return page.waitForFunction(() => {
      const video = document.querySelector<HTMLVideoElement>('.carte-carousel video')
      return video !== null && !video.paused && video.currentTime > 0.5
    })
  }

  it('/en/promotions: Previous, Previous, Next at once ends on 3 / 3, shown and playing', async () => {
    const { page, context } = await openDemo('/en/promotions')
    await pressQuickly(page, ['Previous', 'Previous', 'Next'])
    expect(await page.getByTestId('carousel-position').textContent()).toBe('3 / 3')
    await videoPlays(page)
    expect(await page.getByTestId('carousel-position').textContent()).toBe('3 / 3')
    expect(await slideOnScreen(page)).toBe('3 / 3')
    await context.close()
  })

  it('/en/promotions: Next, Next at once ends on 3 / 3 and stays there', async () => {
    const { page, context } = await openDemo('/en/promotions')
    await pressQuickly(page, ['Next', 'Next'])
    expect(await page.getByTestId('carousel-position').textContent()).toBe('3 / 3')
    await videoPlays(page)
    expect(await page.getByTestId('carousel-position').textContent()).toBe('3 / 3')
    expect(await slideOnScreen(page)).toBe('3 / 3')
    await context.close()
  })

  it('/en/promotions: a finger held on the slider while it moves: the position names the slide it settles on', async () => {
    const { page, context } = await openDemo('/en/promotions')
    const box = await page.locator('.carte-carousel .keen-slider').boundingBox()
    if (!box) throw new Error('slider not laid out')
    await pressQuickly(page, ['Next', 'Next'])
    // The finger stops the move; let go without a swipe, the slider settles under it.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.waitForTimeout(400)
    await page.mouse.up()
    // The settling move takes 500 ms.
    await page.waitForTimeout(1000)
    const position = await page.getByTestId('carousel-position').textContent()
    expect(await slideOnScreen(page)).toBe(position)
    expect(
      await page.locator('.carte-carousel__slide[data-state="active"]').getAttribute('aria-label'),
    ).toBe(position)
    await context.close()
  })
})

// WCAG 3.1.2 Language of Parts: the role names are the page's language's.
describe('carousel role names in the page language (fxj)', () => {
  it("/ar/category/113: the region 'العروض' is a 'عرض دوّار' of 'شريحة' slides; axe clean", async () => {
    const { page, context } = await openDemo('/ar/category/113')
    const region = page.getByRole('region', { name: 'العروض' })
    expect(await region.getAttribute('aria-roledescription')).toBe('عرض دوّار')
    expect(
      await page.getByRole('group', { name: '1 / 2' }).getAttribute('aria-roledescription'),
    ).toBe('شريحة')
    await expectAccessible(page)
    await context.close()
  })

  it('/en/category/113 keeps the English names; axe clean', async () => {
    const { page, context } = await openDemo('/en/category/113')
    expect(
      await page.getByRole('region', { name: 'Promotions' }).getAttribute('aria-roledescription'),
    ).toBe('carousel')
    expect(
      await page.getByRole('group', { name: '1 / 2' }).getAttribute('aria-roledescription'),
    ).toBe('slide')
    await expectAccessible(page)
    await context.close()
  })

  it('/ar/product/1021: the product carousel too; axe clean', async () => {
    const { page, context } = await openDemo('/ar/product/1021')
    await page.getByTestId('product-screen').waitFor()
    const roles = await page
      .locator('.carte-carousel')
      .evaluate((region) => [
        region.getAttribute('aria-roledescription'),
        region
          .querySelector('.carte-carousel__slide[data-state="active"]')
          ?.getAttribute('aria-roledescription'),
      ])
    expect(roles).toEqual(['عرض دوّار', 'شريحة'])
    await expectAccessible(page)
    await context.close()
  })
})

// architecture "Images carry width and height (no layout shift)"
describe('the slider does not move when a promotion image arrives (fxj)', () => {
  for (const path of ['/en/category/113', '/en/promotions']) {
    it(`${path}: the arrows stay where they were drawn with the image 2 s late`, async () => {
      const opened = await openPage(browser)
      const { page, context } = opened
      await page.goto(`${origin()}/demo`)
      await page.waitForURL(/\/en\/home$/)
      await page.getByTestId('home-screen').waitFor()
      await context.route('**/media/img/banner/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2000))
        await route.continue().catch(() => undefined)
      })
      await page.goto(`${origin()}${path}`)
      const arrows = page.locator('.carte-carousel__arrows')
      await arrows.waitFor()
      const media = page.locator('.carte-carousel__slide[data-state="active"] img')
      expect(await media.evaluate((img) => (img as HTMLImageElement).complete)).toBe(false)
      const before = await arrows.evaluate((el) => el.getBoundingClientRect().top)
      await page.waitForFunction(
        () =>
          document.querySelector<HTMLImageElement>(
            '.carte-carousel__slide[data-state="active"] img',
          )?.complete === true,
        undefined,
        { timeout: 8000 },
      )
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
      const after = await arrows.evaluate((el) => el.getBoundingClientRect().top)
      expect(Math.abs(after - before)).toBeLessThan(1)
      await context.close()
    })
  }
})

// spec: menu-browsing §5 Quantity; the refusal text is a ui string (seeded ar, fr).
describe('quantity refusal in the page language (fxj)', () => {
  it("/ar/product/1021: letters typed say 'أرقام صحيحة فقط'", async () => {
    const { page, context } = await openDemo('/ar/product/1021')
    await page.getByTestId('product-screen').waitFor()
    const box = page.getByRole('textbox', { name: 'الكمية' })
    await box.fill('')
    await box.pressSequentially('abc')
    await page.getByText('أرقام صحيحة فقط').waitFor()
    await context.close()
  })
})
