import { variationText } from '@carte/api-client'
import {
  cartLineWithMenuNames,
  type FormatPriceOptions,
  formatCount,
  formatPrice,
} from '@carte/pricing'
import { Price, useT } from '@carte/ui'
import { useAtomValue } from 'jotai'
import type { CartScreenModel } from '../../../hooks/useCartScreen'
import { useMenu, useVenue } from '../../../hooks/useMenu'
import { cartAtom } from '../../../state/persisted'
import { CartTotalsBlock } from '../CartTotalsBlock'

/**
 * The order summary of the checkout: each line (quantity, name, variations, line total as a
 * Price) and the totals block the cart shows, from the same model (so both show identical amounts). Names come
 * from the menu in the diner's current language (the stored line keeps its own for the order).
 * spec: ordering-payment §2 Checkout screen; menu-browsing §9 totals, Arabic-Indic digits,
 *   right-to-left; §2 language change
 * @param props - the cart model and the money format settings.
 * @returns the summary.
 */
export function OrderSummary({
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
  return (
    <section
      className="carte-app-checkout__summary"
      aria-labelledby="checkout-summary-title"
      data-testid="checkout-summary"
    >
      <h2 id="checkout-summary-title" className="carte-app-checkout__heading">
        {t('ui_str_order_summary', 'Order summary')}
      </h2>
      <ul className="carte-app-checkout__lines">
        {cart.map((line) => {
          const shown = cartLineWithMenuNames(line, menu)
          const details = variationText(shown)
          const price = prices.get(line.uuid)
          return (
            <li key={line.uuid} data-testid={`summary-line-${line.id}`}>
              <span className="carte-app-checkout__qty">{formatCount(line.qty, money)} ×</span>
              <span className="carte-app-checkout__name">
                {shown.name}
                {details === '' ? null : (
                  <span className="carte-app-checkout__details">{details}</span>
                )}
              </span>
              <span className="carte-app-checkout__amount">
                {price ? <Price>{formatPrice(price.lineTotal, money)}</Price> : null}
              </span>
            </li>
          )
        })}
      </ul>
      <CartTotalsBlock model={model} money={money} />
    </section>
  )
}
