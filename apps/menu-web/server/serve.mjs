// Production static server for menu-web: serves dist/ with an SPA fallback and a strict
// Content-Security-Policy (scripts only from this origin and the analytics hosts; no inline
// scripts, no eval). Plain Node so `pnpm start` needs nothing else. Each page carries resource
// hints for its first screen (server/hints.mjs): the screen's chunks, the venue's menu calls; and,
// on the home, the screen itself rendered ahead (server/prerender.mjs).
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { hasLoadedFonts } from '../src/lib/fonts-cookie.mjs'
import { createHints, readManifest } from './hints.mjs'
import { createPrerenderer, withPrerenderedScreen } from './prerender.mjs'
import { starterPath, withAppStartedAfterFirstScreen } from './start-after-first-screen.mjs'

const DEFAULT_DIST = fileURLToPath(new URL('../dist/', import.meta.url))

/** Hosts the production analytics module may load scripts from (architecture: analytics). */
export const ANALYTICS_SCRIPT_HOSTS = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://connect.facebook.net',
  'https://www.googleadservices.com',
]

const ANALYTICS_CONNECT_HOSTS = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
  'https://www.facebook.com',
  'https://googleads.g.doubleclick.net',
]

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.gif': 'image/gif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.mp4': 'video/mp4',
}

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.map',
  '.txt',
  '.webmanifest',
])

/**
 * Picks the response encoding the client accepts (brotli first).
 * @param {string | undefined} header - the Accept-Encoding header.
 * @returns {'br' | 'gzip' | null}
 */
function encodingFor(header) {
  const accepted = (header ?? '').toLowerCase()
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return null
}

/**
 * Compresses a body once per file and encoding (the files are immutable while serving). Brotli's
 * best quality takes about a second for the vendor chunk, so the first request of a file gets a
 * fast brotli (quality 5, a few ms) and the best one replaces it in the background.
 * @param {Map<string, Buffer>} cache
 * @param {string} key
 * @param {Buffer} body
 * @param {'br' | 'gzip'} encoding
 * @returns {Buffer}
 */
function compressed(cache, key, body, encoding) {
  const cacheKey = `${encoding}:${key}`
  let out = cache.get(cacheKey)
  if (!out) {
    if (encoding === 'br') {
      out = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      setImmediate(() => {
        brotliCompress(
          body,
          { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } },
          (error, best) => {
            if (!error) cache.set(cacheKey, best)
          },
        )
      })
    } else {
      out = gzipSync(body, { level: constants.Z_BEST_COMPRESSION })
    }
    cache.set(cacheKey, out)
  }
  return out
}

/**
 * Whether a build stylesheet reads the same from inside the page: no @import, and every url()
 * root-relative ('/assets/…', as the build writes them) or data:.
 * @param {string} css
 * @returns {boolean}
 */
