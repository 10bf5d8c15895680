// Issue 5 (performance): what the first screen's speed rests on, checked as behaviour: the static
// server's resource hints and the app taking the preloaded answers, the strict CSP kept, the
// language menu's code loaded on first use, and the search rendering its results a page at a time.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible, launchBrowser, openPage, origin, screenshot } from './harness'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

describe('first screen resource hints (issue 5)', () => {
  it('a custom-domain home preloads its menu calls and chunks, and the app reuses each preload', async () => {
    const { page, context, problems } = await openPage(browser)
    const warnings: string[] = []
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text())
    })
    const apiCalls: string[] = []
    const imageRequests: string[] = []
    const scriptRequests: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scriptRequests.push(request.url())
      if (/\/(menus\/custom-domain|api\/menu_language|api\/menu)\//.test(request.url())) {
        apiCalls.push(request.url())
      }
      if (request.resourceType() === 'image') imageRequests.push(request.url())
    })
    const response = await page.goto(`${origin('demo.localhost')}/en/home`)
    await page.getByTestId('home-screen').waitFor()
    await page.getByRole('banner').waitFor()
    const links = await page.evaluate(() =>
      Array.from(document.head.querySelectorAll('link'), (link) => ({
        rel: link.rel,
        as: link.getAttribute('as'),
        crossOrigin: link.getAttribute('crossorigin'),
        href: link.href,
      })),
    )
    const fetchPreloads = links.filter((link) => link.rel === 'preload' && link.as === 'fetch')
    expect(fetchPreloads.map((link) => new URL(link.href).pathname)).toEqual([
      '/en/menus/custom-domain/demo.localhost/',
      '/en/api/menu_language/demo/',
      '/en/api/menu/demo/',
    ])
    // CORS without credentials, as the app's fetch makes them (else the browser fetches twice).
    for (const link of fetchPreloads) expect(link.crossOrigin).toBe('')
    const modules = links.filter((link) => link.rel === 'modulepreload').map((link) => link.href)
    expect(modules.some((href) => /\/assets\/HeaderBar-[\w-]+\.js$/.test(href))).toBe(true)
    expect(links.some((link) => link.rel === 'preconnect')).toBe(true)
    // The first row of card images (the LCP element) starts with the page: the seed's first two
    // top-level categories after Breakfast (it has hours, which the server does not evaluate),
    // each the category's own image. No crossorigin, as the <img> requests it.
    const imagePreloads = links.filter((link) => link.rel === 'preload' && link.as === 'image')
    expect(imagePreloads.map((link) => decodeURIComponent(new URL(link.href).pathname))).toEqual([
      '/media/img/food/640x360/10/Mains.png',
      '/media/img/food/640x360/110/Salads.png',
    ])
    for (const link of imagePreloads) expect(link.crossOrigin).toBeNull()
    const imagePriorities = await page.evaluate(() =>
      Array.from(document.head.querySelectorAll('link[as="image"]'), (link) =>
        link.getAttribute('fetchpriority'),
      ),
    )
    expect(new Set(imagePriorities)).toEqual(new Set(['high']))
    // Each call went out once: the app's fetch took the preloaded answer.
    await page.waitForTimeout(500)
    expect(apiCalls.sort()).toEqual(fetchPreloads.map((link) => link.href).sort())
    // Each preloaded image is a card's image on the page and was fetched once (the <img> took the
    // preloaded answer).
    const cardImages = await page
      .getByTestId('category-cards')
      .locator('img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src))
    for (const link of imagePreloads) {
      expect(cardImages).toContain(link.href)
      expect(imageRequests.filter((url) => url === link.href)).toHaveLength(1)
    }
    // No script of the first screen is found late: each one it ran (the header's cart count
    // included) was in the served page's head, so none waited for the code before it. (The
    // served HTML, not the live head: the app's lazy imports add preload links of their own.)
    const served = (await response?.text()) ?? ''
    const headScripts = Array.from(
      served.matchAll(/<(?:link rel="modulepreload"[^>]*href|script[^>]*src)="([^"]+)"/g),
      (match) => new URL(match[1] ?? '', page.url()).href,
    )
    expect(headScripts.length).toBeGreaterThan(0)
    // The venue's head links (manifest, touch icons) load after the first render on purpose: they
    // are no part of the first screen (src/hooks/useVenueHeadLinks.ts).
    const afterFirstRender = /\/assets\/venue-head-links-[\w-]+\.js$/
    expect(scriptRequests.some((url) => afterFirstRender.test(url))).toBe(true)
    expect(
      scriptRequests.filter((url) => !headScripts.includes(url) && !afterFirstRender.test(url)),
    ).toEqual([])
    // The home's screen comes in the first screen's app chunk: no request of its own.
    expect(scriptRequests.some((url) => /\/assets\/HomeScreen-[\w-]+\.js$/.test(url))).toBe(false)
    expect(warnings).toEqual([])
    // The CSP stays strict: hints are <link> tags, never inline script.
    const csp = (await response?.allHeaders())?.['content-security-policy'] ?? ''
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? ''
    expect(scriptSrc).not.toContain('unsafe-inline')
    const html = (await response?.text()) ?? ''
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
    expect(problems).toEqual([])
    await context.close()
  })

  it('a category page preloads its own screen chunk; a host without a licence gets no data preloads', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    await page.goto(`${origin()}/en/category/103`)
    await page.getByTestId('product-1011').waitFor()
    const links = await page.evaluate(() =>
      Array.from(
        document.head.querySelectorAll('link[rel="modulepreload"], link[as="fetch"]'),
        (link) => link.getAttribute('href'),
      ),
    )
    expect(links.some((href) => /\/assets\/CategoryScreen-[\w-]+\.js$/.test(href ?? ''))).toBe(true)
    // 127.0.0.1 is no venue's domain: the licence is the stored one, which the server cannot know.
    expect(links.some((href) => (href ?? '').includes('/api/'))).toBe(false)
    await context.close()
  })

  it('a missing file is a 404, not the app page (the browser asked /favicon.ico on every load)', async () => {
    const response = await fetch(`${origin()}/favicon.ico`)
    expect(response.status).toBe(404)
  })
})

