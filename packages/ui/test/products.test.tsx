import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ProductCard, ProductRow } from '../src/index'
import { expectNoSeriousAxeViolations } from './axe'

const burger = {
  id: 7,
  name: 'Smash Burger',
  href: '/en/product/7',
  image: { src: '/img/burger.jpg', width: 400, height: 300 },
  fallbackImage: { src: '/img/default.jpg', width: 400, height: 300 },
  price: 'AED 38.00',
}

// spec: menu-browsing §2 Category page (view formats, display options, disabled links)
describe('ProductCard (view formats 1 and 2)', () => {
  it('format 1: a card link with image (width, height, lazy), name and price', async () => {
    const { container } = render(
      <ProductCard {...burger} viewFormat={1} originalPrice="AED 42.00" />,
    )
    const link = screen.getByRole('link', { name: /Smash Burger/ })
    expect(link).toHaveAttribute('href', '/en/product/7')
    const img = container.querySelector('img')
    expect(img).toHaveAttribute('width', '400')
    expect(img).toHaveAttribute('height', '300')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(screen.getByText('AED 38.00')).toBeInTheDocument()
    expect(screen.getByText('AED 42.00').tagName).toBe('DEL')
    await expectNoSeriousAxeViolations(container)
  })

  it('an alternative-currency price stands beside the price, inside the link (menu-browsing §9)', async () => {
    const { container } = render(<ProductCard {...burger} viewFormat={1} altPrice="$ 10.35" />)
    const link = screen.getByRole('link', { name: /Smash Burger/ })
    expect(within(link).getByText('$ 10.35')).toHaveClass('carte-product__alt-price')
    expect(link.querySelector('.carte-product__prices')?.textContent).toBe('AED 38.00 $ 10.35')
    await expectNoSeriousAxeViolations(container)
  })

  it('format 2 and hidden_image show no image; hidden_title keeps the name for screen readers only', () => {
    const { container, rerender } = render(<ProductCard {...burger} viewFormat={2} />)
    expect(container.querySelector('img')).toBeNull()
    rerender(<ProductCard {...burger} viewFormat={1} hiddenImage hiddenTitle />)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByText('Smash Burger')).toHaveClass('carte-visually-hidden')
    expect(screen.getByRole('link', { name: /Smash Burger/ })).toBeInTheDocument()
  })

  it('fullwidth (95 %) and card_shadow are exposed for styling', () => {
    const { container } = render(<ProductCard {...burger} viewFormat={1} fullwidth cardShadow />)
    const card = container.querySelector('article')
    expect(card).toHaveAttribute('data-fullwidth')
    expect(card).toHaveAttribute('data-shadow')
    expect(card?.style.getPropertyValue('--carte-item-width')).toBe('var(--carte-fullwidth)')
  })

  it('given disable_link or out of stock, the product is not a link; out of stock says so', () => {
    const { rerender } = render(<ProductCard {...burger} viewFormat={1} linkDisabled />)
    expect(screen.queryByRole('link')).toBeNull()
    rerender(<ProductCard {...burger} viewFormat={1} outOfStock />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('Out of Stock')).toBeInTheDocument()
  })

  it('an external_link opens in a new tab without opener', () => {
    render(<ProductCard {...burger} viewFormat={1} externalHref="https://partner.example/burger" />)
    const link = screen.getByRole('link', { name: /Smash Burger/ })
    expect(link).toHaveAttribute('href', 'https://partner.example/burger')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('a missing image falls back to default_product_image', () => {
    const { container } = render(<ProductCard {...burger} image={null} viewFormat={1} />)
    expect(container.querySelector('img')).toHaveAttribute('src', '/img/default.jpg')
  })
})

describe('ProductRow (view formats 3 and 4)', () => {
  it('format 3: a list row link with image', async () => {
    const { container } = render(<ProductRow {...burger} viewFormat={3} />)
    expect(screen.getByRole('link', { name: /Smash Burger/ })).toBeInTheDocument()
    expect(container.querySelector('img')).not.toBeNull()
    await expectNoSeriousAxeViolations(container)
  })

  it('format 4: no image, never a link, and an add button that adds this product', async () => {
    const onAddToCart = vi.fn()
    const { container } = render(
      <ProductRow {...burger} viewFormat={4} showAddToCart onAddToCart={onAddToCart} />,
    )
    expect(container.querySelector('img')).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart: Smash Burger' }))
    expect(onAddToCart).toHaveBeenCalledOnce()
    await expectNoSeriousAxeViolations(container)
  })

  it('format 4 without showAddToCart (ordering off, closed, zero price) has no button', () => {
    render(<ProductRow {...burger} viewFormat={4} />)
    expect(screen.queryByRole('button')).toBeNull()
  })

  // The visible text is the spec's; the accessible name also names the product, so a list of rows
  // does not read 'Already Added To Cart' several times over (WCAG 2.4.6).
  it('format 4 already in cart reads "Already Added To Cart"; out of stock reads "Out of Stock"; both name the product', () => {
    const { rerender, container } = render(
      <ProductRow {...burger} viewFormat={4} showAddToCart alreadyInCart />,
    )
    const added = screen.getByRole('button', { name: 'Already Added To Cart: Smash Burger' })
    expect(added).toHaveAttribute('aria-disabled', 'true')
    expect(added).toHaveTextContent(/^Already Added To Cart$/)
    rerender(<ProductRow {...burger} viewFormat={4} showAddToCart outOfStock />)
    const row = container.querySelector('article') as HTMLElement
    const out = within(row).getByRole('button', { name: 'Out of Stock: Smash Burger' })
    expect(out).toBeDisabled()
    expect(out).toHaveTextContent(/^Out of Stock$/)
  })

  it('format 4 with addDisabled (common POS order active) keeps the button but disables it (menu-browsing §5 Variations)', async () => {
    const onAddToCart = vi.fn()
    render(
      <ProductRow {...burger} viewFormat={4} showAddToCart addDisabled onAddToCart={onAddToCart} />,
    )
    const button = screen.getByRole('button', { name: 'Add To Cart: Smash Burger' })
    expect(button).toBeDisabled()
    await userEvent.click(button)
    expect(onAddToCart).not.toHaveBeenCalled()
  })
})
