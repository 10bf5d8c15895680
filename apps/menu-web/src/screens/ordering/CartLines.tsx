import { defaultImages, variationText } from '@carte/api-client'
import {
  cartLineWithMenuNames,
  type FormatPriceOptions,
  formatCount,
  formatPrice,
  isOutOfStock,
  lineQuantityBounds,
} from '@carte/pricing'
import { ImageWithFallback, Price, QuantityInput, UI_TEXT, useT } from '@carte/ui'
import { useAtomValue } from 'jotai'
import type { CartScreenModel } from '../../hooks/useCartScreen'
import { useMenu, useVenue } from '../../hooks/useMenu'
import { cartAtom } from '../../state/persisted'

/**
 * The width and height attributes of a line's own image (its size is not stored): the square the
 * stylesheet draws every thumb in (3.5rem), which the picture fills, cropped.
 */
const THUMB_PX = 56

/**
 * The cart lines: the product's thumb (the line's image, else the menu's default product image;
 * decorative, beside the name), name, variation text, unit price and line total (pricing's
 * totals, formatted; each one isolated piece in the direction of its digits, Price: '٠٫٢٥٠ KWD',
 * 'AED 34.00'), a quantity stepper bounded by the line's max_qty, and a remove button. A line
 * with max_qty below 1 (persisted by an older version that added products the POS counted at 0)
 * says 'Out of Stock' with its stepper disabled, so that the diner removes it; the screen never
 * fails on it. Names (product, variations, combos) come from the menu in the diner's current
 * language, so a line added before a language change follows it; the stored line (what is
 * ordered) keeps its own.
 * spec: ordering-payment §2 Cart screen (cart items), §3 Cart item "image (thumb)", §5 "Quantity
 *   stepper respects max_qty"; menu-browsing §5 "Out of stock products show 'Out of Stock' and
 *   cannot be added"; menu-browsing §2 "a language change swaps the segment and reloads the menu"; §9 Arabic-Indic
 *   digits, right-to-left
 * @param props - the cart model and the money format settings.
 * @returns the list of lines.
 */
export function CartLines({
  model,
  money,
}: {
  readonly model: CartScreenModel
  readonly money: FormatPriceOptions
}) {
  const t = useT()
  const { license } = useVenue()
  const cart = useAtomValue(cartAtom(license))
  const menu = useMenu()
  const prices = new Map(model.totals.lines.map((line) => [line.uuid, line]))
  const fallback = defaultImages(menu).product
  // The pressed Remove button leaves with its line: the focus goes to the next line's Remove
  // button (else the previous one), or to the empty cart's 'Back To Menu' once none is left,
  // instead of falling to the page.
  const remove = (uuid: string, button: HTMLButtonElement) => {
    const buttons = [
      ...(button.closest('ul')?.querySelectorAll<HTMLButtonElement>('[data-remove]') ?? []),
    ]
    const index = buttons.indexOf(button)
    const next = buttons[index + 1] ?? buttons[index - 1]
    model.remove(uuid)
    if (next) next.focus()
    else {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[data-testid="cart-empty"] a')?.focus(),
      )
    }
  }
  return (
    <ul className="carte-app-cart__lines" aria-label={t('ui_str_cart_items', 'Cart items')}>
      {cart.map((line) => {
        const price = prices.get(line.uuid)
        // One stock for the product's lines: a line rises only as far as the others leave.
        const bounds = lineQuantityBounds(cart, line)
        // Shown in the current language; the stored line keeps the names it was ordered with.
        const shown = cartLineWithMenuNames(line, menu)
        const details = variationText(shown)
        const outOfStock = isOutOfStock({ max_qty: line.max_qty })
        return (
          <li key={line.uuid} className="carte-app-cart__line" data-testid={`cart-line-${line.id}`}>
            <ImageWithFallback
              className="carte-app-cart__line-image"
              image={line.image ? { src: line.image, width: THUMB_PX, height: THUMB_PX } : null}
              fallback={fallback}
              alt=""
            />
            <div className="carte-app-cart__line-text">
              <p className="carte-app-cart__line-name">{shown.name}</p>
              {details === '' ? null : <p className="carte-app-cart__line-details">{details}</p>}
              {outOfStock ? (
                <p className="carte-badge" data-tone="danger" data-testid="cart-line-out-of-stock">
                  {t(...UI_TEXT.outOfStock)}
                </p>
              ) : null}
              {line.special_instructions ? (
                <p className="carte-app-cart__line-details">{line.special_instructions}</p>
              ) : null}
              {price ? (
                <p className="carte-app-cart__line-price">
                  <span data-testid="unit-price">
                    <Price>{formatPrice(price.unitPrice, money)}</Price>
                  </span>
                  {' × '}
                  {formatCount(line.qty, money)}
                  {' = '}
                  <strong data-testid="line-total">
                    <Price>{formatPrice(price.lineTotal, money)}</Price>
                  </strong>
                </p>
              ) : null}
            </div>
            <div className="carte-app-cart__line-actions">
              <QuantityInput
                value={line.qty}
                min={bounds.min}
                max={bounds.max ?? undefined}
                label={`${t('ui_str_quantity', 'Quantity')}: ${shown.name}`}
                onValueChange={(qty) => model.setQuantity(line.uuid, qty)}
              />
              <button
                type="button"
                className="carte-button"
                data-variant="secondary"
                aria-label={`${t('ui_str_remove', 'Remove')} ${shown.name}`}
                data-remove=""
                onClick={(event) => remove(line.uuid, event.currentTarget)}
              >
                {t('ui_str_remove', 'Remove')}
              </button>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
