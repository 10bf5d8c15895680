// @vitest-environment node
// Issue 5 (home LCP): a page whose first screen the server rendered keeps the app's scripts and
// the menu calls' preloads inert until that screen's largest images are shown
// (server/start-after-first-screen.mjs); the strict CSP's shape stays (scripts only from files).
import { describe, expect, it } from 'vitest'
import { starterPath, withAppStartedAfterFirstScreen } from '../server/start-after-first-screen.mjs'

const PAGE = [
  '<!doctype html>',
  '<html lang="en" dir="ltr">',
  '  <head>',
  '    <title>Home | Marina Grill House</title>',
  '    <script type="module" crossorigin src="/assets/index-a.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">',
  '    <style>body{margin:0}</style>',
  '    <link rel="preconnect" href="http://api.example" crossorigin>',
  '    <link rel="preload" as="fetch" crossorigin href="http://api.example/en/api/menu/demo/">',
  '    <link rel="preload" as="image" href="http://api.example/media/a.png" fetchpriority="high">',
  '    <link rel="modulepreload" crossorigin href="/assets/HeaderBar-c.js">',
  '  </head>',
  '  <body><div id="root" data-prerendered><main><img src="http://api.example/media/a.png"></main></div></body>',
  '</html>',
].join('\n')

const STARTER = '/assets/start-after-first-screen-d.js'

describe('withAppStartedAfterFirstScreen', () => {
  const page = withAppStartedAfterFirstScreen(PAGE, STARTER)
  const head = page.slice(0, page.indexOf('</head>'))
  const template = /<template id="carte-app-start">(.*?)<\/template>/s.exec(head)?.[1] ?? ''

  it("puts the app's entry script, its module preloads and the menu call's preload into the inert template, in their order", () => {
    expect(template).toBe(
      [
        '<script type="module" crossorigin src="/assets/index-a.js"></script>',
        '<link rel="modulepreload" crossorigin href="/assets/vendor-b.js">',
        '<link rel="preload" as="fetch" crossorigin href="http://api.example/en/api/menu/demo/">',
        '<link rel="modulepreload" crossorigin href="/assets/HeaderBar-c.js">',
      ].join(''),
    )
    // Nothing of the app is left live in the head: the first screen's requests come first.
    const live = head.replace(/<template[\s\S]*<\/template>/, '')
    expect(live).not.toContain('index-a.js')
    expect(live).not.toContain('modulepreload')
    expect(live).not.toContain('as="fetch"')
  })

  it("keeps what the first screen needs live: its styles, the image preload and the API's preconnect", () => {
    const live = head.replace(/<template[\s\S]*<\/template>/, '')
    expect(live).toContain('<style>body{margin:0}</style>')
    expect(live).toContain('<link rel="preload" as="image" href="http://api.example/media/a.png"')
    expect(live).toContain('<link rel="preconnect" href="http://api.example" crossorigin>')
  })

  it('adds the starter as a script file after the template (no inline script: the strict CSP)', () => {
    expect(
      head.indexOf(`<script type="module" crossorigin src="${STARTER}"></script>`),
    ).toBeGreaterThan(head.indexOf('</template>'))
    expect(page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
  })

  it("names each of the screen's images for Element Timing (the starter waits for their paints) and changes nothing else of the body", () => {
    const body = page.slice(page.indexOf('</head>'))
    expect(body).toContain(
      '<main><img elementtiming="carte-first-screen" src="http://api.example/media/a.png"></main>',
    )
    expect(body.replaceAll(' elementtiming="carte-first-screen"', '')).toBe(
      PAGE.slice(PAGE.indexOf('</head>')),
    )
  })

  it('leaves a page without app tags as it is', () => {
    const plain = '<html><head><title>x</title></head><body></body></html>'
    expect(withAppStartedAfterFirstScreen(plain, STARTER)).toBe(plain)
  })
})

describe('starterPath', () => {
  it("names the starter's file in the build, and null for a build without it (the app then starts at once)", () => {
    expect(
      starterPath({
        'src/start-after-first-screen.ts': { file: 'assets/start-after-first-screen-d.js' },
      }),
    ).toBe('/assets/start-after-first-screen-d.js')
    expect(starterPath({ 'index.html': { file: 'assets/index-a.js' } })).toBeNull()
    expect(starterPath(null)).toBeNull()
  })
})
