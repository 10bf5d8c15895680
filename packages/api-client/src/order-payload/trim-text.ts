/**
 * Trims an optional text; missing becomes ''.
 * @param value the text or nothing
 * @returns the trimmed text
 * spec: ordering-payment §3 Order payload (texts are sent as strings, never null)
 */
export function text(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim() : ''
}
