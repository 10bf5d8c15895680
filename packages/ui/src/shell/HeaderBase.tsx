import type { ReactNode } from 'react'
import { BackIcon, CartIcon, CheckIcon, MenuIcon, SearchIcon } from '../icons'
import { AppLink } from '../links/LinkProvider'
import { useFormatCount, useTranslateCount } from '../numbers/CountFormatProvider'
import { useT } from '../strings/StringsProvider'
import { COUNTED_TEXT, UI_TEXT } from '../strings/uiText'

/** The header's cart icon. spec: menu-browsing §2 Header bar (cart icon) */
export interface HeaderCart {
  /** `/{lang}/cart`, or the active order's page when `activeOrder`. */
  readonly href: string
  /** Total quantity of cart products; a badge shows when above 0. */
  readonly count: number
  /** An active order exists (afActiveOrder): green check mark instead of the badge. */
  readonly activeOrder?: boolean
  /** Ordering is not currently open: dimmed and not a link. */
  readonly disabled?: boolean
}

/** Props of {@link HeaderBase}. */
export interface HeaderBaseProps {
  /** The venue name, shown as the bar's text (not a heading: the screen's title is its h1). */
  readonly title: string
  /** Opens the drawer. */
  readonly onMenuClick: () => void
  /** Shows the back button (arrow flips in right-to-left). */
  readonly onBack?: () => void
  /**
   * The language menu, placed before the search and cart icons; nothing when absent. An app may
   * pass a light stand-in that loads the real menu (radix DropdownMenu) when first opened.
   */
  readonly languageMenu?: ReactNode
  /** `/{lang}/search`; the search icon shows only when given (enable_search). */
  readonly searchHref?: string
  /** The cart icon; shown only when given (enable_order). */
  readonly cart?: HeaderCart
  readonly className?: string
}

function CartButton({ cart }: { readonly cart: HeaderCart }) {
  const t = useT()
  const formatCount = useFormatCount()
  const translateCount = useTranslateCount()
  const count = formatCount(cart.count)
  const counted = translateCount(COUNTED_TEXT.cartCount, cart.count)
  // The badge's number is in the name even when the language's form spells it out (Arabic
  // 'عنصران', two items): a diner using speech says what they see (WCAG 2.5.3 Label in Name).
  const cartName = counted.includes(count)
    ? `${t(...UI_TEXT.cart)}, ${counted}`
    : `${t(...UI_TEXT.cart)} ${count}, ${counted}`
  const label = cart.activeOrder
    ? t(...UI_TEXT.activeOrder)
    : cart.count > 0
      ? cartName
      : t(...UI_TEXT.cart)
  const content = (
    <>
      <CartIcon />
      {cart.activeOrder ? (
        <span className="carte-cart__check" data-testid="active-order-check">
          <CheckIcon />
        </span>
      ) : cart.count > 0 ? (
        <span className="carte-cart__badge" aria-hidden="true" data-testid="cart-badge">
          {count}
        </span>
      ) : null}
    </>
  )
  const state = cart.disabled ? 'disabled' : cart.activeOrder ? 'active-order' : 'cart'
  if (cart.disabled) {
    return (
      <button
        type="button"
        className="carte-icon-button carte-cart"
        data-state={state}
        disabled
        aria-label={label}
      >
        {content}
      </button>
    )
  }
  return (
    <AppLink
      href={cart.href}
      className="carte-icon-button carte-cart"
      aria-label={label}
      data-state={state}
    >
      {content}
    </AppLink>
  )
}

/**
 * The header bar without a language menu of its own (it takes one as `languageMenu`), so that a
 * first screen can show it without the dropdown's code: menu button, optional back button, venue
 * name (text, not a heading: each screen has one h1, its own title), search icon (enabled), cart
 * icon (ordering on) with badge / active-order check / dimmed when ordering is closed.
 * spec: menu-browsing §2 Header bar
 * @param props - {@link HeaderBaseProps}
 * @returns the header
 */
export function HeaderBase({
  title,
  onMenuClick,
  onBack,
  languageMenu,
  searchHref,
  cart,
  className,
}: HeaderBaseProps) {
  const t = useT()
  return (
    <header className={className ? `carte-header ${className}` : 'carte-header'}>
      <button
        type="button"
        className="carte-icon-button"
        aria-label={t(...UI_TEXT.openMenu)}
        aria-haspopup="dialog"
        onClick={onMenuClick}
      >
        <MenuIcon />
      </button>
      {onBack ? (
        <button
          type="button"
          className="carte-icon-button"
          aria-label={t(...UI_TEXT.back)}
          onClick={onBack}
        >
          <BackIcon />
        </button>
      ) : null}
      {/* The bar's text, not a heading: each screen's own title is its one h1 (WCAG 1.3.1). */}
      <p className="carte-header__title">{title}</p>
      <div className="carte-header__actions">
        {languageMenu ?? null}
        {searchHref ? (
          <AppLink
            href={searchHref}
            className="carte-icon-button"
            aria-label={t(...UI_TEXT.search)}
          >
            <SearchIcon />
          </AppLink>
        ) : null}
        {cart ? <CartButton cart={cart} /> : null}
      </div>
    </header>
  )
}
