import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ThemeProvider } from '@carte/ui'
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  resolvedFont,
  uiStylesheet,
  useStylesheets,
} from '../../../packages/ui/test/resolved-style'

// spec: menu-browsing §3 theme_data (font families and sizes for the cart screen; the seed themes
// of venue-api also set category_title_font_family and _size), §9 "A font name ending in Regular
// is normal weight, otherwise bold". The app's own stylesheets are checked here; @carte/ui's
// areas in packages/ui/test/theme-fonts-applied.test.tsx.
const src = join(import.meta.dirname, '../src')
const appSheets = ['app.css', 'screens/ordering/cart.css'].map((f) =>
  readFileSync(join(src, f), 'utf8'),
)

beforeAll(() => useStylesheets(uiStylesheet(), ...appSheets))
afterEach(() => cleanup())

function themed(theme: Record<string, string>, children: ReactNode) {
  return render(<ThemeProvider theme={theme}>{children}</ThemeProvider>)
}

// The markup CartScreen and CategoryCards / CategoryScreen render (classes as in their sources).
const cartScreen = (
  <main className="carte-app-screen carte-app-cart">
    <h1 className="carte-app-title">Cart</h1>
    <p className="carte-app-cart__line-name">Smash Burger</p>
    <dl className="carte-app-cart__totals">
      <div className="carte-app-cart__total-row">
        <dt>Total</dt>
        <dd>AED 38.00</dd>
      </div>
    </dl>
  </main>
)
const categoryTitles = (
  <main className="carte-app-screen">
    <h1 className="carte-app-title carte-app-category-title">Mains</h1>
    <ul className="carte-app-cards">
      <li className="carte-app-card">
        <a className="carte-app-card__link" href="/en/category/1">
          <span className="carte-app-card__title">Burgers</span>
        </a>
      </li>
    </ul>
    <h2 className="carte-app-section-title">Chef recommends</h2>
  </main>
)

describe('theme fonts in the app stylesheets (menu-browsing §3 theme_data, §9 weight)', () => {
  it("cart screen: title, lines and totals in the cart font and size; 'Roboto' is bold", () => {
    themed({ cart_font_family: 'Roboto', cart_font_size: '15px' }, cartScreen)
    const bold = { family: 'Roboto', size: '15px', weight: '700' }
    expect(resolvedFont(screen.getByText('AED 38.00'))).toEqual(bold)
    expect(resolvedFont(screen.getByText('Total'))).toEqual(bold)
    expect(resolvedFont(screen.getByRole('heading', { name: 'Cart' }))).toMatchObject({
      family: 'Roboto',
    })
  })

  it("cart screen: 'Cairo-Regular' is normal weight", () => {
    themed({ cart_font_family: 'Cairo-Regular', cart_font_size: '14px' }, cartScreen)
    expect(resolvedFont(screen.getByText('Total'))).toEqual({
      family: 'Cairo',
      size: '14px',
      weight: '400',
    })
  })

  it("category titles (cards and sections): 'Cairo-Regular' is normal weight, at its size", () => {
    themed(
      { category_title_font_family: 'Cairo-Regular', category_title_font_size: '20px' },
      categoryTitles,
    )
    const regular = { family: 'Cairo', size: '20px', weight: '400' }
    expect(resolvedFont(screen.getByText('Burgers'))).toEqual(regular)
    expect(resolvedFont(screen.getByRole('heading', { name: 'Chef recommends' }))).toEqual(regular)
    // The category page's own title: the category font and weight, not the card title's size.
    expect(resolvedFont(screen.getByRole('heading', { name: 'Mains' }))).toMatchObject({
      family: 'Cairo',
      weight: '400',
    })
    expect(resolvedFont(screen.getByRole('heading', { name: 'Mains' })).size).not.toBe('20px')
  })

  it('no theme fonts: the cart inherits the body font; category titles stay bold', () => {
    themed(
      {},
      <>
        {cartScreen}
        {categoryTitles}
      </>,
    )
    expect(resolvedFont(screen.getByText('Total'))).toMatchObject({
      family: 'Roboto',
      weight: 'initial',
    })
    expect(resolvedFont(screen.getByText('Burgers')).weight).toBe('700')
  })
})
