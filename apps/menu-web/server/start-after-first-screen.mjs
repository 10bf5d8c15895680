// A page whose first screen the server rendered (server/prerender.mjs) starts the app after that
// screen's largest images in view have painted (src/start-after-first-screen.ts): the app's entry
// script, its module preloads and the menu calls' preloads are put into a <template> (inert:
// nothing is fetched), the screen's images are named for Element Timing (so that the browser
// reports their paints), and the build's small starter script moves the tags into the head at that
// moment. The screen no longer shares the phone's bandwidth with the app's scripts (issue 5: home
// LCP). Only tags the build or the hints wrote; no inline script, so the strict CSP stays as it is.

/** The template's id (src/start-after-first-screen.ts APP_START_TEMPLATE_ID). */
const TEMPLATE_ID = 'carte-app-start'

/**
 * The `elementtiming` name of the screen's images: the starter waits for the browser's reports of
 * their paints (src/start-after-first-screen.ts).
 */
const ELEMENT_TIMING = 'carte-first-screen'

/** The source of the starter in the build's manifest (vite.config.ts input). */
export const STARTER_SOURCE = 'src/start-after-first-screen.ts'

/** The tags the app needs and the first screen does not: its scripts and its calls' preloads. */
const APP_TAGS =
  /[ \t]*(?:<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>|<link rel="preload" as="fetch"[^>]*>)\n?/g

/**
 * The starter's path in the build.
 * @param {Record<string, { file: string }> | null} manifest - dist/.vite/manifest.json.
 * @returns {string | null} '/assets/start-after-first-screen-….js', null when the build has none.
 */
export function starterPath(manifest) {
  const file = manifest?.[STARTER_SOURCE]?.file
  return typeof file === 'string' ? `/${file}` : null
}

/**
 * Moves the app's tags of the page's head into an inert template, names the screen's images for
 * Element Timing, and adds the starter script that brings the tags back once the first screen is
 * shown.
 * spec: issue 5 (home LCP, strict CSP: scripts only from files)
 * @param {string} page - the page's HTML, its first screen rendered.
 * @param {string} starter - the starter's path (starterPath).
 * @returns {string}
 */
export function withAppStartedAfterFirstScreen(page, starter) {
  const headEnd = page.indexOf('</head>')
  if (headEnd === -1) return page
  const head = page.slice(0, headEnd)
  const tags = head.match(APP_TAGS)
  if (tags === null) return page
  const inert = tags.map((tag) => tag.trim()).join('')
  const starterTag = `<script type="module" crossorigin src="${starter}"></script>`
  const body = page.slice(headEnd).replaceAll('<img ', `<img elementtiming="${ELEMENT_TIMING}" `)
  return `${head.replace(APP_TAGS, '')}  <template id="${TEMPLATE_ID}">${inert}</template>\n    ${starterTag}\n  ${body}`
}
