import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PricingError, whatsappOrderText } from '../src/index'
import { AED, KWD } from './fixtures'

/** The words of an importer that translated the labels of the first version (no address, comments). */
const ARABIC_LABELS = {
  order: 'طلب',
  name: 'الاسم',
  orderType: 'نوع الطلب',
  subtotal: 'المجموع الفرعي',
  deliveryFee: 'رسوم التوصيل',
  discount: 'الخصم',
  total: 'الإجمالي',
  location: 'الموقع',
}

// spec: ordering-payment §4 Placing an order (WhatsApp chat with the order summary text), §7.
describe('whatsappOrderText', () => {
  it('lists the order number, name, each line (unit price × quantity) and the totals in AED', () => {
    const text = whatsappOrderText({
      orderId: '0042',
      customerName: ' Sara Ali ',
      orderType: 'Takeaway',
      lines: [
        { name: 'Fattoush', qty: 2, unitPrice: '34.000' },
        { name: 'Mixed Grill', qty: 1, unitPrice: '95.500', variation: 'Size: Large' },
      ],
      subtotal: '163.500',
      taxes: [
        { name: 'VAT', amount: '8.175' },
        { name: 'Service charge', amount: '2.000' },
      ],
      deliveryFee: '0.000',
      discount: '8.175',
      total: '165.500',
      money: { ...AED, language: 'en' },
    })
    // 2 × 34.00 = 68.00; 8.175 rounds half-up to 8.18.
    expect(text).toBe(
      [
        'Order #0042',
        'Name: Sara Ali',
        'Order type: Takeaway',
        '',
        '2 x Fattoush = AED 68.00',
        '1 x Mixed Grill (Size: Large) = AED 95.50',
        '',
        'Subtotal: AED 163.50',
        'VAT: AED 8.18',
        'Service charge: AED 2.00',
        'Discount: -AED 8.18',
        'Total: AED 165.50',
      ].join('\n'),
    )
  })

  it('names the delivery fee and the maps link, in KWD with 3 decimals and translated labels', () => {
    const text = whatsappOrderText({
      lines: [{ name: 'Machboos', qty: 3, unitPrice: '1.250' }],
      subtotal: '3.750',
      deliveryFee: '0.500',
      total: '4.250',
      mapsLink: 'https://maps.google.com/?q=29.3759,47.9774',
      labels: ARABIC_LABELS,
      money: { ...KWD, language: 'en' },
    })
    expect(text.split('\n')).toEqual([
      'طلب',
      '',
      '3 x Machboos = KWD 3.750',
      '',
      'المجموع الفرعي: KWD 3.750',
      'رسوم التوصيل: KWD 0.500',
      'الإجمالي: KWD 4.250',
      'الموقع: https://maps.google.com/?q=29.3759,47.9774',
    ])
  })

  it('names a delivery address under the order type and the comments after the lines; blank ones are left out', () => {
    const order = {
      orderType: 'Delivery',
      lines: [{ name: 'Fattoush', qty: 1, unitPrice: '34.000' }],
      subtotal: '34.000',
      total: '34.000',
      money: { ...AED, language: 'en' },
    }
    expect(
      whatsappOrderText({
        ...order,
        address: ' 12, Marina Tower, Al Marsa St ',
        comments: 'No onions,\nplease',
      }).split('\n'),
    ).toEqual([
      'Order',
      'Order type: Delivery',
      'Address: 12, Marina Tower, Al Marsa St',
      '',
      '1 x Fattoush = AED 34.00',
      'Comments: No onions,',
      'please',
      '',
      'Subtotal: AED 34.00',
      'Total: AED 34.00',
    ])
    const blank = whatsappOrderText({ ...order, address: '  ', comments: '\n' })
    expect(blank).not.toContain('Address')
    expect(blank).not.toContain('Comments')
  })

  it("labels given without the address and comments words (an importer's older labels) fall back to English", () => {
    const text = whatsappOrderText({
      lines: [{ name: 'Machboos', qty: 1, unitPrice: '1.250' }],
      subtotal: '1.250',
      total: '1.250',
      address: 'Block 3, Salmiya',
      comments: 'بدون بصل',
      labels: ARABIC_LABELS,
      money: { ...KWD, language: 'en' },
    })
    expect(text).toContain('\nAddress: Block 3, Salmiya\n')
    expect(text).toContain('\nComments: بدون بصل\n')
  })

  it('throws a PricingError for a bad quantity or amount (programmer errors)', () => {
    const base = { subtotal: '1', total: '1', money: AED }
    expect(() =>
      whatsappOrderText({ ...base, lines: [{ name: 'x', qty: 0, unitPrice: '1' }] }),
    ).toThrow(PricingError)
    expect(() =>
      whatsappOrderText({ ...base, lines: [{ name: 'x', qty: 1, unitPrice: '1e3' }] }),
    ).toThrow(PricingError)
  })

  describe('properties', () => {
    const cents = fc
      .nat(10_000_000)
      .map((n) => `${Math.floor(n / 1000)}.${String(n % 1000).padStart(3, '0')}`)
    const lineArb = fc.record({
      name: fc.constantFrom('Fattoush', 'Hummus', 'Grill'),
      qty: fc.integer({ min: 1, max: 50 }),
      unitPrice: cents,
    })
    it('each line amount is the unit price times the quantity, rounded half-up to the menu decimals', () => {
      fc.assert(
        fc.property(fc.array(lineArb, { minLength: 1, maxLength: 6 }), (lines) => {
          const text = whatsappOrderText({ lines, subtotal: '0', total: '0', money: AED })
          const rows = text.split('\n').filter((row) => / x /.test(row))
          expect(rows).toHaveLength(lines.length)
          lines.forEach((line, index) => {
            // Integer arithmetic in thousandths: the expected amount computed independently.
            const [whole = '0', frac = '0'] = line.unitPrice.split('.')
            const thousandths =
              (BigInt(whole) * 1000n + BigInt(frac.padEnd(3, '0'))) * BigInt(line.qty)
            const hundredths = (thousandths + 5n) / 10n
            const units = (hundredths / 100n).toLocaleString('en-US')
            const expected = `AED ${units}.${String(hundredths % 100n).padStart(2, '0')}`
            expect(rows[index]).toBe(`${line.qty} x ${line.name} = ${expected}`)
          })
        }),
        { numRuns: 1000 },
      )
    })
    it('always ends with the total, and zero fees or discounts are never listed', () => {
      fc.assert(
        fc.property(fc.array(lineArb, { maxLength: 4 }), cents, (lines, total) => {
          const text = whatsappOrderText({
            lines,
            subtotal: total,
            deliveryFee: '0',
            discount: '0.000',
            total,
            money: KWD,
          })
          expect(text.endsWith(`Total: ${text.split('Total: ')[1]}`)).toBe(true)
          expect(text).not.toContain('Discount')
          expect(text).not.toContain('Delivery fee')
          expect(text).not.toContain('NaN')
        }),
        { numRuns: 1000 },
      )
    })
  })
})
