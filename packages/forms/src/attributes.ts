import * as v from 'valibot'

// The form builder stores attributes loosely (numbers as strings, booleans as 'true'), so each
// attribute schema accepts both spellings and normalises.
const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)$/

function buildAttributeSchemas() {
  /** A string, or a number written as text. */
  const text = v.union([v.string(), v.pipe(v.number(), v.finite(), v.transform(String))])
  /** true/false or 'true'/'false'. */
  const boolean = v.union([
    v.boolean(),
    v.pipe(
      v.picklist(['true', 'false']),
      v.transform((written) => written === 'true'),
    ),
  ])
  /** A finite number, also written as a numeric string. */
  const number = v.union([
    v.pipe(v.number(), v.finite()),
    v.pipe(v.string(), v.trim(), v.regex(NUMERIC), v.transform(Number), v.finite()),
  ])
  /** One option of a choice field; the value falls back to the label and back. */
  const option = v.pipe(
    v.looseObject({
      label: v.optional(text),
      value: v.optional(text),
      selected: v.optional(boolean),
    }),
    v.check((entry) => entry.label !== undefined || entry.value !== undefined),
    v.transform((entry) => ({
      label: entry.label ?? entry.value ?? '',
      value: entry.value ?? entry.label ?? '',
      selected: entry.selected ?? false,
    })),
  )
  return {
    text,
    boolean,
    number,
    /** A whole number of at least 1 (maxlength, rows, star maximum). */
    count: v.pipe(number, v.integer(), v.minValue(1)),
    /** A positive number (step). */
    positive: v.pipe(number, v.gtValue(0)),
    option,
  }
}

let schemas: ReturnType<typeof buildAttributeSchemas> | undefined

/**
 * The valibot schemas of form_data item attributes, built on first use (so a bundle that never
 * parses form_data keeps none of them).
 * spec: menu-browsing §2 Dynamic form fields (item attributes)
 * @returns the attribute schemas by kind
 */
export function attributeSchemas(): ReturnType<typeof buildAttributeSchemas> {
  schemas ??= buildAttributeSchemas()
  return schemas
}
