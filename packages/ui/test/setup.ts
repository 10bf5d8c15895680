import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Testing Library only auto-cleans when test globals are on; ours are imported explicitly.
afterEach(() => cleanup())

// jsdom has no ResizeObserver; radix form controls measure themselves with it. No layout here,
// so an observer that never fires is faithful.
if (!('ResizeObserver' in globalThis)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(globalThis, { ResizeObserver: ResizeObserverStub })
}

// jsdom lacks pointer capture and scrollIntoView, which radix Toast/Select/Menu call on interaction.
// (Files that run in the node environment, as a server would, have no Element at all.)
const hasDom = typeof Element !== 'undefined'
for (const name of ['hasPointerCapture', 'setPointerCapture', 'releasePointerCapture'] as const) {
  if (hasDom && !(name in Element.prototype)) {
    Object.defineProperty(Element.prototype, name, { value: () => false, configurable: true })
  }
}
if (hasDom && !('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    value: () => {},
    configurable: true,
  })
}
