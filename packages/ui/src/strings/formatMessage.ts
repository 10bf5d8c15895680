/** Parameters substituted into `{name}` placeholders of a message. */
export type MessageParams = Readonly<Record<string, string | number>>

/**
 * Replaces `{name}` placeholders of a message with the given parameters; unknown placeholders stay.
 * spec: menu-browsing §8 ('A new version (v.{version}) is available.')
 * @param message - text with `{name}` placeholders
 * @param params - values for the placeholders
 * @returns the message with known placeholders substituted
 */
export function formatMessage(message: string, params?: MessageParams): string {
  if (!params) return message
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name]
    return value === undefined ? whole : String(value)
  })
}
