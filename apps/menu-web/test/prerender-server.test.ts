// @vitest-environment node
// Issue 5 (home LCP): the static server's first-screen rendering (server/prerender.mjs) may never
// cost the page (slow renders are not waited for), reuses a render within its clock minute (the
// home changes with hours at minute boundaries) and keeps the strict CSP's shape of the page.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPrerenderer, withPrerenderedScreen } from '../server/prerender.mjs'

const TEMPLATE = [
  '<!doctype html>',
  '<html lang="en" dir="ltr">',
  '<head><title>Carte</title><script type="module" crossorigin src="/assets/index-a.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/vendor-b.js"></head>',
  '<body><div id="root"></div></body></html>',
].join('')

describe('withPrerenderedScreen', () => {
  const SCREEN = {
    html: '<main></main>',
    lang: 'en',
    dir: 'ltr',
    title: '',
    description: '',
  } as const

  it('puts the screen in #root, marked, with its language and direction on <html>', () => {
    const page = withPrerenderedScreen(TEMPLATE, {
      ...SCREEN,
      html: '<main>مرحبا</main>',
      lang: 'ar',
      dir: 'rtl',
    })
    expect(page).toContain('<html lang="ar" dir="rtl">')
    expect(page).toContain('<div id="root" data-prerendered><main>مرحبا</main></div>')
  })

  // menu-browsing §2 titles '{screen} | {menu name} | {host}': what a chat's link preview shows,
  // read without the app's JavaScript ('Carte' before).
  it("gives the page the screen's title with the request's host, and the venue's description", () => {
    const page = withPrerenderedScreen(
      TEMPLATE,
      {
        ...SCREEN,
        title: 'Home | Marina Grill House',
        description: 'Welcome to Marina Grill House Charcoal grills.',
      },
      'demo.example:4173',
    )
    expect(page).toContain('<title>Home | Marina Grill House | demo.example:4173</title>')
    expect(page).toContain(
      '<meta name="description" content="Welcome to Marina Grill House Charcoal grills." />',
    )
    // Open Graph, which most chat previews read first.
    expect(page).toContain(
      '<meta property="og:title" content="Home | Marina Grill House | demo.example:4173" />',
    )
    expect(page).toContain(
      '<meta property="og:description" content="Welcome to Marina Grill House Charcoal grills." />',
    )
    expect(page).not.toContain('<title>Carte</title>')
  })

  it("puts a venue's '$&', \"$'\" and '$$' into the page as written", () => {
    const page = withPrerenderedScreen(TEMPLATE, {
      ...SCREEN,
      html: "<main>Fish $$ and chips $& $' $`</main>",
      title: 'Home | Bob$&Co',
      description: "Chips $' fries",
    })
    expect(page).toContain(
      `<div id="root" data-prerendered><main>Fish $$ and chips $& $' $\`</main></div>`,
    )
    expect(page).toContain('<title>Home | Bob$&amp;Co</title>')
    expect(page).toContain(`<meta name="description" content="Chips $' fries" />`)
  })

  it("a screen without a title or description (an older build's renderer) keeps the page's own", () => {
    const older = { html: '<main></main>', lang: 'en', dir: 'ltr' } as unknown as Parameters<
      typeof withPrerenderedScreen
    >[1]
    const page = withPrerenderedScreen(TEMPLATE, older, 'demo.example')
    expect(page).toContain('<title>Carte</title>')
    expect(page).not.toContain('name="description"')
    expect(page).not.toContain('og:')
    expect(page).toContain('<div id="root" data-prerendered><main></main></div>')
  })

  it("writes a venue's name and text as text: quotes and angle brackets cannot open markup", () => {
    const page = withPrerenderedScreen(TEMPLATE, {
      ...SCREEN,
      title: "Home | Tom & Jerry's </title><script>alert(1)</script>",
      description: '"><script>alert(2)</script>',
    })
    expect(page).toContain(
      "<title>Home | Tom &amp; Jerry's &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>",
    )
    expect(page).toContain(
      '<meta name="description" content="&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;" />',
    )
    expect(page).not.toContain('<script>')
  })
})

