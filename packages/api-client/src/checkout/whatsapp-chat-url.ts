/**
 * The WhatsApp chat link that opens a conversation with the venue, the order text prefilled:
 * https://wa.me/{digits}?text={encoded text}. The number keeps its digits only (wa.me takes the
 * international number without '+', spaces or dashes).
 * spec: ordering-payment §4 Placing an order (a WhatsApp chat opens with the order summary text);
 * §7 "A WhatsApp deep link ... built for order messages"
 * @param number the venue's whatsapp_number, e.g. '+971 50 123 4567'
 * @param text the order summary text (see @carte/pricing whatsappOrderText)
 * @returns the link, or null when the number has no digits
 */
export function whatsappChatUrl(number: string | null | undefined, text: string): string | null {
  const digits = (number ?? '').replace(/\D/g, '')
  if (digits === '') return null
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`
}
