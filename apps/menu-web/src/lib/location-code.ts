/** Where a diner sits, from a location-coded path (spec: menu-browsing §2). */
export interface OrderLocation {
  readonly location: string
  readonly type: 'Table' | 'Room'
}

/**
 * Decodes a location path code.
 * @param kind - 't' (Sqids-encoded table number), 'a' (hex of the table code) or 'r' (room code).
 * @param code - the segment after it.
 * @param alphabet - the deployment's Sqids alphabet ('' = the library default).
 * @returns a promise of the order location, or null when the code does not decode
 *   (spec: menu-browsing §2 location-coded paths; architecture rulings t/a/r).
 */
export async function decodeLocationCode(
  kind: string,
  code: string,
  alphabet = '',
): Promise<OrderLocation | null> {
  if (code === '') return null
  if (kind === 't') {
    // Only QR links with a table code need Sqids: it stays out of the first download.
    const { default: Sqids } = await import('sqids')
    const sqids = alphabet === '' ? new Sqids() : new Sqids({ alphabet })
    const [table] = sqids.decode(code)
    // Sqids decodes foreign strings to other numbers: only a canonical re-encoding is trusted.
    if (table === undefined || sqids.encode([table]) !== code) return null
    return { location: String(table), type: 'Table' }
  }
  if (kind === 'a') {
    if (!/^(?:[0-9a-fA-F]{2})+$/.test(code)) return null
    const bytes = new Uint8Array(code.length / 2)
    for (let index = 0; index < bytes.length; index += 1) {
      bytes[index] = Number.parseInt(code.slice(index * 2, index * 2 + 2), 16)
    }
    try {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).trim()
      return text === '' ? null : { location: text, type: 'Table' }
    } catch {
      return null
    }
  }
  if (kind === 'r') return { location: code, type: 'Room' }
  return null
}
