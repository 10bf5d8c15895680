import type { AnyRouter } from '@tanstack/react-router'

/** How long a new screen may take to show its heading (lazy chunk, suspended queries). */
const SETTLE_LIMIT_MS = 4000

/** True when nothing holds the focus: the page itself, or an element the navigation removed. */
function focusIsLost(): boolean {
  const active = document.activeElement
  return active === null || active === document.body || !active.isConnected
}

/** The new screen's main heading (the h1 inside <main>), or <main> itself when it has none. */
function screenTarget(): HTMLElement | null {
  const main = document.querySelector<HTMLElement>('main:not([aria-busy="true"])')
  if (!main) return null
  return main.querySelector<HTMLElement>('h1') ?? main
}

/**
 * A polite live region outside the app's root, there before its first message (a region created
 * together with its text is often not read): it says which screen a navigation led to when the
 * focus stayed where it was.
 */
function createAnnouncer(): { say: (text: string) => void; remove: () => void } {
  const region = document.createElement('div')
  region.setAttribute('role', 'status')
  region.setAttribute('aria-live', 'polite')
  region.setAttribute('aria-atomic', 'true')
  region.className = 'carte-app-visually-hidden'
  region.dataset.testid = 'route-announcer'
  document.body.append(region)
  return {
    say: (text) => {
      region.textContent = text
    },
    remove: () => region.remove(),
  }
}

/**
 * Moves the focus to the new screen's heading after each client-side navigation, so keyboard and
 * screen-reader users are not left on <body> (WCAG 2.4.3 Focus Order; the heading's name and the
 * screen's document.title are announced by the focus itself). Not on the first load, not on a
 * same-path search or hash change, and never when a screen placed the focus itself (order page
 * heading, delivery Confirm, dialogs): only when the focus is on <body> or on a removed element.
 * When the focus stayed (the header's Search, Cart and Back controls are on every screen), the new
 * screen's title is announced instead (WCAG 4.1.3 Status Messages).
 * @param router - the app router.
 * @returns the unsubscribe function.
 */
export function focusOnNavigation(router: AnyRouter): () => void {
  const announcer = createAnnouncer()
  let frame = 0
  let before: Element | null = null
  let focusedBefore: Element | null = null
  const unsubscribeBefore = router.subscribe('onBeforeNavigate', () => {
    before = document.querySelector('main')
    focusedBefore = document.activeElement
  })
  const unsubscribe = router.subscribe('onResolved', (event) => {
    if (event.fromLocation === undefined || !event.pathChanged) return
    cancelAnimationFrame(frame)
    const started = performance.now()
    let frames = 0
    // The screen may still be suspended on its data (or not yet committed) after the route
    // resolves: wait a frame at a time until a new <main> shows (a screen that keeps its <main>
    // across paths counts as settled after a few frames), then act only if the focus is lost.
    const settle = () => {
      frames += 1
      const target = screenTarget()
      const replaced = target !== null && (target.closest('main') !== before || frames > 5)
      if (!target || !replaced) {
        if (performance.now() - started < SETTLE_LIMIT_MS) frame = requestAnimationFrame(settle)
        return
      }
      if (!focusIsLost()) {
        // Only when the focus stayed on the control that navigated (a header link): a screen
        // that placed the focus itself (the order heading, a dialog) is read by that focus.
        if (document.activeElement === focusedBefore) announcer.say(document.title)
        return
      }
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1
      target.focus({ preventScroll: true })
    }
    frame = requestAnimationFrame(settle)
  })
  return () => {
    cancelAnimationFrame(frame)
    unsubscribeBefore()
    unsubscribe()
    announcer.remove()
  }
}
