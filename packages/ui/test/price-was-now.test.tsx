import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTranslate, ProductCard, ProductRow, StringsProvider } from '../src/index'
import { expectNoSeriousAxeViolations } from './axe'

const iceCream = {
  id: 1053,
  name: 'Date Ice Cream',
  href: '/en/product/1053',
  price: 'AED 20.80',
  originalPrice: 'AED 26.00',
}

// WCAG 1.3.1: <del> adds nothing to a link's accessible name, so a discounted price's two
// amounts read alike unless words say which was and which is now.
describe('a discounted price tells its amounts apart to a screen reader', () => {
  it('the card link reads "Was AED 26.00 Now AED 20.80"; the words are visually hidden', async () => {
    const { container } = render(<ProductCard {...iceCream} viewFormat={2} />)
    const link = screen.getByRole('link', { name: /Date Ice Cream/ })
    expect(link.textContent?.replace(/\s+/g, ' ')).toContain('Was AED 26.00 Now AED 20.80')
    expect(screen.getByText('Was')).toHaveClass('carte-visually-hidden')
    expect(screen.getByText('Now')).toHaveClass('carte-visually-hidden')
    await expectNoSeriousAxeViolations(container)
  })

  it('in the venue language (ui_str_price_was, ui_str_price_now), in rows too', () => {
    render(
      <StringsProvider
        value={createTranslate({ ui_str_price_was: 'كان', ui_str_price_now: 'الآن' })}
      >
        <ProductRow {...iceCream} viewFormat={3} />
      </StringsProvider>,
    )
    const link = screen.getByRole('link', { name: /Date Ice Cream/ })
    expect(link.textContent?.replace(/\s+/g, ' ')).toContain('كان AED 26.00 الآن AED 20.80')
  })

  it('a price without a discount has no such words', () => {
    render(<ProductCard {...iceCream} originalPrice={null} viewFormat={2} />)
    const link = screen.getByRole('link', { name: /Date Ice Cream/ })
    expect(link.querySelector('.carte-visually-hidden')).toBeNull()
    expect(link.textContent).not.toMatch(/Was|Now/)
  })
})
