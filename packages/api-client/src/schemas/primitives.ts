import * as v from 'valibot'

// Unsigned: every amount of the contract (prices, rates, fees, totals, balances) is 0 or more, and
// @carte/pricing refuses a negative one (INVALID_AMOUNT); a variation's math carries the sign.
const AMOUNT_PATTERN = /^\d+(\.\d+)?$/
const DIGITS_PATTERN = /^\d+$/
const AMOUNT_MESSAGE = 'Expected a non-negative decimal amount (number or decimal string)'

/**
 * Whether `value` is a plain non-negative decimal string such as "12.50" or "0" (no sign, no
 * exponent, no spaces): the only money shape the contract and @carte/pricing accept.
 * @param value the text to check
 * @returns true for a non-negative decimal string
 * spec: CONTRACT "Money in responses: decimal STRINGS"
 */
export function isDecimalString(value: string): boolean {
  return AMOUNT_PATTERN.test(value)
}

/**
 * A money amount: accepted as a number or a decimal string, output as a decimal string; never
 * negative. Numbers are written with String() only (no rounding); exponent forms are rejected.
 * spec: CONTRACT "Money in responses ... the client also accepts numbers and outputs decimal strings"
 */
export const moneySchema = v.pipe(
  v.union([v.string(), v.number()], AMOUNT_MESSAGE),
  v.transform((input) => (typeof input === 'number' ? String(input) : input.trim())),
  v.regex(AMOUNT_PATTERN, AMOUNT_MESSAGE),
)

/** A money amount that may be missing; missing or null becomes "0". */
export const moneyOrZeroSchema = v.nullish(moneySchema, '0')

// A non-negative decimal string is at most 100 when its whole part is below 100, or is 100 with
// only zeros after the point (compared as text: no float on a decimal).
function isAtMostHundred(amount: string): boolean {
  const [whole = '', fraction = ''] = amount.split('.')
  const digits = whole.replace(/^0+(?=\d)/, '')
  if (digits.length < 3) return true
  return digits === '100' && /^0*$/.test(fraction)
}

/**
 * A percentage from 0 to 100 (a product's discount); missing or null becomes "0".
 * spec: menu-browsing §3 Product "discount (percent)"; §9 "price minus the discount percentage"
 */
export const percentOrZeroSchema = v.nullish(
  v.pipe(moneySchema, v.check(isAtMostHundred, 'Expected a percentage from 0 to 100')),
  '0',
)

/** A money amount that may be missing; missing or null stays null. */
export const nullableMoneySchema = v.nullish(moneySchema, null)

/** A numeric entity id: a number, or a string of digits (output: number). */
export const idSchema = v.union(
  [
    v.pipe(v.number(), v.integer()),
    v.pipe(v.string(), v.regex(DIGITS_PATTERN), v.transform(Number)),
  ],
  'Expected a numeric id',
)

/** An optional numeric id; missing or null becomes null. */
export const nullableIdSchema = v.nullish(idSchema, null)

/** A reference that may be numeric or textual (order id, reference); output: string. */
export const referenceSchema = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.integer())], 'Expected a string or integer'),
  v.transform(String),
)

/** An optional reference; missing or null becomes null. */
export const nullableReferenceSchema = v.nullish(referenceSchema, null)

/** An optional feature flag; missing or null becomes false. */
export const flagSchema = v.nullish(v.boolean(), false)

/** An optional text; missing or null becomes ''. */
export const textSchema = v.nullish(v.string(), '')

/** An optional text; missing, null or '' becomes null. */
export const nullableTextSchema = v.pipe(
  v.nullish(v.string(), null),
  v.transform((input) => (input === '' ? null : input)),
)

/** An integer given as a number or a string of digits (output: number). */
export const integerSchema = v.union(
  [v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^-?\d+$/), v.transform(Number))],
  'Expected an integer',
)

/** A coordinate given as a number or numeric string (output: number). Coordinates are not money. */
export const coordinateSchema = v.union(
  [
    v.pipe(v.number(), v.finite()),
    v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/), v.transform(Number)),
  ],
  'Expected a coordinate',
)

/** An optional coordinate; missing, null or '' becomes null. */
export const nullableCoordinateSchema = v.pipe(
  v.nullish(v.union([coordinateSchema, v.literal('')]), null),
  v.transform((input) => (input === '' ? null : input)),
)

/**
 * A list that may be missing; missing or null becomes [].
 * @param item the schema of one element
 * @returns the list schema
 * spec: issue "optional fields with defaults"
 */
export function listOf<const TItem extends v.GenericSchema>(item: TItem) {
  return v.nullish(v.array(item), [])
}

/** A GeoJSON-like point: coordinates are [longitude, latitude]. spec: ordering-payment §3 Order payload */
export const pointSchema = v.object({
  type: v.optional(v.literal('Point'), 'Point'),
  coordinates: v.tuple([coordinateSchema, coordinateSchema]),
})

/** Output type of pointSchema: `{ type: 'Point', coordinates: [lng, lat] }`. */
export type Point = v.InferOutput<typeof pointSchema>
