import type { Cart } from '@carte/pricing'
import { useEffect, useState } from 'react'

/**
 * The cart badge count (@carte/pricing's cartItemCount), loaded beside the first screen because
 * the pricing module brings decimal.js.
 * spec: menu-browsing §2 Header bar "a badge with the total quantity of cart products"
 * @param cart - the cart.
 * @returns the total quantity of cart products (null until the pricing module is loaded).
 */
export function useCartCount(cart: Cart): number | null {
  const [count, setCount] = useState<number | null>(null)
  useEffect(() => {
    let live = true
    void import('@carte/pricing').then(({ cartItemCount }) => {
      if (live) setCount(cartItemCount(cart))
    })
    return () => {
      live = false
    }
  }, [cart])
  return count
}
