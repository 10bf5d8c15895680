/** Every way a caller can misuse @carte/pricing, with the message each one throws. */
export const PRICING_ERROR_MESSAGES = {
  INVALID_AMOUNT: 'amount must be a non-negative decimal string such as "12.500"',
  INVALID_PERCENT: 'percentage must be a decimal string from 0 to 100',
  INVALID_DECIMAL_PLACES: 'decimal places must be an integer from 0 to 6',
  INVALID_QUANTITY: 'quantity must be a whole number of at least 1',
  INVALID_GUESTS: 'guests must be a whole number from 2 to 6',
  INVALID_COUNT: 'count must be a whole number of at least 0',
  UNKNOWN_TAX_TYPE: "tax type must be 'percentage' or 'fixed'",
  UNKNOWN_MATH: "variation math must be '+' or '-'",
  UNKNOWN_DISCOUNT_VALUE_TYPE:
    "coupon discount_value_type must be 'percentage', 'fixed' or 'fixed_amount'",
  UNKNOWN_ORDER_TYPE: "order type must be 'delivery', 'dine_in', 'takeaway' or 'drive_thru'",
  DUPLICATE_UUID: 'a cart line with this uuid is already in the cart',
  OUT_OF_STOCK: 'no cart line is made for a product out of stock (check isOutOfStock first)',
  NOT_A_FORMATTED_PRICE: 'text is not a price formatted with these options',
} as const

/** The code of a programmer error; one key of {@link PRICING_ERROR_MESSAGES}. */
export type PricingErrorCode = keyof typeof PRICING_ERROR_MESSAGES

/**
 * The one error @carte/pricing throws, for programmer mistakes only (diner input never throws).
 * `code` names the mistake; the message starts with `[@carte/pricing]`.
 */
export class PricingError extends Error {
  override readonly name = 'PricingError'
  /** Which rule the caller broke. */
  readonly code: PricingErrorCode

  /**
   * @param code - the broken rule
   * @param detail - the offending value or field, appended to the message
   */
  constructor(code: PricingErrorCode, detail?: string) {
    super(
      `[@carte/pricing] ${PRICING_ERROR_MESSAGES[code]}${detail === undefined ? '' : ` (${detail})`}`,
    )
    this.code = code
  }
}

/** Throws a {@link PricingError} with `code` unless `condition` holds. */
export function assert(
  condition: unknown,
  code: PricingErrorCode,
  detail?: string,
): asserts condition {
  if (!condition) throw new PricingError(code, detail)
}
