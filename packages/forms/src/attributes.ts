import * as v from 'valibot'

// The form builder stores attributes loosely (numbers as strings, booleans as 'true'), so each
// attribute schema accepts both spellings and normalises.
const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)$/

/** A text attribute: a string, or a number written as text. */
export const textAttribute = v.union([
  v.string(),
  v.pipe(v.number(), v.finite(), v.transform(String)),
])

/** A boolean attribute: true/false or 'true'/'false'. */
export const booleanAttribute = v.union([
  v.boolean(),
  v.pipe(
    v.picklist(['true', 'false']),
    v.transform((text) => text === 'true'),
  ),
])

/** A finite number attribute, also written as a numeric string. */
export const numberAttribute = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.trim(), v.regex(NUMERIC), v.transform(Number), v.finite()),
])

/** A whole number of at least 1 (maxlength, rows). */
export const countAttribute = v.pipe(numberAttribute, v.integer(), v.minValue(1))

/** A positive number (step). */
export const positiveAttribute = v.pipe(numberAttribute, v.gtValue(0))

/** One option of a choice field; the value falls back to the label. */
export const optionAttribute = v.pipe(
  v.looseObject({
    label: v.optional(textAttribute),
    value: v.optional(textAttribute),
    selected: v.optional(booleanAttribute),
  }),
  v.check((option) => option.label !== undefined || option.value !== undefined),
  v.transform((option) => ({
    label: option.label ?? option.value ?? '',
    value: option.value ?? option.label ?? '',
    selected: option.selected ?? false,
  })),
)
