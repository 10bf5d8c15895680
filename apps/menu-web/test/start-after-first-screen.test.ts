// Issue 5 (home LCP): on a page whose first screen the server rendered, the app starts once that
// screen's largest images are on the screen (src/start-after-first-screen.ts), never later than
// its longest wait, and the tags it then puts in the head start it as the page would have.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  APP_START_TEMPLATE_ID,
  FIRST_SCREEN_IMAGES_WAIT_MS,
  firstScreenShown,
  startApp,
} from '../src/start-after-first-screen'

const VIEW = { width: 390, height: 844 }

interface Decoding {
  readonly image: HTMLImageElement
  readonly decoded: () => void
  readonly failed: () => void
}

/** An image at a place on the page whose decode() the test settles. */
function imageAt(
  root: HTMLElement,
  box: { top: number; left: number; width: number; height: number },
): Decoding {
  const image = document.createElement('img')
  image.getBoundingClientRect = () =>
    DOMRect.fromRect({ x: box.left, y: box.top, width: box.width, height: box.height })
  let decoded = () => {}
  let failed = () => {}
  const decoding = new Promise<void>((resolve, reject) => {
    decoded = resolve
    failed = () => reject(new DOMException('broken', 'EncodingError'))
  })
  image.decode = () => decoding
  root.append(image)
  return { image, decoded, failed }
}

/**
 * The browser's reports of painted elements (Element Timing): entries it has reported so far (an
 * observer asking for buffered ones gets them in a task, as in Chromium) and each new one.
 */
