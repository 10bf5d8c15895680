import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** A content coding the client accepts and the server can produce. */
export type ContentCoding = 'br' | 'gzip'

/**
 * Picks the coding of a large JSON answer from the request's Accept-Encoding (brotli first);
 * `null` when the client accepts neither (or refuses both with q=0).
 * @param header - The Accept-Encoding header.
 * @returns 'br', 'gzip' or null.
 */
export function pickCoding(header: string | null | undefined): ContentCoding | null {
  const accepted = new Map<string, number>()
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((x) => x !== undefined)
    accepted.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br'
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip'
  return null
}

const cache = new WeakMap<Uint8Array, Partial<Record<ContentCoding, Uint8Array<ArrayBuffer>>>>()

/**
 * The bytes in a coding, compressed once per (immutable) byte array: a menu answer is served from
 * pre-encoded bytes, so its compressed form is cached beside it (the `big` venue's 1.3 MB menu is
 * ~35 KB in brotli; a phone on a slow link waited seconds for it). Brotli quality 5: near the best
 * ratio for JSON at a few ms per megabyte.
 * @param bytes - The identity bytes (never mutated).
 * @param coding - The coding to produce.
 * @returns The compressed bytes.
 */
export function compressedBytes(
  bytes: Uint8Array<ArrayBuffer>,
  coding: ContentCoding,
): Uint8Array<ArrayBuffer> {
  let entry = cache.get(bytes)
  if (entry === undefined) {
    entry = {}
    cache.set(bytes, entry)
  }
  let out = entry[coding]
  if (out === undefined) {
    const buffer =
      coding === 'br'
        ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(bytes, { level: 6 })
    out = new Uint8Array(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.length))
    entry[coding] = out
  }
  return out
}
