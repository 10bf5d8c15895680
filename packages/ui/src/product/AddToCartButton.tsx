import { useId } from 'react'
import { useT } from '../strings/StringsProvider'
import { UI_TEXT } from '../strings/uiText'
import { MissingChoicesHint } from '../variations/MissingChoicesHint'

/** Props of {@link AddToCartButton}. */
export interface AddToCartButtonProps {
  readonly onClick?: () => void
  /** Product is out of stock: 'Out of Stock', disabled. */
  readonly outOfStock?: boolean
  /** Already in the cart and same-item adding is off: 'Already Added To Cart', unavailable (focusable). */
  readonly alreadyInCart?: boolean
  /** A request is in flight: unavailable (focusable) and busy. */
  readonly pending?: boolean
  /** Any other reason to disable (a POS order active). */
  readonly disabled?: boolean
  /**
   * The names of the required choices not made yet (variation groups, combo groups): while any is
   * missing the button is unavailable (aria-disabled, focusable, presses ignored) and described by
   * a visible 'Choose: Size, Doneness'.
   */
  readonly missing?: readonly string[]
  /**
   * The product the button adds, where several buttons share a screen (list rows): every state's
   * accessible name carries it, after the visible text ('Already Added To Cart: Burger').
   */
  readonly itemName?: string
  /** Overrides the 'Add To Cart' label. */
  readonly label?: string
  /**
   * Accessible name while addable, when the visible label alone is ambiguous ('Add To Cart: Burger').
   * When it extends the visible label, the extension is kept in the other states too ('Out of
   * Stock: Burger').
   */
  readonly 'aria-label'?: string
  readonly className?: string
}

/**
 * The add-to-cart button with its states: ready, pending, out of stock, already in the cart,
 * incomplete (required choices missing, said under it). The visible text is the spec's; with
 * `itemName` (or an `aria-label` extending the label) each state's accessible name names the
 * product.
 * spec: menu-browsing §4 Cart actions ('Already Added To Cart'), §5 Variations / Out of stock;
 *   WCAG 2.4.6 Headings and Labels, 3.3.2 Labels or Instructions, 2.4.3 Focus Order
 * @param props - {@link AddToCartButtonProps}
 * @returns the button (and, while choices are missing, the line saying which)
 */
export function AddToCartButton({
  onClick,
  outOfStock = false,
  alreadyInCart = false,
  pending = false,
  disabled = false,
  missing = [],
  itemName,
  label,
  className,
  'aria-label': ariaLabel,
}: AddToCartButtonProps) {
  const t = useT()
  const reasonId = useId()
  const incomplete = missing.length > 0
  const state = outOfStock
    ? 'out-of-stock'
    : alreadyInCart
      ? 'already-added'
      : pending
        ? 'pending'
        : incomplete
          ? 'incomplete'
          : 'ready'
  const readyText = label ?? t(...UI_TEXT.addToCart)
  const text = outOfStock
    ? t(...UI_TEXT.outOfStock)
    : alreadyInCart
      ? t(...UI_TEXT.alreadyAdded)
      : readyText
  // What names the product after the visible text: the item's name, or what the caller's
  // aria-label adds to the label ('Add To Cart: Burger' gives ': Burger').
  const context =
    itemName !== undefined
      ? `: ${itemName}`
      : ariaLabel?.startsWith(readyText)
        ? ariaLabel.slice(readyText.length)
        : undefined
  const name =
    state === 'out-of-stock' || state === 'already-added'
      ? context === undefined || context === ''
        ? undefined
        : `${text}${context}`
      : (ariaLabel ?? (context === undefined ? undefined : `${text}${context}`))
  // 'Already Added To Cart', the request in flight and missing choices leave the button focusable
  // (aria-disabled), so the focus stays on it instead of dropping to the page body, and it answers
  // no press. Out of stock and the other reasons are plain disabled.
  const unavailable = alreadyInCart || pending || (incomplete && !outOfStock)
  const showReason = state === 'incomplete'
  return (
    <>
      <button
        type="button"
        className={className ? `carte-button ${className}` : 'carte-button'}
        data-state={state}
        aria-busy={pending || undefined}
        aria-label={name}
        aria-describedby={showReason ? reasonId : undefined}
        disabled={disabled || outOfStock}
        aria-disabled={unavailable || undefined}
        onClick={unavailable ? undefined : onClick}
      >
        {text}
      </button>
      {showReason ? (
        <MissingChoicesHint id={reasonId} missing={missing} className="carte-add-to-cart__reason" />
      ) : null}
    </>
  )
}
