// Issue 5 (home LCP): on a page whose first screen the server rendered, the app starts once that
// screen's largest image is on the screen (src/start-after-first-screen.ts), never later than
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

/** The window as the starter reads it: the viewport, frames and timers (faked by the test). */
function viewOf(visibilityState: DocumentVisibilityState = 'visible'): Window {
  return {
    document: { visibilityState },
    innerWidth: VIEW.width,
    innerHeight: VIEW.height,
    requestAnimationFrame: (callback: FrameRequestCallback) => requestAnimationFrame(callback),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  } as unknown as Window
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

  it("waits for the first of the largest images in view to decode, then for two frames drawn since (the screen's LCP is painted)", async () => {
    const logo = imageAt(root, { top: 8, left: 8, width: 40, height: 40 })
    const left = imageAt(root, { top: 120, left: 0, width: 195, height: 110 })
    imageAt(root, { top: 120, left: 195, width: 195, height: 110 })
    // A card below the screen is as large, but off it: not waited for.
    imageAt(root, { top: 900, left: 0, width: 195, height: 110 })
    const state = track(firstScreenShown(root, viewOf()))
    logo.decoded()
    await flush()
    await nextFrame()
    await nextFrame()
    expect(state.shown).toBe(false)
    left.decoded()
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

  it('does not hold the app for images that fail', async () => {
    const left = imageAt(root, { top: 120, left: 0, width: 195, height: 110 })
    const right = imageAt(root, { top: 120, left: 195, width: 195, height: 110 })
    const state = track(firstScreenShown(root, viewOf()))
    left.failed()
    right.failed()
    await flush()
    await nextFrame()
    await nextFrame()
    expect(state.shown).toBe(true)
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
