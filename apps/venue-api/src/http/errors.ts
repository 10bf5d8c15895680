import type { Context } from 'hono'

/** A JSON error body of the venue-api contract (CONTRACT.md: error bodies). */
export interface ErrorBody {
  readonly code: string
  readonly message?: string
  readonly field?: string
  readonly [extra: string]: unknown
}

/**
 * Answers 400 invalid_body naming the offending field.
 * @param c - Hono context.
 * @param field - Dotted path of the field ('body' for malformed JSON).
 * @param message - What is wrong with it.
 * @returns The 400 response.
 */
export function badRequest(c: Context, field: string, message: string): Response {
  return c.json({ code: 'invalid_body', field, message }, 400)
}

/**
 * Answers 404 not_found for an unknown licence, order, form, coupon or similar.
 * @param c - Hono context.
 * @param message - Which thing was not found.
 * @param field - The path parameter or body field that named it, when there is one.
 * @returns The 404 response.
 */
export function notFound(c: Context, message: string, field?: string): Response {
  return c.json(
    field === undefined ? { code: 'not_found', message } : { code: 'not_found', field, message },
    404,
  )
}

/**
 * Answers with any contract error body and status.
 * @param c - Hono context.
 * @param status - HTTP status.
 * @param body - The error body.
 * @returns The response.
 */
export function fail(c: Context, status: 400 | 404 | 409 | 422, body: ErrorBody): Response {
  return c.json(body, status)
}
