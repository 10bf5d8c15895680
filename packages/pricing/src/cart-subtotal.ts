import { out3, ZERO } from './decimal'
import { lineTotalOf } from './line-math'
import type { Cart, DecimalString } from './types'

/**
 * The cart subtotal: the sum of every line's unit price × qty.
 * @param cart - the cart
 * @returns the subtotal at 3 decimals ("0.000" for an empty cart)
 * spec: menu-browsing §9 "Internal cart arithmetic uses 3 decimals"; §3 Cart line
 */
export function cartSubtotal(cart: Cart): DecimalString {
  let sum = ZERO
  for (const line of cart) sum = sum.plus(lineTotalOf(line))
  return out3(sum)
}
