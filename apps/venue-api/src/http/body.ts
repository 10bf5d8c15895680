import type { Context } from 'hono'
import * as v from 'valibot'

/** Result of reading and validating a JSON body: the parsed value or a ready 400 response. */
export type BodyResult<T> =
  | { readonly ok: true; readonly value: T; readonly raw: string }
  | { readonly ok: false; readonly response: Response }

/**
 * Names the first issue of a failed validation as a dotted path ('line_items.0.quantity').
 * @param issues - Valibot issues.
 * @returns The dotted path, or 'body' when the issue is at the root.
 */
export function issueField(issues: readonly v.BaseIssue<unknown>[]): string {
  const first = issues[0]
  if (first === undefined) return 'body'
  const path = v.getDotPath(first)
  if (path !== null && path !== '') return path
  // A missing key reports its key in the last path item even when getDotPath gives up.
  const last = first.path?.at(-1)
  if (last !== undefined && (typeof last.key === 'string' || typeof last.key === 'number')) {
    return String(last.key)
  }
  return 'body'
}

/**
 * Reads the request body as JSON and validates it; malformed JSON names the field 'body'.
 * spec: CONTRACT error bodies (400 invalid_body with field).
 * @param c - Hono context.
 * @param schema - The valibot schema of the body.
 * @returns The validated value and the raw text, or a 400 response.
 */
export async function readBody<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<BodyResult<v.InferOutput<S>>> {
  let raw: string
  try {
    raw = await c.req.text()
  } catch {
    return { ok: false, response: c.json(invalid('body', 'Body could not be read'), 400) }
  }
  const parsed = parseBody(raw, schema)
  if (!parsed.ok) return { ok: false, response: c.json(parsed.error, 400) }
  return { ok: true, value: parsed.value, raw }
}

/**
 * Parses JSON text and validates it (an empty body reads as {}).
 * @param raw - The body text.
 * @param schema - The valibot schema.
 * @returns The value, or the 400 error body naming the field.
 */
export function parseBody<S extends v.GenericSchema>(
  raw: string,
  schema: S,
):
  | { readonly ok: true; readonly value: v.InferOutput<S> }
  | { readonly ok: false; readonly error: { code: string; field: string; message: string } } {
  let parsed: unknown
  try {
    parsed = raw.trim() === '' ? {} : JSON.parse(raw)
  } catch {
    return { ok: false, error: invalid('body', 'Malformed JSON') }
  }
  const result = v.safeParse(schema, parsed)
  if (!result.success) {
    const field = issueField(result.issues)
    const message = result.issues[0]?.message ?? 'Invalid value'
    return { ok: false, error: invalid(field, message) }
  }
  return { ok: true, value: result.output }
}

function invalid(field: string, message: string) {
  return { code: 'invalid_body', field, message }
}
