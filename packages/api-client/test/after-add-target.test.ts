import { describe, expect, it } from 'vitest'
import { afterAddTarget } from '../src/index'
import { menuFrom } from './fixtures'

// spec: menu-browsing §4 Cart actions "After adding, addtocart_redirect decides: cart (go to
// /{lang}/cart), back, or other"; architecture ruling "addtocart_redirect: other stays on the
// product page".
describe('afterAddTarget (menu-browsing §4 Cart actions)', () => {
  it("'cart' goes to the cart from the product page and from a list row alike", () => {
    const menu = menuFrom({ addtocart_redirect: 'cart' })
    expect(afterAddTarget(menu, 'product_page')).toBe('cart')
    expect(afterAddTarget(menu, 'list')).toBe('cart')
  })

  it("'back' returns from the product page; from a list row the diner is already back: stays", () => {
    const menu = menuFrom({ addtocart_redirect: 'back' })
    expect(afterAddTarget(menu, 'product_page')).toBe('back')
    expect(afterAddTarget(menu, 'list')).toBe('stay')
  })

  it("'other' stays wherever the add happened", () => {
    const menu = menuFrom({ addtocart_redirect: 'other' })
    expect(afterAddTarget(menu, 'product_page')).toBe('stay')
    expect(afterAddTarget(menu, 'list')).toBe('stay')
  })

  it("a menu without the field reads as 'cart'; an unknown value as 'other'", () => {
    expect(afterAddTarget(menuFrom({}), 'list')).toBe('cart')
    expect(afterAddTarget(menuFrom({ addtocart_redirect: 'home' }), 'product_page')).toBe('stay')
  })
})
