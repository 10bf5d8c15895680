import { type Product, productImage } from '@carte/api-client'
import {
  addToCart,
  type Cart,
  type CartLineChoice,
  createCartLine,
  isOutOfStock,
} from '@carte/pricing'
import { useAtom, useAtomValue } from 'jotai'
import { useCallback } from 'react'
import { activeOrderAtom } from '../state/active-order'
import { cartAtom } from '../state/persisted'
import { useMenu, useVenue } from './useMenu'

/** The cart of the current licence and its actions (pure @carte/pricing functions on the atom). */
export interface CartApi {
  readonly cart: Cart
  /**
   * A common POS order is active on the table: every add button is disabled and adding is refused.
   * spec: menu-browsing §5 Variations "disabled ... while a common POS order is active"
   */
  readonly posBusy: boolean
  /**
   * Adds a product; false when refused (out of stock — flagged, or no orderable quantity —,
   * already in the cart without same-item adding, or a common POS order active on the table).
   * spec: menu-browsing §4 Cart actions; §5 "Out of stock products … cannot be added"
   */
  readonly add: (product: Product, choice?: Partial<Omit<CartLineChoice, 'uuid'>>) => boolean
}

/**
 * The persisted cart of the venue being browsed.
 * @returns the cart, whether a common POS order blocks adding, and the add action.
 */
export function useCart(): CartApi {
  const { license } = useVenue()
  const menu = useMenu()
  const [cart, setCart] = useAtom(cartAtom(license))
  const posBusy = useAtomValue(activeOrderAtom(license)).commonOrder
  const add = useCallback(
    (product: Product, choice: Partial<Omit<CartLineChoice, 'uuid'>> = {}) => {
      if (posBusy) return false
      // A product outside every category is never listed, so it cannot be ordered either.
      if (product.category === null) return false
      // The stock may have run out since the button was drawn (the menu refreshes every minute).
      if (isOutOfStock(product)) return false
      // The line's thumb is the product's first image (menu-browsing §3 Cart line "image"), none
      // when the venue hides the product's image (hidden_image), as the lists and its page do.
      const priced = {
        ...product,
        category: product.category,
        image: product.hidden_image ? null : (productImage(product)?.src ?? null),
      }
      const line = createCartLine(priced, { qty: 1, ...choice, uuid: crypto.randomUUID() })
      const result = addToCart(cart, line, menu)
      if (result.added) setCart(result.cart)
      return result.added
    },
    [cart, menu, setCart, posBusy],
  )
  return { cart, posBusy, add }
}
