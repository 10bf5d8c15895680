import { afterEach, describe, expect, it, vi } from 'vitest'
import { documentFetchPreloads, preloadAwareFetch } from '../src/data/preloaded-fetch'

const MENU = 'http://127.0.0.1:8787/en/api/menu/demo/'
const JSON_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json' }

afterEach(() => {
  vi.unstubAllGlobals()
  document.head.innerHTML = ''
})

// Issue 5: the browser hands a preloaded answer only to a request made like the preload (no
// extra headers), so the first GET of a preloaded URL goes out plainly, once.
describe('preloadAwareFetch', () => {
  it('the first GET of a preloaded URL is plain; later ones carry the JSON headers again', async () => {
    const fetch = vi.fn(async () => new Response('{}'))
    vi.stubGlobal('fetch', fetch)
    const call = preloadAwareFetch([MENU])
    await call(MENU, { method: 'GET', headers: JSON_HEADERS })
    await call(MENU, { method: 'GET', headers: JSON_HEADERS })
    expect(fetch.mock.calls).toEqual([
      [MENU, {}],
      [MENU, { method: 'GET', headers: JSON_HEADERS }],
    ])
  })

  it('a URL that was not preloaded, and any POST, go out as the api-client made them', async () => {
    const fetch = vi.fn(async () => new Response('{}'))
    vi.stubGlobal('fetch', fetch)
    const call = preloadAwareFetch([MENU])
    const post = { method: 'POST', headers: JSON_HEADERS, body: '{}' }
    await call(MENU, post)
    const other = 'http://127.0.0.1:8787/en/api/menu_language/demo/'
    await call(other, { method: 'GET', headers: JSON_HEADERS })
    expect(fetch.mock.calls).toEqual([
      [MENU, post],
      [other, { method: 'GET', headers: JSON_HEADERS }],
    ])
  })

  it('keeps the abort signal on the plain request', async () => {
    const fetch = vi.fn(async () => new Response('{}'))
    vi.stubGlobal('fetch', fetch)
    const signal = new AbortController().signal
    await preloadAwareFetch([MENU])(MENU, { method: 'GET', headers: JSON_HEADERS, signal })
    expect(fetch.mock.calls).toEqual([[MENU, { signal }]])
  })

  it('documentFetchPreloads reads only the fetch preloads of the page, as absolute URLs', () => {
    document.head.innerHTML = `
      <link rel="preload" as="fetch" crossorigin href="${MENU}">
      <link rel="modulepreload" href="/assets/HomeScreen.js">
      <link rel="preconnect" href="http://127.0.0.1:8787">`
    expect(documentFetchPreloads(document)).toEqual([MENU])
  })
})