function paintReports() {
  const reported: { element: Element | null }[] = []
  const listeners = new Set<(entries: typeof reported) => void>()
  class Observer {
    static readonly supportedEntryTypes = ['element', 'largest-contentful-paint', 'paint']
    readonly #callback: (list: { getEntries: () => unknown[] }) => void
    constructor(callback: (list: { getEntries: () => unknown[] }) => void) {
      this.#callback = callback
    }
    readonly #deliver = (entries: readonly unknown[]) =>
      this.#callback({ getEntries: () => [...entries] })
    observe(options: { type: string; buffered?: boolean }) {
      expect(options.type).toBe('element')
      listeners.add(this.#deliver)
      const buffered = [...reported]
      if (options.buffered && buffered.length > 0) setTimeout(() => this.#deliver(buffered), 0)
    }
    disconnect() {
      listeners.delete(this.#deliver)
    }
  }
  return {
    Observer,
    /** The browser reports an element painted (its frame is on the screen). */
    painted(element: Element) {
      const entry = { element }
      reported.push(entry)
      for (const listener of listeners) listener([entry])
    },
    /** How many observers still listen (the starter lets go of its own once done). */
    get observing() {
      return listeners.size
    },
  }
}

/**
 * The window as the starter reads it: the viewport, frames, timers and input events (faked by the
 * test), and the browser's paint reports when `paints` is given (a browser without them else).
 */
function viewOf(
  visibilityState: DocumentVisibilityState = 'visible',
  paints?: ReturnType<typeof paintReports>,
): Window & EventTarget {
  const events = new EventTarget()
  return {
    document: { visibilityState },
    innerWidth: VIEW.width,
    innerHeight: VIEW.height,
    requestAnimationFrame: (callback: FrameRequestCallback) => requestAnimationFrame(callback),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
    ...(paints ? { PerformanceObserver: paints.Observer } : {}),
  } as unknown as Window & EventTarget
}

/** Settles what a promise has: 'shown' once it resolved. */
function track(promise: Promise<void>) {
  const state = { shown: false }
  void promise.then(() => {
    state.shown = true
  })
  return state
}

const flush = () => vi.advanceTimersByTimeAsync(0)
const nextFrame = async () => {
  vi.advanceTimersToNextFrame()
  await flush()
}

describe('firstScreenShown', () => {
  let root: HTMLElement
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout', 'clearTimeout'] })
    root = document.createElement('div')
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("reported paints: waits for every image of the largest size in view (a pixel's rounding aside) to be reported painted, however many frames that takes (a busy phone's frames reach the screen late)", async () => {
    const paints = paintReports()
    const logo = imageAt(root, { top: 8, left: 8, width: 40, height: 40 })
    const left = imageAt(root, { top: 120, left: 0, width: 195, height: 110 })
    // A pixel narrower: the browser may still weigh it the larger once it rounds the edges.
    const right = imageAt(root, { top: 120, left: 195, width: 194, height: 110 })
    // A card cut by the bottom edge shows less of itself: not waited for.
    imageAt(root, { top: 800, left: 0, width: 195, height: 110 })
    const state = track(firstScreenShown(root, viewOf('visible', paints)))
    logo.decoded()
    paints.painted(logo.image)
    left.decoded()
    paints.painted(left.image)
    await flush()
    for (let frame = 0; frame < 5; frame++) await nextFrame()
    expect(state.shown).toBe(false)
    right.decoded()
    await flush()
    for (let frame = 0; frame < 5; frame++) await nextFrame()
    expect(state.shown).toBe(false)
    paints.painted(right.image)
    await flush()
    expect(state.shown).toBe(true)
    expect(paints.observing).toBe(0)
  })

  it('reported paints: images painted before their decode() settled (reported already) start the app at once', async () => {
    const paints = paintReports()
    const card = imageAt(root, { top: 120, left: 0, width: 195, height: 110 })
    paints.painted(card.image)
    const state = track(firstScreenShown(root, viewOf('visible', paints)))
    card.decoded()
    await flush()
    expect(state.shown).toBe(true)
  })

  it('reported paints: an image that fails is not waited for (it is never painted), the others are', async () => {
    const paints = paintReports()
    const left = imageAt(root, { top: 120, left: 0, width: 195, height: 110 })
    const right = imageAt(root, { top: 120, left: 195, width: 195, height: 110 })
    const state = track(firstScreenShown(root, viewOf('visible', paints)))
    left.failed()
    right.decoded()
    await flush()
    expect(state.shown).toBe(false)
    paints.painted(right.image)
    await flush()
    expect(state.shown).toBe(true)
  })

  it("reported paints: the diner's first tap starts the app at once", async () => {
    const paints = paintReports()
    const card = imageAt(root, { top: 120, left: 0, width: 195, height: 110 })
    const view = viewOf('visible', paints)
    const state = track(firstScreenShown(root, view))
    card.decoded()
    await flush()
    expect(state.shown).toBe(false)
    view.dispatchEvent(new Event('pointerdown'))
    await flush()
    expect(state.shown).toBe(true)
    expect(paints.observing).toBe(0)
  })

  it('without paint reports: waits for the largest images in view to decode, then for two frames drawn since', async () => {
    const logo = imageAt(root, { top: 8, left: 8, width: 40, height: 40 })
    const left = imageAt(root, { top: 120, left: 0, width: 195, height: 110 })
    const right = imageAt(root, { top: 120, left: 195, width: 195, height: 110 })
    // A card below the screen is as large, but off it: not waited for.
    imageAt(root, { top: 900, left: 0, width: 195, height: 110 })
    const state = track(firstScreenShown(root, viewOf()))
    logo.decoded()
    left.decoded()
    await flush()
    await nextFrame()
    await nextFrame()
    expect(state.shown).toBe(false)
    right.decoded()
    await flush()
    expect(state.shown).toBe(false)
    await nextFrame()
    expect(state.shown).toBe(false)
    await nextFrame()
    expect(state.shown).toBe(true)
  })

  it('weighs the part of an image on the screen: a larger image cut by the bottom edge is not waited for', async () => {
    const whole = imageAt(root, { top: 100, left: 0, width: 390, height: 200 })
    imageAt(root, { top: 744, left: 0, width: 390, height: 400 })
    const state = track(firstScreenShown(root, viewOf()))
    whole.decoded()
    await flush()
    await nextFrame()
    await nextFrame()
    expect(state.shown).toBe(true)
  })

  it('does not hold the app for images that all fail, with or without paint reports', async () => {
    for (const paints of [undefined, paintReports()]) {
      const row = document.createElement('div')
      const left = imageAt(row, { top: 120, left: 0, width: 195, height: 110 })
      const right = imageAt(row, { top: 120, left: 195, width: 195, height: 110 })
      const state = track(firstScreenShown(row, viewOf('visible', paints)))
      left.failed()
      right.failed()
      await flush()
      await nextFrame()
      await nextFrame()
      expect(state.shown).toBe(true)
    }
  })

  it(`starts the app after ${FIRST_SCREEN_IMAGES_WAIT_MS} ms at the latest (a stalled image)`, async () => {
    imageAt(root, { top: 120, left: 0, width: 195, height: 110 })
    const state = track(firstScreenShown(root, viewOf()))
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_IMAGES_WAIT_MS - 1)
    expect(state.shown).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(state.shown).toBe(true)
  })

  it('starts at once without an image in view, and in a hidden tab (which draws no frames)', async () => {
    imageAt(root, { top: 900, left: 0, width: 195, height: 110 })
    const offScreen = track(firstScreenShown(root, viewOf()))
    imageAt(root, { top: 120, left: 0, width: 195, height: 110 })
    const hidden = track(firstScreenShown(root, viewOf('hidden')))
    await flush()
    expect(offScreen.shown).toBe(true)
    expect(hidden.shown).toBe(true)
  })
})

describe('startApp', () => {
  afterEach(() => {
    document.head.innerHTML = ''
  })

  it("puts the template's preloads into the head and starts the app's entry script, once", () => {
    document.head.innerHTML = [
      `<template id="${APP_START_TEMPLATE_ID}">`,
      '<script type="module" crossorigin src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/vendor-b.js">',
      '<link rel="preload" as="fetch" crossorigin href="http://api.example/en/api/menu/demo/">',
      '</template>',
    ].join('')
    startApp(document)
    expect(document.getElementById(APP_START_TEMPLATE_ID)).toBeNull()
    const preloads = Array.from(document.head.querySelectorAll('link'), (link) => [
      link.rel,
      link.getAttribute('href'),
      link.getAttribute('crossorigin'),
    ])
    expect(preloads).toEqual([
      ['modulepreload', '/assets/vendor-b.js', ''],
      ['preload', 'http://api.example/en/api/menu/demo/', ''],
    ])
    // A script made by the page, not the template's inert one, so that the browser runs it.
    const scripts = Array.from(document.head.querySelectorAll('script'))
    expect(scripts).toHaveLength(1)
    expect(scripts[0]?.type).toBe('module')
    expect(scripts[0]?.getAttribute('src')).toBe('/assets/index-a.js')
    expect(scripts[0]?.crossOrigin).toBe('')
    expect(scripts[0]?.ownerDocument).toBe(document)
    startApp(document)
    expect(document.head.querySelectorAll('script')).toHaveLength(1)
  })

  it('does nothing on a page without the template (the page starts the app itself)', () => {
    document.head.innerHTML = '<script type="module" src="/assets/index-a.js"></script>'
    startApp(document)
    expect(document.head.children).toHaveLength(1)
  })
})
