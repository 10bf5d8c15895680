import { type Cart, cartItemCount } from '@carte/pricing'
import { useMemo } from 'react'

/**
 * The cart badge count (@carte/pricing's cartItemCount: it and the quantity check it uses are
 * modules of the first screen's chunk, vite.config.ts, without decimal.js).
 * spec: menu-browsing §2 Header bar "a badge with the total quantity of cart products"
 * @param cart - the cart.
 * @returns the total quantity of cart products.
 */
export function useCartCount(cart: Cart): number {
  return useMemo(() => cartItemCount(cart), [cart])
}
