import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { formatPrice, type MoneyFormatSettings } from '@carte/pricing'
import PDFDocument from 'pdfkit'
import { type ReceiptFont, visualRuns } from './receipt-bidi'
import { receiptDate } from './receipt-date'

/** What a receipt shows besides the order. */
export interface ReceiptOptions {
  /** Venue name for the heading (in the receipt language). */
  readonly venueName: string
  /** The order read shape (OrderStore.read). */
  readonly order: Record<string, unknown>
  /** The receipt language (path language): labels, direction, date and number formats. */
  readonly lang: string
  /** The venue's IANA zone for the order date. */
  readonly timezone: string
  /** The menu's money settings (price_decimal_places, currency prefix, Arabic numerals). */
  readonly money: MoneyFormatSettings
  /** Compress page streams (default true; tests turn it off to read the text maps). */
  readonly compress?: boolean
}

interface Labels {
  readonly order: string
  readonly qty: string
  readonly product: string
  readonly price: string
  readonly subtotal: (items: number) => string
  readonly loyalty: string
  readonly deliveryFees: string
  readonly discounts: string
  readonly tips: string
  readonly total: string
  readonly payments: string
  readonly balanceDue: string
  readonly change: string
  readonly comments: string
  readonly deleted: string
  readonly canceled: string
}

const LABELS: Readonly<Record<string, Labels>> = {
  en: {
    order: 'Order #',
    qty: 'Qty',
    product: 'Product',
    price: 'Price',
    subtotal: (n) => `Subtotal (${n} ${n === 1 ? 'item' : 'items'})`,
    loyalty: 'Loyalty discount',
    deliveryFees: 'Delivery fees',
    discounts: 'Discount',
    tips: 'Tips',
    total: 'Total',
    payments: 'Paid',
    balanceDue: 'Balance due',
    change: 'Change',
    comments: 'Order comments',
    deleted: 'Deleted',
    canceled: 'Order canceled, please contact our staff for assistance',
  },
  ar: {
    order: 'طلب #',
    qty: 'الكمية',
    product: 'المنتج',
    price: 'السعر',
    subtotal: (n) => `المجموع الفرعي (${n} عناصر)`,
    loyalty: 'خصم الولاء',
    deliveryFees: 'رسوم التوصيل',
    discounts: 'الخصم',
    tips: 'الإكرامية',
    total: 'الإجمالي',
    payments: 'المدفوع',
    balanceDue: 'الرصيد المستحق',
    change: 'الباقي',
    comments: 'ملاحظات الطلب',
    deleted: 'محذوف',
    canceled: 'تم إلغاء الطلب، يرجى التواصل مع موظفينا للمساعدة',
  },
  fr: {
    order: 'Commande n° ',
    qty: 'Qté',
    product: 'Produit',
    price: 'Prix',
    subtotal: (n) => `Sous-total (${n} ${n === 1 ? 'article' : 'articles'})`,
    loyalty: 'Remise fidélité',
    deliveryFees: 'Frais de livraison',
    discounts: 'Remise',
    tips: 'Pourboire',
    total: 'Total',
    payments: 'Payé',
    balanceDue: 'Reste à payer',
    change: 'Monnaie rendue',
    comments: 'Commentaires',
    deleted: 'Supprimé',
    canceled: 'Commande annulée, veuillez contacter notre personnel',
  },
}

const FONT_FILES: Readonly<Record<ReceiptFont, string>> = {
  arabic: 'arabic',
  latin: 'latin',
  latinExt: 'latin-ext',
}

let fonts: Map<string, Buffer> | null = null

/** Noto Sans Arabic (regular and bold; its arabic, latin and latin-ext files), read once. */
function fontBuffers(): Map<string, Buffer> {
  if (fonts !== null) return fonts
  const require = createRequire(import.meta.url)
  const loaded = new Map<string, Buffer>()
  for (const [font, file] of Object.entries(FONT_FILES)) {
    for (const weight of [400, 700]) {
      const path = require.resolve(
        `@fontsource/noto-sans-arabic/files/noto-sans-arabic-${file}-${weight}-normal.woff`,
      )
      loaded.set(`${font}-${weight}`, readFileSync(path))
    }
  }
  fonts = loaded
  return loaded
}

