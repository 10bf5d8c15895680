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

/**
 * The message to show for a failed order placement (or merge): the server's error body message
 * when it answered with one; 'No response from server' when no answer came; 'Error setting up
 * request' when the request could not be sent; otherwise the generic submit error.
 * spec: ordering-payment §8 Submit error, Order creation failure
 * @param error what createOrder or patchOrder threw
 * @returns the English message (translate it by its text)
 */
export function orderErrorMessage(error: unknown): string {
  if (error instanceof ServerError) {
    const body = error.body
    if (typeof body === 'object' && body !== null) {
      const message = (body as Record<string, unknown>).message
      if (typeof message === 'string' && message.trim() !== '') return message.trim()
    }
    if (typeof body === 'string' && body.trim() !== '' && body.trim().length <= 300) {
      return body.trim()
    }
    return ORDER_SUBMIT_ERROR_MESSAGE
  }
  if (error instanceof NoResponseError) return NO_RESPONSE_MESSAGE
  if (error instanceof RequestSetupError) return REQUEST_SETUP_MESSAGE
  return ORDER_SUBMIT_ERROR_MESSAGE
}
