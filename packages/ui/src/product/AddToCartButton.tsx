import { useT } from '../strings/StringsProvider'
import { UI_TEXT } from '../strings/uiText'

/** Props of {@link AddToCartButton}. */
export interface AddToCartButtonProps {
  readonly onClick?: () => void
  /** Product is out of stock: 'Out of Stock', disabled. */
  readonly outOfStock?: boolean
  /** Already in the cart and same-item adding is off: 'Already Added To Cart', unavailable (focusable). */
  readonly alreadyInCart?: boolean
  /** A request is in flight: unavailable (focusable) and busy. */
  readonly pending?: boolean
  /** Any other reason to disable (required variations missing, POS order active). */
  readonly disabled?: boolean
  /** Overrides the 'Add To Cart' label. */
  readonly label?: string
  /** Accessible name while addable, when the visible label alone is ambiguous ('Add To Cart: Burger'). */
  readonly 'aria-label'?: string
  readonly className?: string
}

/**
 * The add-to-cart button with its states: ready, pending, out of stock, already in the cart.
 * spec: menu-browsing §4 Cart actions ('Already Added To Cart'), §5 Variations / Out of stock
 * @param props - {@link AddToCartButtonProps}
 * @returns the button
 */
export function AddToCartButton({
  onClick,
  outOfStock = false,
  alreadyInCart = false,
  pending = false,
  disabled = false,
  label,
  className,
  'aria-label': ariaLabel,
}: AddToCartButtonProps) {
  const t = useT()
  const state = outOfStock
    ? 'out-of-stock'
    : alreadyInCart
      ? 'already-added'
      : pending
        ? 'pending'
        : 'ready'
  const text = outOfStock
    ? t(...UI_TEXT.outOfStock)
    : alreadyInCart
      ? t(...UI_TEXT.alreadyAdded)
      : (label ?? t(...UI_TEXT.addToCart))
  // 'Already Added To Cart' and the request in flight are what a click turns the button into: the
  // button stays focusable (aria-disabled) so the focus stays on it instead of dropping to the
  // page body, and it answers no click. Out of stock and the other reasons are plain disabled.
  const unavailable = alreadyInCart || pending
  return (
    <button
      type="button"
      className={className ? `carte-button ${className}` : 'carte-button'}
      data-state={state}
      aria-busy={pending || undefined}
      aria-label={state === 'ready' || state === 'pending' ? ariaLabel : undefined}
      disabled={disabled || outOfStock}
      aria-disabled={unavailable || undefined}
      onClick={unavailable ? undefined : onClick}
    >
      {text}
    </button>
  )
}
