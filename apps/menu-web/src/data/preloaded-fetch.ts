import type { FetchLike } from '@carte/api-client'

/**
 * A fetch for the api-client that takes the answers the page preloaded: the static server writes
 * `<link rel="preload" as="fetch" crossorigin>` for the first menu calls of a path
 * (server/hints.mjs), and the browser hands a preloaded answer only to a request made the same
 * way (same URL, mode cors, no credentials, no extra headers). So the first GET of each preloaded
 * URL is made plainly, once; every other call goes through `fetch` with the api-client's JSON
 * headers as usual. The answer is validated by the api-client either way.
 * @param preloaded - absolute URLs of the page's fetch preloads (read from the document).
 * @returns the fetch to give createApiConfig.
 */
export function preloadAwareFetch(preloaded: Iterable<string>): FetchLike {
  const pending = new Set(preloaded)
  return (url, init) => {
    if (init.method === 'GET' && init.body === undefined && pending.delete(url)) {
      return globalThis.fetch(url, init.signal ? { signal: init.signal } : {})
    }
    return globalThis.fetch(url, init)
  }
}

/**
 * The absolute URLs of the document's `<link rel="preload" as="fetch">` tags.
 * @param doc - the document.
 * @returns the preloaded URLs.
 */
export function documentFetchPreloads(doc: Document): string[] {
  return Array.from(
    doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]'),
    (link) => link.href,
  )
}
