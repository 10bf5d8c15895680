import {
  NO_RESPONSE_MESSAGE,
  NoResponseError,
  REQUEST_SETUP_MESSAGE,
  RequestSetupError,
  ServerError,
} from '../errors'

/** The submit error shown when nothing more precise is known. spec: ordering-payment §8 Submit error */
export const ORDER_SUBMIT_ERROR_MESSAGE =
  'There was an error sending this order. Please try again later.'

/** Longer than this, a server's text is no message for a diner (a stack trace, a page). */
const MAX_MESSAGE_LENGTH = 300

/** Markup (an HTML error page, a tag inside a text) is never a diner's message. */
const MARKUP = /<[a-z/!]/i

/** The non-blank texts of a value: a text, or a list of texts (a field's messages). */
function textsOf(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value]
  return values
    .filter((text): text is string => typeof text === 'string')
    .map((text) => text.trim())
    .filter((text) => text !== '')
}

/**
 * The messages an error body carries, in the shapes servers answer with: its `message`, else its
 * `detail` or `error`, else the lists of messages it gives in general (`non_field_errors`) and per
 * field (`{ "phone": ["Enter a valid phone number."] }`); a list of texts; a plain text. A key
 * with a single text (`code`, `request_id`, `title`, a value the server compared) says what kind
 * of error it is, not what the diner can do, and is left out; so are field names, the server's
 * English keys (its messages come in the request's language).
 */
function bodyMessages(body: unknown): string[] {
  if (typeof body === 'string' || Array.isArray(body)) return textsOf(body)
  if (typeof body !== 'object' || body === null) return []
  const record = body as Record<string, unknown>
  for (const key of ['message', 'detail', 'error']) {
    const texts = textsOf(record[key])
    if (texts.length > 0) return texts
  }
  return Object.values(record)
    .filter((value) => Array.isArray(value))
    .flatMap((value) => textsOf(value))
}

/**
 * The message to show for a failed order placement (or merge): what the server's error body says
 * when it answered with one (its message; else its detail or error; else its general and
 * per-field messages, 'Enter a valid phone number.'; or its plain text); 'No response from server'
 * when no answer came; 'Error setting up request' when the request could not be sent; otherwise,
 * and for a body that says nothing, holds markup or runs over 300 characters, the generic submit
 * error.
 * spec: ordering-payment §8 Submit error, Order creation failure ("the server's error body is
 *   stored and shown")
 * @param error what createOrder or patchOrder threw
 * @returns the English message (translate it by its text)
 */
export function orderErrorMessage(error: unknown): string {
  if (error instanceof ServerError) {
    const message = bodyMessages(error.body).join(' ')
    if (message !== '' && message.length <= MAX_MESSAGE_LENGTH && !MARKUP.test(message)) {
      return message
    }
    return ORDER_SUBMIT_ERROR_MESSAGE
  }
  if (error instanceof NoResponseError) return NO_RESPONSE_MESSAGE
  if (error instanceof RequestSetupError) return REQUEST_SETUP_MESSAGE
  return ORDER_SUBMIT_ERROR_MESSAGE
}
