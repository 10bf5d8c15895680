import { createMemoryHistory } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { goBackWithinApp } from '../src/lib/go-back-within-app'

// The router's history (a memory history here, the browser's in the app) and a navigate that
// records where it was sent.
function routerAt(entries: string[]) {
  const history = createMemoryHistory({ initialEntries: ['/en/home'] })
  for (const entry of entries) history.push(entry)
  const navigate = vi.fn(async (_options: { href: string; replace: boolean }) => undefined)
  return { history, navigate }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("goBackWithinApp (menu-browsing §2 Header bar Back, §4 Cart actions 'back')", () => {
  it('with an earlier entry of the app, goes back to it and navigates nowhere', () => {
    const router = routerAt(['/en/category/105', '/en/product/1031'])
    goBackWithinApp(router, '/en/category/105')
    expect(router.history.location.pathname).toBe('/en/category/105')
    expect(router.navigate).not.toHaveBeenCalled()
  })

  it("with none (the page's first entry), replaces the screen by the screen above", () => {
    const history = createMemoryHistory({ initialEntries: ['/en/product/1031'] })
    const navigate = vi.fn(async (_options: { href: string; replace: boolean }) => undefined)
    goBackWithinApp({ history, navigate }, '/en/category/105')
    expect(navigate).toHaveBeenCalledWith({ href: '/en/category/105', replace: true })
    expect(history.location.pathname).toBe('/en/product/1031')
  })

  it("with none in this page but an earlier page of this origin (the Navigation API's), goes back to it", () => {
    vi.stubGlobal('navigation', { canGoBack: true })
    const history = createMemoryHistory({ initialEntries: ['/en/product/1031'] })
    const back = vi.spyOn(history, 'back')
    const navigate = vi.fn(async (_options: { href: string; replace: boolean }) => undefined)
    goBackWithinApp({ history, navigate }, '/en/category/105')
    expect(back).toHaveBeenCalledOnce()
    expect(navigate).not.toHaveBeenCalled()
  })

  it("another site's page before this one is not the app's (the Navigation API lists none)", () => {
    vi.stubGlobal('navigation', { canGoBack: false })
    const history = createMemoryHistory({ initialEntries: ['/en/product/1031'] })
    const navigate = vi.fn(async (_options: { href: string; replace: boolean }) => undefined)
    goBackWithinApp({ history, navigate }, '/en/home')
    expect(navigate).toHaveBeenCalledWith({ href: '/en/home', replace: true })
  })

  it('asks for the screen above only when it goes there (its code loads on that press alone)', async () => {
    const router = routerAt(['/en/product/1031'])
    const above = vi.fn(async () => '/en/category/105')
    goBackWithinApp(router, above)
    expect(above).not.toHaveBeenCalled()
    const history = createMemoryHistory({ initialEntries: ['/en/product/1031'] })
    const navigate = vi.fn(async (_options: { href: string; replace: boolean }) => undefined)
    goBackWithinApp({ history, navigate }, above)
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith({ href: '/en/category/105', replace: true }),
    )
    expect(above).toHaveBeenCalledOnce()
  })
})
