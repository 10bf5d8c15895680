import { useT } from '@carte/ui'

/**
 * The head of an order's line table: Qty, Product, Price with the currency, shared by the receipt
 * and the merge dialog's list of the table's open order.
 * spec: ordering-payment §2 Order page (columns Qty, Product, Price with currency), §8 merge dialog
 * @param props - the currency code ('' shows none).
 * @returns the table head.
 */
export function OrderLinesHead({ currency }: { readonly currency: string }) {
  const t = useT()
  return (
    <thead>
      <tr>
        <th scope="col">{t('ui_str_qty', 'Qty')}</th>
        <th scope="col">{t('ui_str_product', 'Product')}</th>
        <th scope="col">
          {t('ui_str_price', 'Price')}
          {currency === '' ? '' : ` (${currency})`}
        </th>
      </tr>
    </thead>
  )
}
