import { type AddOrigin, afterAddTarget } from '@carte/api-client'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useBackWithinApp } from './useBackWithinApp'
import { useMenu, useVenue } from './useMenu'

/**
 * What to do once a product was added, by @carte/api-client's afterAddTarget: go to the cart,
 * go back within the menu (useBackWithinApp: the product's category when the tab holds no earlier
 * entry of the app), or stay (spec: menu-browsing §4 Cart actions "After adding,
 * addtocart_redirect decides").
 * @param origin - 'product_page' or 'list' (a format-4 row or its 'Select Variations' dialog)
 * @returns a function to call after a completed add (never after a refused one).
 */
export function useAfterAdd(origin: AddOrigin): () => void {
  const menu = useMenu()
  const { lang } = useVenue()
  const router = useRouter()
  const back = useBackWithinApp()
  return useCallback(() => {
    const target = afterAddTarget(menu, origin)
    if (target === 'cart') void router.navigate({ href: `/${lang}/cart` })
    else if (target === 'back') back()
  }, [menu, origin, lang, router, back])
}
