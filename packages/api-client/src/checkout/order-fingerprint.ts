/**
 * A short fingerprint of an order body: the same body (whatever its key order) gives the same
 * fingerprint; a change anywhere gives another one (53-bit hash of a canonical JSON text). Used to
 * decide whether a retried checkout may reuse its Idempotency-Key.
 * spec: ordering-payment §4 Placing an order; CONTRACT Idempotency (same key + same body replays)
 * @param body the order create body (plain JSON data)
 * @returns 14 hex digits
 */
export function orderFingerprint(body: unknown): string {
  return hash53(canonical(body)).toString(16).padStart(14, '0')
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      // JSON drops undefined members: so does the fingerprint.
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonical(member)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

// cyrb53 (public domain): fast, well mixed, 53 bits fit a JS number exactly.
function hash53(text: string): number {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return 4294967296 * (2097151 & h2) + (h1 >>> 0)
}