function readsTheSameInline(css) {
  return !/url\(\s*(?!["']?(?:\/|data:))|@import/i.test(css)
}

/**
 * Puts the page's stylesheets (the entry's CSS, some 20 KB, 5 KB compressed) into the page itself:
 * the first paint then needs the page alone, not a second request first (a round trip of a phone's
 * network, ~300 ms in Lighthouse's mobile simulation), when it reads the same there
 * (readsTheSameInline).
 * @param {string} template - the build's index.html.
 * @param {string} dist - the build directory.
 * @returns {Promise<string>}
 */
async function withInlineStylesheets(template, dist) {
  const links = [
    ...template.matchAll(
      /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g,
    ),
  ]
  let page = template
  for (const [tag, file] of links) {
    const css = await readFile(join(dist, file), 'utf8').catch(() => null)
    if (css === null || !readsTheSameInline(css)) continue
    page = page.replace(tag, () => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`)
  }
  return page
}

/**
 * The default fonts' stylesheet of the build (@carte/ui/fonts.css, which the app imports after its
 * first render), for the pages of browsers that have loaded it before; null when the build has
 * none, or when it reads differently inline (a url() that is not root-relative).
 * @param {string} dist - the build directory.
 * @param {Awaited<ReturnType<typeof readManifest>>} manifest - the build's manifest.
 * @returns {Promise<string | null>}
 */
async function readFontFaces(dist, manifest) {
  const entry = Object.entries(manifest ?? {}).find(([key]) => key.endsWith('/fonts.css'))?.[1]
  if (!entry) return null
  const css = await readFile(join(dist, entry.file), 'utf8').catch(() => null)
  if (css === null || !readsTheSameInline(css)) return null
  // In the page they are meant to come from the browser's cache: 'optional' gives them up to
  // 100 ms before the first paint and then keeps the fallback for that page (no swap, no shift,
  // should the cache have dropped them). The app's own stylesheet keeps 'swap' for first visits.
  return css
    .replace(/font-display:\s*swap/g, 'font-display:optional')
    .replace(/<\/style/gi, '<\\/style')
}

/**
 * Compresses a body that is not kept (a fast brotli: a page of some 20 KB takes about a ms).
 * @param {Buffer} body
 * @param {'br' | 'gzip'} encoding
 * @returns {Buffer}
 */
function compressedOnce(body, encoding) {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body, { level: constants.Z_BEST_COMPRESSION })
}

/**
 * The Content-Security-Policy for a given API origin.
 * @param {string} apiBaseUrl - the venue API base URL the app calls.
 * @returns {string} the header value.
 */
export function contentSecurityPolicy(apiBaseUrl) {
  const api = new URL(apiBaseUrl)
  const ws = `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}`
  return [
    "default-src 'self'",
    `script-src 'self' ${ANALYTICS_SCRIPT_HOSTS.join(' ')}`,
    `connect-src 'self' ${api.origin} ${ws} ${ANALYTICS_CONNECT_HOSTS.join(' ')}`,
    `img-src 'self' data: blob: ${api.origin} https:`,
    `media-src 'self' blob: ${api.origin} https:`,
    // Components set theme variables and map positions through style attributes.
    "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
    "font-src 'self' data: https://fonts.gstatic.com",
    `manifest-src 'self' ${api.origin}`,
    'frame-src https://www.googletagmanager.com',
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${api.origin}`,
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * Starts the static server.
 * @param {{ port?: number, host?: string, dist?: string, apiBaseUrl?: string, hints?: boolean, prerender?: boolean }} [options]
 *   hints: false leaves index.html without the per-path resource hints; prerender: false without
 *   the server-rendered first screen.
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function startStaticServer(options = {}) {
  const dist = resolve(options.dist ?? DEFAULT_DIST)
  const host = options.host ?? '127.0.0.1'
  const template = await readFile(join(dist, 'index.html'), 'utf8')
  const buildBase = /<meta name="carte-api-base" content="([^"]*)"/.exec(template)?.[1] ?? ''
  const apiBaseUrl = options.apiBaseUrl || buildBase || 'http://127.0.0.1:8787'
  // One build serves every environment: the API origin is written into the page, not inlined JS.
  const indexHtml = (await withInlineStylesheets(template, dist)).replace(
    /<meta name="carte-api-base" content="[^"]*"/,
    `<meta name="carte-api-base" content="${apiBaseUrl.replace(/"/g, '&quot;')}"`,
  )
  const manifest = await readManifest(dist)
  const hints =
    options.hints === false
      ? null
      : createHints({
          manifest,
          apiBaseUrl,
        })
  const prerenderer =
    options.prerender === false ? null : await createPrerenderer({ dist, apiBaseUrl })
  // A rendered first screen starts the app once its images are shown (a build without the
  // starter starts the app at once, as the page is written).
  const starter = starterPath(manifest)
  const fontFaces = await readFontFaces(dist, manifest)
  const securityHeaders = {
    'Content-Security-Policy': contentSecurityPolicy(apiBaseUrl),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=()',
  }

  /** @type {Map<string, Buffer>} */
  const cache = new Map()

  const server = createServer(async (request, response) => {
    const encoding = encodingFor(request.headers['accept-encoding'])
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end()
      return
    }
    // A path that does not decode (bad percent-encoding) names no file: the app's page answers
    // it, and the app says the page was not found (a bare 400 was a blank page).
    let pathname = null
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    } catch {}
    const file = normalize(join(dist, pathname ?? 'index.html'))
    // The build's own records (.vite/ manifests, the .ssr/ renderer) are not the site's files.
    const inside =
      pathname !== null &&
      file.startsWith(dist + sep) &&
      !/(^|[\\/])\./.test(file.slice(dist.length))
    if (inside && !pathname.endsWith('/') && !file.endsWith('index.html')) {
      const info = await stat(file).catch(() => null)
      if (info?.isFile()) {
        const immutable = pathname.startsWith('/assets/')
        const headers = {
          ...securityHeaders,
          'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
          'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          Vary: 'Accept-Encoding',
        }
        if (encoding && COMPRESSIBLE.has(extname(file))) {
          const body = compressed(cache, file, await readFile(file), encoding)
          response.writeHead(200, {
            ...headers,
            'Content-Encoding': encoding,
            'Content-Length': body.length,
          })
          response.end(request.method === 'HEAD' ? undefined : body)
          return
        }
        response.writeHead(200, { ...headers, 'Content-Length': info.size })
        if (request.method === 'HEAD') response.end()
        else createReadStream(file).pipe(response)
        return
      }
    }
    // Missing hashed assets and files (a name with an extension: /favicon.ico) are real 404s;
    // every other path is a route of the app.
    if (
      pathname !== null &&
      (pathname.startsWith('/assets/') ||
        pathname.startsWith('/.') ||
        (extname(pathname) !== '.html' && TYPES[extname(pathname)] !== undefined))
    ) {
      response.writeHead(404, { ...securityHeaders, 'Content-Type': 'text/plain' }).end('Not found')
      return
    }
    const hostname = (request.headers.host ?? '').replace(/:\d+$/, '').replace(/^\[|\]$/g, '')
    const search = new URL(request.url ?? '/', 'http://x').search
    // The diner's language choices (src/lib/language-cookie.mjs): a landing path's first screen
    // and its menu preload are in the chosen language.
    const cookie = request.headers.cookie
    const [head, screen] = await Promise.all([
      hints && pathname !== null
        ? hints.forRequest(pathname, hostname, cookie).catch(() => '')
        : '',
      prerenderer && pathname !== null
        ? prerenderer.forRequest(`${pathname}${search}`, hostname, cookie)
        : null,
    ])
    // A browser that has the default fonts gets them declared in the page: its first screen is
    // drawn in them at once (src/lib/fonts-cookie.mjs).
    const withFonts = fontFaces !== null && hasLoadedFonts(cookie)
    const pageHead = withFonts ? `${head}\n    <style>${fontFaces}</style>` : head
    const hinted =
      pageHead === '' ? indexHtml : indexHtml.replace('</head>', `  ${pageHead}\n  </head>`)
    const rendered = screen
      ? withPrerenderedScreen(hinted, screen, request.headers.host ?? '')
      : null
    const page =
      rendered === null
        ? hinted
        : starter === null
          ? rendered
          : withAppStartedAfterFirstScreen(rendered, starter)
    // One compressed copy per distinct set of hints (per screen and venue, not per URL); a
    // rendered screen changes with the menu and the hours, so it is compressed as it goes.
    const html = !encoding
      ? Buffer.from(page)
      : screen
        ? compressedOnce(Buffer.from(page), encoding)
        : compressed(cache, `index.html:${pageHead}`, Buffer.from(page), encoding)
    response.writeHead(200, {
      ...securityHeaders,
      'Content-Type': TYPES['.html'],
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding, Cookie',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      'Content-Length': html.length,
    })
    response.end(request.method === 'HEAD' ? undefined : html)
  })

  await new Promise((resolveListen, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 4173, host, () => resolveListen(undefined))
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 4173)
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise((resolveClose) => {
        server.closeAllConnections()
        server.close(() => resolveClose(undefined))
      }),
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await startStaticServer({
    port: Number(process.env.PORT ?? 4173),
    host: process.env.HOST ?? '127.0.0.1',
    ...(process.env.DIST ? { dist: process.env.DIST } : {}),
    ...(process.env.API_BASE_URL ? { apiBaseUrl: process.env.API_BASE_URL } : {}),
    ...(process.env.HINTS === '0' ? { hints: false } : {}),
  })
  console.log(`menu-web serving on ${server.url}`)
  const stop = () => server.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
