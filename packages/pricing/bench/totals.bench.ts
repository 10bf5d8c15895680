// Bench (not a test): full totals of a 100-line cart with @carte/pricing against a plain-number
// reference doing the same steps in the same run. Prints the median microseconds of each and, as
// the last line, `ratio-to-float: N.N`. Run: pnpm --filter @carte/pricing bench
import { type Cart, type CartLine, type Coupon, calculateCartTotals, type Tax } from '../src/index'

const taxes: readonly Tax[] = [
  { id: 1, name: 'VAT', type: 'percentage', rate: '5' },
  { id: 2, name: 'Service', type: 'percentage', rate: '10' },
  { id: 3, name: 'Municipality fee', type: 'fixed', rate: '2.000' },
]
const settings = { taxes, cart_subtotal_include_tax: false }
const coupon: Coupon = {
  discount_value_type: 'percentage',
  discount_value: '15',
  min_order_value: '50.000',
  max_discount_value: '400.000',
  categories: [1, 3, 5],
  free_delivery: true,
}

const pad = (n: number): string => String(n).padStart(3, '0')
const cart: Cart = Array.from(
  { length: 100 },
  (_, i): CartLine => ({
    uuid: `line-${i}`,
    id: 1000 + i,
    category: i % 8,
    name: `Product ${i}`,
    sku: `SKU-${i}`,
    image: '',
    price: `${5 + (i % 40)}.${pad((i * 37) % 1000)}`,
    qty: 1 + (i % 4),
    special_instructions: '',
    variations: [
      {
        id: 1,
        name: 'Size',
        values: [
          { id: 1, name: 'Small', price: '0.000', math: '+', selected: i % 3 === 0 },
          { id: 2, name: 'Large', price: `${1 + (i % 3)}.500`, math: '+', selected: i % 3 !== 0 },
        ],
      },
      {
        id: 2,
        name: 'Extras',
        values: [
          { id: 3, name: 'Cheese', price: '1.250', math: '+', selected: i % 2 === 0 },
          { id: 4, name: 'No sauce', price: '0.500', math: '-', selected: i % 5 === 0 },
        ],
      },
    ],
    combo_groups: [],
    max_qty: null,
  }),
)

const input = { cart, settings, orderType: 'delivery' as const, coupon, deliveryFee: '10.000' }

// The same steps with JS numbers (what the app would do without decimals): parse, per-line unit and
// total, subtotal and coupon-eligible amount, itemised taxes, coupon, fee waiver, total, strings out.
const r3 = (x: number): number => Math.round(x * 1000) / 1000
function floatTotals() {
  const categories = new Set((coupon.categories ?? []).map((c) => String(c)))
  const lines: { uuid: string; unitPrice: string; lineTotal: string }[] = []
  let subtotal = 0
  let eligible = 0
  let itemCount = 0
  for (const line of cart) {
    let unit = Number(line.price)
    for (const group of line.variations ?? []) {
      for (const value of group.values) {
        if (!value.selected) continue
        unit = value.math === '+' ? unit + Number(value.price) : unit - Number(value.price)
      }
    }
    unit = r3(Math.max(unit, 0))
    const total = unit * line.qty
    itemCount += line.qty
    subtotal += total
    if (categories.has(String(line.category))) eligible += total
    lines.push({ uuid: line.uuid, unitPrice: unit.toFixed(3), lineTotal: total.toFixed(3) })
  }
  let added = 0
  const taxLines = taxes.map((tax) => {
    const value =
      tax.type === 'fixed' ? r3(Number(tax.rate)) : r3((subtotal * Number(tax.rate)) / 100)
    added += value
    return { id: tax.id, name: tax.name, amount: value.toFixed(3) }
  })
  const applies = subtotal >= Number(coupon.min_order_value)
  let discount = applies
    ? r3(Math.min((eligible * Number(coupon.discount_value)) / 100, eligible))
    : 0
  discount = Math.min(discount, Number(coupon.max_discount_value))
  const fee = applies && coupon.free_delivery === true ? 0 : Number(input.deliveryFee)
  const total = Math.max(subtotal + added + fee - discount, 0)
  return {
    lines,
    itemCount,
    subtotal: subtotal.toFixed(3),
    taxes: taxLines,
    deliveryFee: fee.toFixed(3),
    discount: discount.toFixed(3),
    total: total.toFixed(3),
  }
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? 0)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

function time(run: () => unknown): number {
  const start = process.hrtime.bigint()
  run()
  return Number(process.hrtime.bigint() - start) / 1000
}

const decimalRun = () => calculateCartTotals(input)

// Sanity: both compute the same total, so the comparison is like for like.
const expected = floatTotals().total
const actual = decimalRun().total
if (expected !== actual) throw new Error(`bench mismatch: float ${expected} vs decimal ${actual}`)

const WARMUP = 500
const SAMPLES = 3000
for (let i = 0; i < WARMUP; i += 1) {
  decimalRun()
  floatTotals()
}
const decimalSamples: number[] = []
const floatSamples: number[] = []
// Interleaved so that both see the same machine state.
for (let i = 0; i < SAMPLES; i += 1) {
  decimalSamples.push(time(decimalRun))
  floatSamples.push(time(floatTotals))
}
const decimalMedian = median(decimalSamples)
const floatMedian = median(floatSamples)
console.log(
  `cart: 100 lines, 2 variation groups each, 1 coupon, 2 percentage taxes, 1 fixed tax; total ${actual}`,
)
console.log(
  `@carte/pricing calculateCartTotals (decimal.js): median ${decimalMedian.toFixed(1)} µs`,
)
console.log(`plain-number reference: median ${floatMedian.toFixed(1)} µs`)
console.log(`ratio-to-float: ${(decimalMedian / floatMedian).toFixed(1)}`)