describe('header language menu loads on first use (issue 5)', () => {
  it('the first screen has a plain language button; pressing it opens the menu', async () => {
    const { page, context, problems } = await openPage(browser)
    const chunks: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/assets/')) chunks.push(request.url())
    })
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    await page.getByTestId('home-screen').waitFor()
    const button = page.getByRole('button', { name: 'Language', exact: true })
    await button.waitFor()
    expect(chunks.some((url) => /LanguageMenuChunk/.test(url))).toBe(false)
    await button.click()
    await page.getByRole('menuitemradio', { name: 'العربية' }).waitFor()
    expect(chunks.some((url) => /LanguageMenuChunk/.test(url))).toBe(true)
    await page.keyboard.press('Escape')
    await page.getByRole('menu').waitFor({ state: 'detached' })
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('search renders a page of results at a time (issue 5)', () => {
  it('an empty box warms up the first rows out of sight: nothing shown or announced, no image fetched (≤ 16 ms per keystroke)', async () => {
    const { page, context, problems } = await openPage(browser)
    await page.addInitScript(() => {
      const seen = { warmUps: 0, rows: 0 }
      Object.assign(window, { __warmUp: seen })
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (!(node instanceof HTMLElement)) continue
            const box = node.matches('[data-testid="warm-up"]')
              ? node
              : node.querySelector('[data-testid="warm-up"]')
            if (box === null) continue
            seen.warmUps += 1
            seen.rows += box.querySelectorAll('li').length
          }
        }
      }).observe(document, { childList: true, subtree: true })
    })
    const images: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(request.url())
    })
    await page.goto(`${origin('big.localhost')}/en/search`)
    await page.getByTestId('search-screen').waitFor()
    await page.waitForFunction(
      () => (window as unknown as { __warmUp: { warmUps: number } }).__warmUp.warmUps > 0,
    )
    const seen = await page.evaluate(
      () => (window as unknown as { __warmUp: { warmUps: number; rows: number } }).__warmUp,
    )
    // Once, with a first key's screenful of rows (SEARCH_FIRST_ROWS), never seen.
    expect(seen).toEqual({ warmUps: 1, rows: 5 })
    // Its box takes no room and shows nothing (the page's own style for it, with a row's height).
    const box = await page.evaluate(() => {
      const probe = document.createElement('div')
      probe.className = 'carte-app-warm-up'
      probe.innerHTML = '<p style="height: 150px">Smoky rice</p>'
      document.querySelector('[data-testid="search-results"]')?.append(probe)
      const shown = {
        height: probe.getBoundingClientRect().height,
        visible: probe.querySelector('p')?.checkVisibility({ visibilityProperty: true }) ?? true,
      }
      probe.remove()
      return shown
    })
    expect(box).toEqual({ height: 0, visible: false })
    await expect(page.getByTestId('warm-up').count()).resolves.toBe(0)
    const results = page.getByTestId('search-results')
    await expect(results.locator('li').count()).resolves.toBe(0)
    await expect(results.getByRole('status').textContent()).resolves.toBe('')
    // No product picture was asked for by the warm-up (the rows never set their sources).
    await page.waitForTimeout(300)
    expect(images.filter((url) => url.includes('/media/'))).toEqual([])
    // The first key shows its rows as before.
    await page.getByRole('searchbox').fill('s')
    await expect.poll(() => results.locator('[data-testid="product-list"] > li').count()).toBe(12)
    expect(problems).toEqual([])
    await context.close()
  })

  it("a key's own frame renders the rows that fill this screen, and none that start below it (≤ 16 ms per keystroke)", async () => {
    const { page, context, problems } = await openPage(browser)
    // A shorter phone than the harness's: four rows start on it at most (the fifth at ~843 px).
    await page.setViewportSize({ width: 390, height: 700 })
    await page.addInitScript(() => {
      const seen = { warmedUp: false }
      Object.assign(window, { __warmUp: seen })
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof HTMLElement && node.matches('[data-testid="warm-up"]')) {
              seen.warmedUp = true
            }
          }
        }
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(`${origin('big.localhost')}/en/search`)
    await page.getByTestId('search-screen').waitFor()
    // The screen measures where its rows start from the warm-up rows, once they are laid out.
    await page.waitForFunction(
      () => (window as unknown as { __warmUp: { warmedUp: boolean } }).__warmUp.warmedUp,
    )
    // In the frame after the key: the rows shown, where they start and end, and the screen's bottom.
    await page.evaluate(() => {
      document.addEventListener(
        'input',
        () =>
          requestAnimationFrame(() => {
            const rows = document.querySelectorAll(
              '[data-testid="search-results"] [data-testid="product-list"] > li',
            )
            Object.assign(window, {
              __keyFrame: {
                tops: Array.from(rows, (row) => row.getBoundingClientRect().top),
                bottoms: Array.from(rows, (row) => row.getBoundingClientRect().bottom),
                screenBottom: window.innerHeight,
              },
            })
          }),
        { capture: true, once: true },
      )
    })
    await page.getByRole('searchbox').press('s')
    const frame = await page
      .waitForFunction(() => (window as unknown as { __keyFrame?: unknown }).__keyFrame)
      .then((handle) => handle.jsonValue())
    const { tops, bottoms, screenBottom } = frame as {
      tops: number[]
      bottoms: number[]
      screenBottom: number
    }
    // Filled to the bottom edge: no blank space under the first results...
    expect(bottoms.at(-1) ?? 0).toBeGreaterThanOrEqual(screenBottom)
    // ...and no row the diner cannot see yet (it only held the key's frame).
    for (const top of tops) expect(top).toBeLessThan(screenBottom)
    // The rest of the page follows.
    const rows = page.getByTestId('search-results').locator('[data-testid="product-list"] > li')
    await expect.poll(() => rows.count()).toBe(12)
    expect(problems).toEqual([])
    await context.close()
  })

  it('the big venue lists the first 12 matches, Show more adds 12 and moves the focus to the first added', async () => {
    const { page, context, problems } = await openPage(browser)
    await page.goto(`${origin('big.localhost')}/en/search`)
    await page.getByTestId('search-screen').waitFor()
    await page.getByRole('searchbox').fill('s')
    const results = page.getByTestId('search-results')
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="search-results"]')?.getAttribute('data-term') === 's',
    )
    // The key's own frame renders the rows that fill the screen (the rest of the page follows a
    // frame later, below the fold): no blank space under the first results.
    const lastRowBottom = await page.evaluate(() => {
      const items = document.querySelectorAll(
        '[data-testid="search-results"] [data-testid="product-list"] > li',
      )
      return items[items.length - 1]?.getBoundingClientRect().bottom ?? 0
    })
    expect(lastRowBottom).toBeGreaterThanOrEqual(page.viewportSize()?.height ?? 844)
    const rows = results.locator('[data-testid="product-list"] > li')
    await expect.poll(() => rows.count()).toBe(12)
    const status = (await results.getByRole('status').textContent()) ?? ''
    // Counts are grouped as the language writes them ('1,350 products found').
    const shownCount = /([\d,]+) products found/.exec(status)?.[1] ?? ''
    const found = Number(shownCount.replace(/,/g, ''))
    expect(found).toBeGreaterThan(24)
    const more = page.getByTestId('search-show-more')
    expect(await more.textContent()).toBe(`Show more (12 of ${shownCount})`)
    await more.click()
    await page.waitForFunction(
      () =>
        document.querySelectorAll(
          '[data-testid="search-results"] [data-testid="product-list"] > li',
        ).length === 24,
    )
    const focusedIndex = await page.evaluate(() => {
      const items = Array.from(
        document.querySelectorAll(
          '[data-testid="search-results"] [data-testid="product-list"] > li',
        ),
      )
      const active = document.activeElement?.closest('li')
      return active ? items.indexOf(active) : -1
    })
    expect(focusedIndex).toBe(12)
    // Back from a product opened low in the list: the same 24 rows, and the page where it was.
    const opened = rows.nth(20).locator('a').first()
    await opened.scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    await opened.click()
    await page.waitForURL(/\/en\/product\/\d+\?from=search$/)
    await page.goBack()
    await page.getByTestId('search-screen').waitFor()
    await expect.poll(() => rows.count()).toBe(24)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50)
    // A new term starts again at one page.
    await page.getByRole('searchbox').fill('smoky')
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="search-results"]')?.getAttribute('data-term') ===
        'smoky',
    )
    expect(await rows.count()).toBeLessThanOrEqual(12)
    await screenshot(page, 'search-big-show-more')
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })
})
