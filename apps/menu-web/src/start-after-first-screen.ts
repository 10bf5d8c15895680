// The second entry of the build, run instead of the app's own on a page whose first screen the
// static server rendered (server/start-after-first-screen.mjs): the diner already sees the screen,
// so its largest image (the LCP element) gets the phone's network first, and the app's scripts
// and menu calls start once it is on the screen. Loaded beside it, the scripts (some 135 KB)
// shared the bandwidth, and the card images painted after them. Kept free of imports: it is a
// file of a few hundred bytes that the page loads at once.

/** The id of the <template> holding the app's tags (server/start-after-first-screen.mjs). */
export const APP_START_TEMPLATE_ID = 'carte-app-start'

/**
 * The longest the app waits for the first screen's images (a stalled or very large image): past
 * it the app starts beside them, as it did before.
 */
export const FIRST_SCREEN_IMAGES_WAIT_MS = 2000

/**
 * The part of an image on the screen, in CSS pixels² (what the browser weighs for the LCP).
 * @param image - an image of the first screen.
 * @param view - the window.
 * @returns its visible area; 0 when it is off the screen.
 */
function visibleArea(image: HTMLImageElement, view: Window): number {
  const box = image.getBoundingClientRect()
  const width = Math.min(box.right, view.innerWidth) - Math.max(box.left, 0)
  const height = Math.min(box.bottom, view.innerHeight) - Math.max(box.top, 0)
  return width > 0 && height > 0 ? width * height : 0
}

/**
 * Resolves once the first screen's largest image is on the screen: the first of the images of
 * the largest visible area (a row of cards of one size) to decode, then two frames drawn since
 * (the screen's LCP element is painted). At once when no image is in view or the tab is hidden
 * (it draws no frames); at the latest after `waitMs`, or when those images fail. The other images
 * load beside the app, as the browser schedules them.
 * spec: issue 5 (home LCP)
 * @param root - the server-rendered first screen.
 * @param view - the window.
 * @param waitMs - the longest wait.
 * @returns a promise of the moment to start the app.
 */
export function firstScreenShown(
  root: ParentNode,
  view: Window,
  waitMs: number = FIRST_SCREEN_IMAGES_WAIT_MS,
): Promise<void> {
  if (view.document.visibilityState === 'hidden') return Promise.resolve()
  const areas = Array.from(root.querySelectorAll('img'), (image) => ({
    image,
    area: visibleArea(image, view),
  }))
  const largest = Math.max(0, ...areas.map(({ area }) => area))
  if (largest === 0) return Promise.resolve()
  const nextFrame = () =>
    new Promise<void>((resolve) => view.requestAnimationFrame(() => resolve()))
  const shown = Promise.any(
    areas.filter(({ area }) => area === largest).map(({ image }) => image.decode()),
  )
    .catch(() => undefined)
    .then(nextFrame)
    .then(nextFrame)
  const late = new Promise<void>((resolve) => view.setTimeout(resolve, waitMs))
  return Promise.race([shown, late])
}

/**
 * Starts the app: puts the template's tags into the head in one go, its preloads as they are (the
 * app reads them as it starts, after this) and its entry script made anew (a script parsed inside
 * a template never runs).
 * Without the template (a page the server sent plain) it does nothing: the app starts itself.
 * spec: issue 5 (home LCP)
 * @param doc - the document.
 */
export function startApp(doc: Document): void {
  const template = doc.getElementById(APP_START_TEMPLATE_ID)
  if (!(template instanceof HTMLTemplateElement)) return
  template.remove()
  for (const tag of Array.from(template.content.children)) {
    if (tag instanceof HTMLScriptElement) {
      const script = doc.createElement('script')
      script.type = 'module'
      script.crossOrigin = ''
      script.src = tag.getAttribute('src') ?? ''
      doc.head.append(script)
    } else {
      doc.head.append(doc.importNode(tag, true))
    }
  }
}

const root = document.getElementById('root')
if (root) void firstScreenShown(root, window).then(() => startApp(document))
