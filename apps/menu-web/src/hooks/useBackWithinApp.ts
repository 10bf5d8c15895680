import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useMenu, useVenue } from './useMenu'

/**
 * 'Back' within the menu, for the header's Back button and the 'back' add-to-cart redirect: the
 * previous entry when it is the menu's, otherwise the screen above the one shown (screenAbove:
 * the product's category, or the home), never off the venue's site.
 * spec: menu-browsing §2 Header bar "optional back button", §4 Cart actions "addtocart_redirect
 *   … back"
 * @returns a function that goes back from the screen shown when it is called.
 */
export function useBackWithinApp(): () => void {
  const router = useRouter()
  const menu = useMenu()
  const { lang } = useVenue()
  return useCallback(() => {
    const location = router.state.location
    // Loaded on the first press (a chunk of under 1 KB; the header's Back shows on inner screens
    // only), not with the first screen (pnpm budget).
    void import('../lib/go-back-within-app').then(({ goBackFrom }) =>
      goBackFrom(router, location, menu, lang),
    )
  }, [router, menu, lang])
}
