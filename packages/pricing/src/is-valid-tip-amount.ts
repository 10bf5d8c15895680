import { tryAmount } from './decimal'

/**
 * Whether a custom tip typed by the diner is acceptable: a number, minimum 0. Never throws.
 * @param text - the typed tip ("2.5")
 * @returns true for a non-negative decimal
 * spec: ordering-payment §5 Tips "number, minimum 0"
 */
export function isValidTipAmount(text: string): boolean {
  return tryAmount(typeof text === 'string' ? text.trim() : text) !== undefined
}
