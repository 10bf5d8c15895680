import type { TaxLine } from './tax-breakdown'

/**
 * A tax row's label: a percentage tax names its rate as the server gives it ('VAT (5%)'), a fixed
 * tax only its name.
 * spec: menu-browsing §3 Taxes (type percentage or fixed, rate); ordering-payment §2 Cart screen
 *   (totals)
 * @param tax - the tax line's name, type and rate
 * @returns the label
 */
export function taxLabel(tax: Pick<TaxLine, 'name' | 'type' | 'rate'>): string {
  return tax.type === 'percentage' ? `${tax.name} (${tax.rate}%)` : tax.name
}