describe('createPrerenderer', () => {
  let dist: string
  const calls: string[] = []
  const cookies: (string | undefined)[] = []
  // A stand-in for the build's renderer (dist/.ssr/prerender.js): each render is numbered. A URL
  // with `?held` finishes only when the test opens the gate, so no test depends on the machine's
  // speed (a timed render flaked on a loaded CI machine).
  const RENDERER = `
    export function setUpPrerender() {}
    let count = 0
    export async function prerenderScreen({ url, cookie }) {
      count += 1
      globalThis.__renders.push(url)
      globalThis.__cookies.push(cookie)
      if (new URL(url, 'http://x').searchParams.has('held')) await globalThis.__gate.opened
      const screen = { html: '<main>' + count + '</main>', lang: 'en', dir: 'ltr', title: '', description: '' }
      globalThis.__gate.rendered(screen)
      return screen
    }`
  /** Holds `?held` renders until `open()`; `rendered` resolves with the last render's screen. */
  function createGate() {
    let open = () => {}
    let rendered: (screen: unknown) => void = () => {}
    const gate = {
      opened: new Promise<void>((resolve) => {
        open = resolve
      }),
      done: new Promise<unknown>((resolve) => {
        rendered = resolve
      }),
      rendered: (screen: unknown) => rendered(screen),
    }
    return { gate, open }
  }

  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'carte-prerender-'))
    mkdirSync(join(dist, '.ssr'))
    writeFileSync(join(dist, '.ssr', 'prerender.js'), RENDERER)
    calls.length = 0
    cookies.length = 0
    Object.assign(globalThis, { __renders: calls, __cookies: cookies, __gate: createGate().gate })
  })

  afterEach(() => {
    vi.useRealTimers()
    rmSync(dist, { recursive: true, force: true })
  })

  it('is absent for a build without a renderer (the page is served as before)', async () => {
    rmSync(join(dist, '.ssr'), { recursive: true })
    await expect(createPrerenderer({ dist, apiBaseUrl: 'http://127.0.0.1:1' })).resolves.toBeNull()
  })

  it('reuses a render within its minute and renders again in the next one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-22T12:00:05Z'))
    const prerenderer = await createPrerenderer({ dist, apiBaseUrl: 'http://127.0.0.1:1' })
    if (prerenderer === null) throw new Error('the renderer was not loaded')
    const first = await prerenderer.forRequest('/en/home', 'demo.example')
    vi.setSystemTime(new Date('2026-11-22T12:00:09Z'))
    expect(await prerenderer.forRequest('/en/home', 'demo.example')).toBe(first)
    // Another host is another venue.
    await prerenderer.forRequest('/en/home', 'other.example')
    vi.setSystemTime(new Date('2026-11-22T12:01:00Z'))
    const next = await prerenderer.forRequest('/en/home', 'demo.example')
    expect(next?.html).not.toBe(first?.html)
    expect(calls).toEqual(['/en/home', '/en/home', '/en/home'])
  })

  it('renders a landing path once per language choice, and gives the renderer no other cookie', async () => {
    const prerenderer = await createPrerenderer({ dist, apiBaseUrl: 'http://127.0.0.1:1' })
    if (prerenderer === null) throw new Error('the renderer was not loaded')
    const arabic = await prerenderer.forRequest(
      '/demo/t/5',
      'x',
      'session=s1; carte-language-demo=ar',
    )
    expect(await prerenderer.forRequest('/demo/t/5', 'x', 'carte-language-demo=ar; other=2')).toBe(
      arabic,
    )
    const french = await prerenderer.forRequest('/demo/t/5', 'x', 'carte-language-demo=fr')
    expect(french).not.toBe(arabic)
    expect(cookies).toEqual(['carte-language-demo=ar', 'carte-language-demo=fr'])
  })

  it('does not hold the page for a slow render, and keeps its result for the next request', async () => {
    const prerenderer = await createPrerenderer({
      dist,
      apiBaseUrl: 'http://127.0.0.1:1',
      timeoutMs: 20,
    })
    if (prerenderer === null) throw new Error('the renderer was not loaded')
    const { gate, open } = createGate()
    Object.assign(globalThis, { __gate: gate })
    await expect(prerenderer.forRequest('/en/home?held', 'demo.example')).resolves.toBeNull()
    open()
    await gate.done
    const later = await prerenderer.forRequest('/en/home?held', 'demo.example')
    expect(later?.html).toBe('<main>1</main>')
    expect(calls).toHaveLength(1)
  })
})
