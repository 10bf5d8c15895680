import * as v from 'valibot'

/**
 * form_data: the venue's field definitions, as a list or as the JSON text of one (missing stays
 * null: the form screen then keeps its loader, spec: menu-browsing §8 Form load failure).
 *
 * Its items are @carte/forms' to read (`parseFormData`, the field definitions of the architecture):
 * the form builder writes attributes loosely ('true' for true, '5' or 5 for a number), and one such
 * item must never fail the menu that lists the form, nor the form itself. So the contract checks
 * only the shape around them; `parseFormData` reads every attribute, keeps what it can and reports
 * the rest.
 * spec: menu-browsing §2 Dynamic form fields, §3 Form (form_data)
 */
export const formDataSchema = v.nullish(v.union([v.array(v.unknown()), v.string()]), null)

/** A form's form_data as the venue sent it: the list of items or its JSON text (`parseFormData`). */
export type RawFormData = v.InferOutput<typeof formDataSchema>
