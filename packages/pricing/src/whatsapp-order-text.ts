import { checkQty } from './check-qty'
import { amount, out3 } from './decimal'
import { type FormatPriceOptions, formatPrice } from './format-price'
import type { DecimalString } from './types'

/** One ordered line as the WhatsApp message lists it. */
export interface WhatsappOrderLine {
  readonly name: string
  readonly qty: number
  /** The unit price with variations and combos (decimal string). */
  readonly unitPrice: DecimalString
  /** The readable variation text ('Size: Large'), if any. */
  readonly variation?: string | null | undefined
}

/** The words of the message, translated by the caller (English defaults: WHATSAPP_ORDER_LABELS). */
export interface WhatsappOrderLabels {
  readonly order: string
  readonly name: string
  readonly orderType: string
  readonly subtotal: string
  readonly deliveryFee: string
  readonly discount: string
  readonly total: string
  readonly location: string
  /** The delivery address's label; 'Address' when absent (added in a minor version). */
  readonly address?: string
  /** The order comments' label; 'Comments' when absent (added in a minor version). */
  readonly comments?: string
}

/** English defaults of {@link WhatsappOrderLabels}. */
export const WHATSAPP_ORDER_LABELS: WhatsappOrderLabels = {
  order: 'Order',
  name: 'Name',
  orderType: 'Order type',
  subtotal: 'Subtotal',
  deliveryFee: 'Delivery fee',
  discount: 'Discount',
  total: 'Total',
  location: 'Location',
  address: 'Address',
  comments: 'Comments',
}

/** What the WhatsApp order message is written from (amounts as decimal strings). */
export interface WhatsappOrderTextInput {
  /** The order number shown to the venue ('0042'), if known. */
  readonly orderId?: string | null | undefined
  readonly customerName?: string | null | undefined
  /** The order type's label ('Takeaway'), if it should be named. */
  readonly orderType?: string | null | undefined
  /** The delivery address as written ('12, Marina Tower, Al Marsa St'), for a delivery. */
  readonly address?: string | null | undefined
  /** The diner's order comments, if any. */
  readonly comments?: string | null | undefined
  readonly lines: readonly WhatsappOrderLine[]
  readonly subtotal: DecimalString
  /** Each tax added to the order (name and amount); zero amounts are left out. */
  readonly taxes?: readonly { readonly name: string; readonly amount: DecimalString }[] | undefined
  /** Left out when absent or zero. */
  readonly deliveryFee?: DecimalString | null | undefined
  /** Left out when absent or zero. */
  readonly discount?: DecimalString | null | undefined
  readonly total: DecimalString
  /** A maps link to the delivery position, if any. */
  readonly mapsLink?: string | null | undefined
  /** Translated words; English when absent. */
  readonly labels?: WhatsappOrderLabels | undefined
  /** The menu's money settings and the selected language (every amount goes through formatPrice). */
  readonly money: FormatPriceOptions
}

/**
 * The order summary text sent to the venue's WhatsApp chat: the order number, the diner's name,
 * the order type and the delivery address, one line per product ('2 x Fattoush (Size: Large) =
 * AED 68.00', the line amount being the unit price times the quantity), the order comments, then
 * subtotal, taxes, delivery fee, discount and total, each formatted with the menu's decimals and
 * currency, and the delivery position's maps link when given. Blank texts are left out.
 * spec: ordering-payment §4 Placing an order ("a WhatsApp chat opens in a new tab with the order
 * summary text"); §7 "A WhatsApp deep link and a maps link are built for order messages"
 * @param input - the order's lines and amounts, the labels and the money settings
 * @returns the message text, lines separated by '\n'
 * @throws PricingError for a bad amount, quantity or decimal places (programmer errors)
 */
export function whatsappOrderText(input: WhatsappOrderTextInput): string {
  const labels = input.labels ?? WHATSAPP_ORDER_LABELS
  const price = (value: DecimalString) => formatPrice(value, input.money)
  const isZero = (value: DecimalString | null | undefined) =>
    value === undefined || value === null || value === '' || amount(value, 'amount').isZero()
  const text: string[] = []
  const id = (input.orderId ?? '').trim()
  text.push(id === '' ? labels.order : `${labels.order} #${id}`)
  const name = (input.customerName ?? '').trim()
  if (name !== '') text.push(`${labels.name}: ${name}`)
  const type = (input.orderType ?? '').trim()
  if (type !== '') text.push(`${labels.orderType}: ${type}`)
  const address = (input.address ?? '').trim()
  if (address !== '') {
    text.push(`${labels.address ?? WHATSAPP_ORDER_LABELS.address}: ${address}`)
  }
  text.push('')
  for (const line of input.lines) {
    const qty = checkQty(line.qty)
    const lineAmount = out3(amount(line.unitPrice, 'unitPrice').times(qty))
    const variation = (line.variation ?? '').trim()
    const label = variation === '' ? line.name.trim() : `${line.name.trim()} (${variation})`
    text.push(`${qty} x ${label} = ${price(lineAmount)}`)
  }
  const comments = (input.comments ?? '').trim()
  if (comments !== '') {
    text.push(`${labels.comments ?? WHATSAPP_ORDER_LABELS.comments}: ${comments}`)
  }
  text.push('')
  text.push(`${labels.subtotal}: ${price(input.subtotal)}`)
  for (const tax of input.taxes ?? []) {
    if (!isZero(tax.amount)) text.push(`${tax.name}: ${price(tax.amount)}`)
  }
  if (!isZero(input.deliveryFee))
    text.push(`${labels.deliveryFee}: ${price(input.deliveryFee ?? '0')}`)
  if (!isZero(input.discount)) text.push(`${labels.discount}: -${price(input.discount ?? '0')}`)
  text.push(`${labels.total}: ${price(input.total)}`)
  const maps = (input.mapsLink ?? '').trim()
  if (maps !== '') text.push(`${labels.location}: ${maps}`)
  return text.join('\n')
}
