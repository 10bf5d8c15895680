/**
 * Encodes one path segment (ids, codes, uuids, languages) so it cannot break the path.
 * @param value the raw segment
 * @returns the URL-encoded segment
 * spec: ordering-payment §5 Coupon ("URL-encoded before lookup")
 */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value))
}
