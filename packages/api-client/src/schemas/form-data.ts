import * as v from 'valibot'
import { flagSchema, integerSchema, listOf, nullableTextSchema, textSchema } from './primitives'

/** A dynamic form field definition (attributes of menu-browsing §2 Dynamic form fields). */
export const formFieldSchema = v.object({
  type: v.string(),
  subtype: nullableTextSchema,
  name: nullableTextSchema,
  label: nullableTextSchema,
  placeholder: nullableTextSchema,
  description: nullableTextSchema,
  required: flagSchema,
  maxlength: v.nullish(integerSchema, null),
  rows: v.nullish(integerSchema, null),
  min: v.nullish(v.union([v.number(), v.string()]), null),
  max: v.nullish(v.union([v.number(), v.string()]), null),
  step: v.nullish(v.union([v.number(), v.string()]), null),
  values: listOf(
    v.object({
      label: textSchema,
      value: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
      selected: flagSchema,
    }),
  ),
  multiple: flagSchema,
  inline: flagSchema,
  other: flagSchema,
  toggle: flagSchema,
})

/**
 * form_data: a list of field definitions, also accepted as a JSON string of that list.
 * Missing stays null (the form screen then keeps its loader). spec: menu-browsing §4 Form load
 */
export const formDataSchema = v.nullish(
  v.union([v.array(formFieldSchema), v.pipe(v.string(), v.parseJson(), v.array(formFieldSchema))]),
  null,
)

/** A dynamic form field definition. */
export type FormField = v.InferOutput<typeof formFieldSchema>
