import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { AddToCartButton, CarteUiProvider, createTranslate, ProductRow } from '../src/index'
import { expectNoSeriousAxeViolations } from './axe'

// spec: menu-browsing §4 Cart actions ('Already Added To Cart'), §5 Variations ("the add button is
// enabled only when every required variation group has a selection"), §5 Out of stock.
// WCAG 2.4.6 / 4.1.2: several buttons in a list each name their product; 3.3.2: a button that
// cannot be pressed yet says what is missing; 2.4.3: it stays focusable.

describe('list rows: each add button names its product in every state', () => {
  it('given rows already added and out of stock, their buttons are told apart by product', async () => {
    const { container } = render(
      <ul>
        <li>
          <AddToCartButton alreadyInCart aria-label="Add To Cart: Fattoush" />
        </li>
        <li>
          <AddToCartButton alreadyInCart aria-label="Add To Cart: Hummus" />
        </li>
        <li>
          <AddToCartButton outOfStock aria-label="Add To Cart: Falafel Wrap" />
        </li>
        <li>
          <AddToCartButton aria-label="Add To Cart: Still Water" />
        </li>
      </ul>,
    )
    const names = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))
    expect(names).toEqual([
      'Already Added To Cart: Fattoush',
      'Already Added To Cart: Hummus',
      'Out of Stock: Falafel Wrap',
      'Add To Cart: Still Water',
    ])
    // The visible text stays the spec's (and starts the name: WCAG 2.5.3 Label in Name).
    expect(screen.getByRole('button', { name: 'Already Added To Cart: Hummus' })).toHaveTextContent(
      /^Already Added To Cart$/,
    )
    expect(screen.getByRole('button', { name: 'Out of Stock: Falafel Wrap' })).toHaveTextContent(
      /^Out of Stock$/,
    )
    await expectNoSeriousAxeViolations(container)
  })

  it('itemName names the product in each state', () => {
    const { rerender } = render(<AddToCartButton itemName="Burger" />)
    expect(screen.getByRole('button', { name: 'Add To Cart: Burger' })).toBeEnabled()
    rerender(<AddToCartButton itemName="Burger" alreadyInCart />)
    expect(screen.getByRole('button', { name: 'Already Added To Cart: Burger' })).toBeVisible()
    rerender(<AddToCartButton itemName="Burger" outOfStock />)
    expect(screen.getByRole('button', { name: 'Out of Stock: Burger' })).toBeDisabled()
  })

  it('a format-4 ProductRow already in the cart names its product', () => {
    render(<ProductRow viewFormat={4} id={1044} name="Still Water" showAddToCart alreadyInCart />)
    expect(
      screen.getByRole('button', { name: 'Already Added To Cart: Still Water' }),
    ).toHaveTextContent(/^Already Added To Cart$/)
  })
})

describe('product page: required choices missing', () => {
  it("the button stays focusable, ignores presses and is described by 'Choose: Size and Doneness'", async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    const { container, rerender } = render(
      <form aria-label="Classic Beef Burger">
        <AddToCartButton onClick={onClick} missing={['Size', 'Doneness']} />
      </form>,
    )
    const button = screen.getByRole('button', { name: 'Add To Cart' })
    expect(button).toBeEnabled()
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toHaveAccessibleDescription('Choose: Size and Doneness')
    expect(screen.getByText('Choose: Size and Doneness')).toBeVisible()
    await user.tab()
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.click(button)
    expect(onClick).not.toHaveBeenCalled()
    await expectNoSeriousAxeViolations(container)
    rerender(
      <form aria-label="Classic Beef Burger">
        <AddToCartButton onClick={onClick} missing={[]} />
      </form>,
    )
    expect(button).not.toHaveAttribute('aria-disabled')
    expect(button).not.toHaveAttribute('aria-describedby')
    expect(screen.queryByText(/^Choose:/)).toBeNull()
    await user.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('the reason is a ui_strings text (ui_str_choose_missing)', () => {
    render(
      <CarteUiProvider
        language="ar"
        t={createTranslate({ ui_str_choose_missing: 'اختر: {groups}' })}
      >
        <AddToCartButton missing={['الحجم']} />
      </CarteUiProvider>,
    )
    expect(screen.getByRole('button')).toHaveAccessibleDescription('اختر: الحجم')
  })

  it('several missing groups are joined as the selected language lists them (Intl.ListFormat)', () => {
    const { rerender } = render(
      <CarteUiProvider
        language="ar"
        t={createTranslate({ ui_str_choose_missing: 'اختر: {groups}' })}
      >
        <AddToCartButton missing={['الحجم', 'الإضافات', 'درجة الطهي']} />
      </CarteUiProvider>,
    )
    // CLDR's Arabic list: each further name joined by 'و' (and), no comma.
    expect(screen.getByRole('button')).toHaveAccessibleDescription(
      'اختر: الحجم والإضافات ودرجة الطهي',
    )
    rerender(
      <CarteUiProvider language="fr">
        <AddToCartButton missing={['Taille', 'Cuisson', 'Suppléments']} />
      </CarteUiProvider>,
    )
    expect(screen.getByRole('button')).toHaveAccessibleDescription(
      'Choose: Taille, Cuisson et Suppléments',
    )
  })

  it('out of stock wins over missing choices: disabled, no reason', () => {
    render(<AddToCartButton outOfStock missing={['Size']} />)
    const button = screen.getByRole('button', { name: 'Out of Stock' })
    expect(button).toBeDisabled()
    expect(screen.queryByText(/^Choose:/)).toBeNull()
  })
})
