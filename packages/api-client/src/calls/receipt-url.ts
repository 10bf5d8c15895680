import type { ApiConfig } from '../config'
import { segment } from '../path'

/**
 * URL of an order's printable receipt.
 * @param config base URL
 * @param params.lang the language code
 * @param params.uuid the order uuid
 * @returns absolute URL of the PDF
 * spec: ordering-payment §2 Order page "Receipt download link: /{lang}/orders/{uuid}/print/order.pdf"
 */
export function receiptUrl(
  config: ApiConfig,
  params: { readonly lang: string; readonly uuid: string },
): string {
  return `${config.baseUrl}/${segment(params.lang)}/orders/${segment(params.uuid)}/print/order.pdf`
}