type Row = Record<string, unknown>
const rows = (value: unknown): Row[] =>
  Array.isArray(value) ? value.filter((v): v is Row => typeof v === 'object' && v !== null) : []
const str = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''

const PAGE_WIDTH = 595.28
const MARGIN = 50
const CONTENT = PAGE_WIDTH - 2 * MARGIN

/**
 * The order receipt as a PDF (pdfkit, A4, Noto Sans Arabic embedded so Arabic, Latin and French
 * texts all render): venue name, order date in the venue zone, 'Order #{padded id}', the canceled
 * notice, lines with quantity, product (variations beneath; Deleted lines struck through and
 * labelled) and line amount, subtotal with the item count, loyalty discounts, taxes, delivery fees
 * (struck through when a discount gives free delivery), discounts, tips, total, payments, balance
 * due, change and order comments. Amounts are formatted with @carte/pricing formatPrice at the
 * menu's decimals. An Arabic receipt is laid out right to left (see visualRuns for the bidi rules).
 * spec: ordering-payment §2 Order page, "Receipt download link: /{lang}/orders/{uuid}/print/order.pdf"
 * @param options - Venue name, order, language, zone, money settings.
 * @returns The PDF bytes.
 */
export function receiptPdf(options: ReceiptOptions): Promise<Buffer> {
  const { order, money } = options
  const lang = options.lang.slice(0, 2)
  const labels = LABELS[lang] ?? (LABELS.en as Labels)
  const rtl = lang === 'ar'
  const language = rtl ? 'ar' : lang
  const price = (value: unknown) => {
    const text = str(value)
    return /^\d+(\.\d+)?$/.test(text) ? formatPrice(text, { ...money, language }) : text
  }
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: `${labels.order}${str(order.padded_order_id)}`, Author: options.venueName },
  })
  for (const [name, buffer] of fontBuffers()) doc.registerFont(name, buffer)
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  let y = MARGIN
  /** Draws one line of text in a column; x and align are given for LTR and mirrored for RTL. */
  const cell = (
    text: string,
    x: number,
    width: number,
    opts: {
      align?: 'left' | 'right'
      bold?: boolean
      size?: number
      strike?: boolean
      color?: string
    } = {},
  ) => {
    const size = opts.size ?? 10
    const weight = opts.bold === true ? 700 : 400
    const align = rtl ? (opts.align === 'right' ? 'left' : 'right') : (opts.align ?? 'left')
    const left = rtl ? PAGE_WIDTH - x - width : x
    const runs = visualRuns(text, rtl)
    const widths = runs.map((r) =>
      doc.font(`${r.font}-${weight}`).fontSize(size).widthOfString(r.text),
    )
    const total = widths.reduce((a, b) => a + b, 0)
    let cx = align === 'right' ? left + width - total : left
    doc.fillColor(opts.color ?? '#111111')
    runs.forEach((r, i) => {
      doc.font(`${r.font}-${weight}`).fontSize(size).text(r.text, cx, y, { lineBreak: false })
      cx += widths[i] ?? 0
    })
    if (opts.strike === true && total > 0) {
      const start = align === 'right' ? left + width - total : left
      const mid = y + size * 0.72
      doc
        .moveTo(start, mid)
        .lineTo(start + total, mid)
        .lineWidth(0.8)
        .strokeColor(opts.color ?? '#111111')
        .stroke()
    }
  }
  const rule = () => {
    doc
      .moveTo(MARGIN, y)
      .lineTo(PAGE_WIDTH - MARGIN, y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke()
    y += 8
  }
  const newLineIfFull = () => {
    if (y > 842 - MARGIN - 20) {
      doc.addPage()
      y = MARGIN
    }
  }
  const QTY = 40
  const PRICE = 130
  const total = (label: string, value: string, opts: { bold?: boolean; strike?: boolean } = {}) => {
    newLineIfFull()
    cell(label, MARGIN, CONTENT - PRICE, opts)
    cell(value, MARGIN + CONTENT - PRICE, PRICE, { ...opts, align: 'right' })
    y += 16
  }

  cell(options.venueName, MARGIN, CONTENT, { bold: true, size: 16 })
  y += 24
  const digits = rtl && money.enable_arabic_numerals === true
  cell(receiptDate(str(order.created), options.timezone, language, digits), MARGIN, CONTENT)
  y += 16
  cell(`${labels.order}${str(order.padded_order_id)}`, MARGIN, CONTENT, { bold: true, size: 12 })
  y += 18
  if (order.status === 'rejected' || order.status === 'canceled') {
    cell(labels.canceled, MARGIN, CONTENT, { color: '#c62828' })
    y += 16
  }
  y += 6
  cell(labels.qty, MARGIN, QTY, { bold: true })
  cell(labels.product, MARGIN + QTY, CONTENT - QTY - PRICE, { bold: true })
  cell(
    money.currency ? `${labels.price} (${money.currency})` : labels.price,
    MARGIN + CONTENT - PRICE,
    PRICE,
    { bold: true, align: 'right' },
  )
  y += 16
  rule()

  let items = 0
  for (const line of rows(order.line_items)) {
    newLineIfFull()
    const deleted = line.status === 'Deleted'
    const qty = typeof line.quantity === 'number' ? line.quantity : 0
    if (!deleted) items += qty
    const color = deleted ? '#777777' : '#111111'
    cell(String(qty), MARGIN, QTY, { strike: deleted, color })
    const name = deleted ? `${str(line.product_name)} (${labels.deleted})` : str(line.product_name)
    cell(name, MARGIN + QTY, CONTENT - QTY - PRICE, { strike: deleted, color })
    cell(price(line.product_price), MARGIN + CONTENT - PRICE, PRICE, {
      align: 'right',
      strike: deleted,
      color,
    })
    y += 14
    const variation = str(line.product_variation)
    if (variation !== '') {
      cell(variation, MARGIN + QTY, CONTENT - QTY - PRICE, { size: 8, color: '#555555' })
      y += 12
    }
    y += 2
  }
  rule()

  total(labels.subtotal(items), price(order.sub_total))
  const extra = (order.additional_data ?? {}) as Row
  for (const loyalty of rows(extra.iiko_loyalty_discounts)) {
    for (const d of rows(loyalty.discounts)) {
      total(str(loyalty.name) || labels.loyalty, `- ${price(d.discountSum)}`)
    }
  }
  for (const tax of rows(order.taxes)) total(str(tax.name), price(tax.amount))
  const discounts = rows(order.discounts)
  const freeDelivery = discounts.some((d) => d.free_delivery === true)
  if (
    str(order.delivery_fees) !== '' &&
    (freeDelivery || !/^0*(\.0*)?$/.test(str(order.delivery_fees)))
  )
    total(labels.deliveryFees, price(order.delivery_fees), { strike: freeDelivery })
  for (const d of discounts) {
    total(`${labels.discounts} (${str(d.name)})`, `- ${price(d.amount_value)}`)
  }
  const tips = str(extra.tips_amount)
  if (/[1-9]/.test(tips)) total(labels.tips, price(tips))
  total(labels.total, price(order.total), { bold: true })
  for (const p of rows(order.payments)) {
    total(`${labels.payments} (${str(p.payment_type)})`, price(p.amount))
  }
  total(labels.balanceDue, price(order.balance_due), { bold: true })
  if (/[1-9]/.test(str(order.change))) total(labels.change, price(order.change))
  const comments = str(order.order_comments)
  if (comments !== '') {
    y += 6
    newLineIfFull()
    cell(`${labels.comments}: ${comments}`, MARGIN, CONTENT, { size: 9 })
  }
  doc.end()
  return done
}
