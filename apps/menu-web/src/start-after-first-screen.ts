// The second entry of the build, run instead of the app's own on a page whose first screen the
// static server rendered (server/start-after-first-screen.mjs): the diner already sees the screen,
// so its largest images (the LCP element is one of them) get the phone's network first, and the
// app's scripts and menu calls start once they are on the screen. Loaded beside them, the scripts
// (some 135 KB) shared the bandwidth, and the card images painted after them. Kept free of
// imports: it is a file of about a kilobyte that the page loads at once.

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
 * How much smaller than the largest an image may be and still count as one of the largest: the
 * browser rounds each edge to whole pixels when it weighs them for the LCP, so any card of a row
 * of one size may turn out the largest.
 */
const SAME_SIZE = 0.97

/** The window, whose paint reports a browser may lack (then `PerformanceObserver` knows none). */
type StartView = Window & { readonly PerformanceObserver?: typeof PerformanceObserver }

/** A paint of an element the page named with `elementtiming` (Element Timing). */
interface ElementPaint extends PerformanceEntry {
  readonly element: Element | null
}

/** The diner's own input: once there is some, the app is wanted and the LCP is settled. */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'scroll'] as const

/**
 * Resolves once the browser has reported each of `images` painted (Element Timing: the server
 * names the first screen's images with `elementtiming`), or at the diner's first input. A report
 * comes once the frame is on the screen: counting frames instead fell short on a busy phone,
 * whose frames reach the screen late. `null` in a browser that reports no paints of elements.
 * @param images - the images to see painted.
 * @param view - the window.
 * @returns a promise of the paints, or null.
 */
function paintsReported(images: readonly Element[], view: StartView): Promise<void> | null {
  const Observer = view.PerformanceObserver
  if (!Observer?.supportedEntryTypes?.includes('element')) return null
  const waiting = new Set(images)
  return new Promise<void>((resolve) => {
    const done = () => {
      observer.disconnect()
      for (const type of INPUT_EVENTS) view.removeEventListener(type, done, true)
      resolve()
    }
    const observer = new Observer((list) => {
      for (const entry of list.getEntries() as ElementPaint[]) {
        if (entry.element !== null) waiting.delete(entry.element)
      }
      if (waiting.size === 0) done()
    })
    observer.observe({ type: 'element', buffered: true })
    for (const type of INPUT_EVENTS) {
      view.addEventListener(type, done, { capture: true, passive: true })
    }
  })
}

/**
 * Resolves once the first screen's largest images are on the screen: the images of the largest
 * visible area (a row or two of cards of one size: the browser's LCP is the last of them painted)
 * decoded, then their paints reported (in a browser that reports none: two frames drawn since).
 * Images that fail are not waited for. At once when no image is in view or the tab is hidden (it
 * draws no frames); at the latest after `waitMs`. The other images load beside the app, as the
 * browser schedules them.
 * spec: issue 5 (home LCP)
 * @param root - the server-rendered first screen.
 * @param view - the window.
 * @param waitMs - the longest wait.
 * @returns a promise of the moment to start the app.
 */
export function firstScreenShown(
  root: ParentNode,
  view: StartView,
  waitMs: number = FIRST_SCREEN_IMAGES_WAIT_MS,
): Promise<void> {
  if (view.document.visibilityState === 'hidden') return Promise.resolve()
  const areas = Array.from(root.querySelectorAll('img'), (image) => ({
    image,
    area: visibleArea(image, view),
  }))
  const largest = Math.max(0, ...areas.map(({ area }) => area))
  if (largest === 0) return Promise.resolve()
  const images = areas.filter(({ area }) => area >= largest * SAME_SIZE).map(({ image }) => image)
  const nextFrame = () =>
    new Promise<void>((resolve) => view.requestAnimationFrame(() => resolve()))
  const shown = Promise.allSettled(images.map((image) => image.decode())).then((results) => {
    const decoded = images.filter((_, index) => results[index]?.status === 'fulfilled')
    if (decoded.length === 0) return nextFrame().then(nextFrame)
    return paintsReported(decoded, view) ?? nextFrame().then(nextFrame)
  })
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
