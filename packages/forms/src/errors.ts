/** Every way a caller can misuse @carte/forms, with the message each one throws. */
export const FORMS_ERROR_MESSAGES = {
  PHONE_RULES_MISSING:
    'a tel field or the checkout phone is validated but no phone rules were given (pass `phoneRules` from @carte/forms/phone)',
  INVALID_NOW: 'now must be an ISO instant with a Z or an offset, such as "2026-11-22T09:30:00Z"',
  INVALID_COORDINATES: 'latitude must be within -90..90 and longitude within -180..180',
} as const

/** The code of a programmer error; one key of {@link FORMS_ERROR_MESSAGES}. */
export type FormsErrorCode = keyof typeof FORMS_ERROR_MESSAGES

/**
 * The one error @carte/forms throws, for programmer mistakes only (user input never throws).
 * `code` names the mistake; the message starts with `[@carte/forms]`.
 */
export class FormsError extends Error {
  override readonly name = 'FormsError'
  /** Which rule the caller broke. */
  readonly code: FormsErrorCode

  /**
   * @param code - the broken rule
   * @param detail - the offending value, appended to the message
   */
  constructor(code: FormsErrorCode, detail?: string) {
    super(
      `[@carte/forms] ${FORMS_ERROR_MESSAGES[code]}${detail === undefined ? '' : ` (${detail})`}`,
    )
    this.code = code
  }
}

/**
 * Throws a {@link FormsError} with `code` unless `condition` holds.
 * @param condition - what must be true
 * @param code - the rule broken when it is not
 * @param detail - the offending value
 * @returns nothing; narrows `condition`
 */
export function assert(
  condition: unknown,
  code: FormsErrorCode,
  detail?: string,
): asserts condition {
  if (!condition) throw new FormsError(code, detail)
}
