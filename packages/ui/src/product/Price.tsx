import { priceDirection } from './priceDirection'

/** Props of {@link Price}. */
export interface PriceProps {
  /** The formatted price ('AED 35.70', '+ KWD ٠٫٥٠٠', '$ 9.72'). */
  readonly children: string
  /** Classes added to `carte-price` (the place's own look: an option's, a card's, muted). */
  readonly className?: string | undefined
  /**
   * The element: `bdi` (default), or `del` / `s` for a price before discount, struck out (an
   * element given a dir attribute is isolated as a `<bdi>` is).
   */
  readonly as?: 'bdi' | 'del' | 's' | undefined
}

/**
 * A formatted price as one isolated piece in the direction of its digits (see
 * {@link priceDirection}): the currency code, sign and amount stay together and in one order in
 * every place a price shows, and beside other prices or an Arabic name each price is ordered as a
 * whole by the page's direction (a right-to-left row of prices mirrors). The one rendering of a
 * price: product page, option prices, product cards, rows and search results.
 * spec: menu-browsing §9 Arabic-Indic digits, right-to-left; §2 Product page, Category page
 * @param props - {@link PriceProps}
 * @returns the `<bdi class="carte-price" dir="…">` (or `<del>` / `<s>`)
 */
export function Price({ children, className, as: Element = 'bdi' }: PriceProps) {
  return (
    <Element
      dir={priceDirection(children)}
      className={className === undefined ? 'carte-price' : `carte-price ${className}`}
    >
      {children}
    </Element>
  )
}
