/**
 * A one-page PDF receipt (PDF 1.4, Helvetica, WinAnsi text). No PDF library is in the catalog and a
 * receipt is a handful of text lines, so the file is written directly; non-Latin text is shown as '?'.
 * spec: ordering-payment §2 Order page "Receipt download link: /{lang}/orders/{uuid}/print/order.pdf"
 * @param venueName - Venue name for the heading.
 * @param order - The order read shape.
 * @returns PDF bytes.
 */
export function receiptPdf(venueName: string, order: Record<string, unknown>): Buffer {
  const text = (s: unknown) =>
    String(s ?? '')
      .replace(/[^\x20-\x7e]/g, '?')
      .replace(/([\\()])/g, '\\$1')
  const lines: string[] = [
    venueName,
    `Order #${text(order.padded_order_id)}  ${text(order.created)}`,
    `Status: ${text(order.status)}`,
    '',
  ]
  const items = Array.isArray(order.line_items)
    ? (order.line_items as Record<string, unknown>[])
    : []
  for (const item of items) {
    const deleted = item.status === 'Deleted' ? ' (deleted)' : ''
    lines.push(
      `${text(item.quantity)} x ${text(item.product_name)}  ${text(item.product_price)}${deleted}`,
    )
  }
  lines.push('', `Subtotal: ${text(order.sub_total)}`, `Delivery: ${text(order.delivery_fees)}`)
  lines.push(
    `Total: ${text(order.currency)} ${text(order.total)}`,
    `Balance due: ${text(order.balance_due)}`,
  )
  const content = [
    'BT /F1 12 Tf 50 790 Td 16 TL',
    ...lines.map((l, i) => (i === 0 ? `/F1 16 Tf (${text(l)}) Tj T* /F1 12 Tf` : `(${l}) Tj T*`)),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ]
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'))
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}
