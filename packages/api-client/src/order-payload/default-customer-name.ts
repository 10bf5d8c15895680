import { text } from './trim-text'
import type { OrderOrigin } from './types'

/** Name used when the diner gives none and there is no table or room. spec: ordering-payment §5 */
export const GENERIC_CUSTOMER_NAME = 'Carte Customer'

/**
 * The default customer name: the diner's name, else '{Type}# {label}' from the origin
 * (e.g. 'Table# 12'), else a generic name.
 * @param name the name typed (may be empty)
 * @param origin the table or room, or null
 * @param generic the generic name
 * @returns the name to send
 * spec: ordering-payment §5 "Default customer name when none is given: the origin label"
 */
export function defaultCustomerName(
  name: string | null | undefined,
  origin: OrderOrigin | null | undefined,
  generic: string = GENERIC_CUSTOMER_NAME,
): string {
  const given = text(name)
  if (given !== '') return given
  if (origin && origin.label.trim() !== '') return `${origin.type}# ${origin.label.trim()}`
  return generic
}
