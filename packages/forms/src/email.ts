import * as v from 'valibot'

/**
 * The e-mail rule of both forms: valibot's RFC 5322 pattern (it accepts O'Brien and IDN domains,
 * which valibot's stricter `email()` rejects) plus a domain with a dot, as a diner's address has.
 * spec: menu-browsing §5 (e-mail pattern); ordering-payment §5 Checkout form (standard address pattern)
 * @param message - the issue message (a message key)
 * @returns the pipe actions, to follow a trimmed string
 */
export function emailActions<TMessage extends string>(message: TMessage) {
  return [
    v.rfcEmail(message),
    v.check((text: string) => /@[^@.]+(?:\.[^@.]+)*\.[^@.]{2,}$/.test(text), message),
  ] as const
}
