import * as v from 'valibot'
import { type RequestInfo, SchemaError } from './errors'
import { issuePath } from './issue-path'

/**
 * Validates an answer against its schema.
 * @param schema the response schema
 * @param data the parsed JSON body
 * @param request method and URL, for the error
 * @returns the schema's output (defaults applied, money as decimal strings)
 * @throws SchemaError naming the first failing path
 * spec: issue "A response that fails its schema raises a typed error that names the failing path"
 */
export function parseResponse<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  data: unknown,
  request: RequestInfo = { method: 'GET', url: '' },
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, data)
  if (result.success) return result.output
  const first = result.issues[0]
  throw new SchemaError(first ? issuePath(first) : '', result.issues, request)
}
