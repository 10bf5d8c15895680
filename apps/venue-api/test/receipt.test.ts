import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { receiptPdf } from '../src/orders/receipt'
import { visualRuns } from '../src/orders/receipt-bidi'
import { receiptDate } from '../src/orders/receipt-date'
import { demoOrder } from './fixtures'
import { call, startApi, type TestApi } from './helpers'

// spec: ordering-payment §2 Order page "Receipt download link: /{lang}/orders/{uuid}/print/order.pdf"
describe('receipt PDF endpoint', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await startApi()
  })
  afterAll(async () => {
    await api.dispose()
  })

  const pdfOf = async (lang: string, uuid: string) => {
    const res = await fetch(`${api.url}/${lang}/orders/${uuid}/print/order.pdf`)
    return { res, bytes: Buffer.from(await res.arrayBuffer()) }
  }

  it('answers application/pdf for an English order', async () => {
    const created = await call(api.url, '/en/api/order/', { body: demoOrder() })
    expect(created.status).toBe(201)
    const { res, bytes } = await pdfOf('en', created.body.uuid)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF')
  })

  it('answers a PDF with the Arabic font embedded for an Arabic order', async () => {
    const body = demoOrder({ customer_name: 'ليلى' })
    const lines = body.line_items as Record<string, unknown>[]
    body.line_items = lines.map((l, i) => ({ ...l, product_name: i === 0 ? 'برجر' : 'شاي كرك' }))
    const created = await call(api.url, '/ar/api/order/', { body })
    expect(created.status).toBe(201)
    const { res, bytes } = await pdfOf('ar', created.body.uuid)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    // Font dictionaries are not compressed: the embedded subset is Noto Sans Arabic.
    expect(bytes.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansArabic-Regular/)
  })

  it('answers 404 not_found for an unknown order', async () => {
    const res = await call(
      api.url,
      '/en/orders/00000000-0000-4000-8000-000000000000/print/order.pdf',
    )
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ code: 'not_found' })
  })
})

describe('receipt text', () => {
  const order = {
    created: '2026-11-23T10:05:00Z',
    padded_order_id: '000042',
    status: 'pending',
    line_items: [{ quantity: 2, product_name: 'برجر', product_price: '45.000', status: null }],
    sub_total: '90.000',
    taxes: [],
    delivery_fees: '0.000',
    discounts: [],
    additional_data: { tips_amount: '0.000' },
    total: '90.000',
    payments: [],
    balance_due: '90.000',
    change: '0.000',
  }

  it('maps the drawn Arabic glyphs back to their letters (ToUnicode): the text is there', async () => {
    const pdf = await receiptPdf({
      venueName: 'Marina Grill House',
      order,
      lang: 'ar',
      timezone: 'Asia/Dubai',
      money: {
        price_decimal_places: 2,
        currency: 'AED',
        currency_symbol: 'AED',
        display_currency: true,
      },
      compress: false,
    })
    const text = pdf.toString('latin1')
    // ب ر ج (U+0628, U+0631, U+062C) of 'برجر', and the label 'طلب #' (ط U+0637).
    for (const code of ['<0628>', '<0631>', '<062c>', '<0637>']) expect(text).toContain(code)
  })
})

describe('receiptDate (venue zone, never the machine zone)', () => {
  it("formats 'month day, year H:mma' in the venue zone", () => {
    // 10:05 UTC is 14:05 in Dubai (+4) and 13:05 in Kuwait (+3).
    expect(receiptDate('2026-11-23T10:05:00Z', 'Asia/Dubai', 'en', false)).toBe(
      'November 23, 2026 14:05pm',
    )
    expect(receiptDate('2026-11-23T10:05:00Z', 'Asia/Kuwait', 'en', false)).toBe(
      'November 23, 2026 13:05pm',
    )
    // 21:30 UTC on the 23rd is already 01:30 on the 24th in Dubai: the date follows the zone.
    expect(receiptDate('2026-11-23T21:30:00Z', 'Asia/Dubai', 'en', false)).toBe(
      'November 24, 2026 1:30am',
    )
  })

  it('uses Arabic-Indic digits for an Arabic receipt with enable_arabic_numerals', () => {
    const text = receiptDate('2026-11-23T10:05:00Z', 'Asia/Kuwait', 'ar', true)
    expect(text).toContain('١٣:٠٥')
    expect(text).toContain('نوفمبر')
  })
})

describe('visualRuns (receipt bidi)', () => {
  const drawn = (text: string, rtl: boolean) =>
    visualRuns(text, rtl).map((r) => `${r.font}:${r.text}`)

  it('keeps a Latin line as it is, in the Latin font', () => {
    expect(drawn('Subtotal (3 items)', false)).toEqual(['latin:Subtotal (3 items)'])
  })

  it('puts Arabic words right to left; fontkit gets each word in logical order', () => {
    // Logical 'برجر لحم' is drawn, left to right, as 'لحم', ' ', 'برجر'.
    expect(drawn('برجر لحم', true)).toEqual(['arabic:لحم', 'latin: ', 'arabic:برجر'])
    expect(drawn('برجر لحم', false)).toEqual(['arabic:لحم', 'latin: ', 'arabic:برجر'])
  })

  it('puts a price after its currency code on the left in an RTL line, digits pre-reversed for fontkit', () => {
    // 'KWD ١٫٥٠٠' in an RTL line shows '١٫٥٠٠ KWD'; fontkit flips Arabic-font runs, so it gets '٠٠٥٫١'.
    expect(drawn('KWD ١٫٥٠٠', true)).toEqual(['arabic:٠٠٥٫١', 'latin: KWD'])
    // European digits after Latin letters are Latin (UBA W7): the whole price reads left to right.
    expect(drawn('AED 12.50', true)).toEqual(['latin:AED 12.50'])
  })

  it('mirrors brackets between Arabic words and drops bidi controls', () => {
    expect(drawn('\u200fالمجموع (٣)', true)).toEqual([
      'latin:(',
      'arabic:٣',
      'latin:) ',
      'arabic:المجموع',
    ])
  })

  it('uses the latin-ext file for extended Latin letters', () => {
    expect(drawn('Ğ é', false)).toEqual(['latinExt:Ğ', 'latin: é'])
  })
})
