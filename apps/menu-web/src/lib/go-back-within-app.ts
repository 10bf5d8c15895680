import type { MenuData } from '@carte/api-client'
import type { RouterHistory } from '@tanstack/react-router'
import { type ScreenLocation, screenAbove } from './screen-above'

/** The part of the app's router going back uses: its history and a navigation to a path. */
export interface BackRouter {
  readonly history: RouterHistory
  readonly navigate: (options: { href: string; replace: boolean }) => unknown
}

/**
 * Whether the tab's previous history entry is the menu's: an entry the app pushed in this page
 * (the router's history index, which starts at 0 on each page load) or, where the browser has
 * the Navigation API, an earlier page of this origin (a menu link typed or pasted in this tab).
 * Never another site's page, nor the blank start of a new tab.
 */
function canGoBackWithinApp(history: RouterHistory): boolean {
  if (history.canGoBack()) return true
  // The Navigation API lists only this origin's entries next to the current one.
  return typeof navigation !== 'undefined' && navigation.canGoBack
}

/**
 * Goes back within the menu: to the previous entry when it is the menu's, otherwise to the
 * screen above (screenAbove: the product's category, or the home), replacing the current entry,
 * so that the browser's own Back still leaves to where the diner came from.
 * spec: menu-browsing §2 Header bar "optional back button", §4 Cart actions "addtocart_redirect
 *   … back"
 * @param router - the app's router (its history and navigate).
 * @param above - the path of the screen above the current one, or a function giving it (called
 *   only when that screen is needed, so its code can load then).
 */
export function goBackWithinApp(router: BackRouter, above: string | (() => Promise<string>)): void {
  if (canGoBackWithinApp(router.history)) router.history.back()
  else if (typeof above === 'string') void router.navigate({ href: above, replace: true })
  else void above().then((href) => router.navigate({ href, replace: true }))
}

/**
 * Goes back within the menu from a screen (goBackWithinApp, the screen above being screenAbove's):
 * what the header's Back and the 'back' add-to-cart redirect do, loaded on their first press.
 * spec: menu-browsing §2 Header bar "optional back button", §4 Cart actions "addtocart_redirect
 *   … back"
 * @param router - the app's router (its history and navigate).
 * @param location - the screen's path and search, as it was when pressed.
 * @param menu - the menu (products and categories, for the screen above).
 * @param lang - the language segment.
 */
export function goBackFrom(
  router: BackRouter,
  location: ScreenLocation,
  menu: Pick<MenuData, 'products' | 'categories'>,
  lang: string,
): void {
  goBackWithinApp(router, async () => screenAbove(location, menu, lang))
}
