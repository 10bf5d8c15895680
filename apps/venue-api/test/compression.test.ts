import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pickCoding } from '../src/http/compressed'
import { startApi, type TestApi } from './helpers'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(async () => {
  await api.dispose()
})

/** A raw GET (fetch would decode the body and hide the coding). */
function rawGet(
  url: string,
  acceptEncoding: string | null,
): Promise<{
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { headers: acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}

describe('menu answers are compressed for clients that accept it (issue 5: big venue on a phone)', () => {
  it('brotli: the big menu arrives in a small fraction of its size and decodes to the same JSON', async () => {
    const plain = await rawGet(`${api.url}/en/api/menu/big/`, null)
    const br = await rawGet(`${api.url}/en/api/menu/big/`, 'gzip, deflate, br')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('Accept-Encoding')
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    // 2,000 repetitive products: well under a tenth of the identity bytes.
    expect(br.body.length).toBeLessThan(plain.body.length / 10)
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(
      JSON.parse(plain.body.toString('utf8')),
    )
  })

  it('gzip when brotli is not accepted; identity when neither is', async () => {
    const gz = await rawGet(`${api.url}/fr/api/menu/demo/`, 'gzip')
    const plain = await rawGet(`${api.url}/fr/api/menu/demo/`, 'identity')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8')).ui_strings.ui_str_home).toBe('Accueil')
    expect(JSON.parse(plain.body.toString('utf8')).ui_strings.ui_str_home).toBe('Accueil')
  })

  it('pickCoding prefers brotli and honours q=0', () => {
    expect(pickCoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pickCoding('br;q=0, gzip;q=0.8')).toBe('gzip')
    expect(pickCoding('gzip;q=0')).toBeNull()
    expect(pickCoding(undefined)).toBeNull()
  })
})
