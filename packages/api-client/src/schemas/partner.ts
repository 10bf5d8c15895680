import * as v from 'valibot'
import type { DeepReadonly } from '../deep-readonly'
import { loyaltyDiscountSchema, orderLineItemSchema } from './order'
import { ORDER_TYPES } from './order-types'
import {
  flagSchema,
  idSchema,
  moneySchema,
  nullableTextSchema,
  referenceSchema,
  textSchema,
} from './primitives'

/** Wallet data. spec: ordering-payment §3 Wallet data; §7 GET /iiko/af/blue/{id}/ */
export const walletSchema = v.object({
  wallet_id: referenceSchema,
  name: textSchema,
  balance: moneySchema,
})

/**
 * The wallet's one-time code: this many digits, no more, no fewer (the code field takes this many,
 * and the redeem body is refused otherwise).
 * spec: ordering-payment §9 "OTP length 6"; §5 Wallet redemption
 */
export const WALLET_OTP_LENGTH = 6

const otpPattern = new RegExp(`^\\d{${WALLET_OTP_LENGTH}}$`)

/** Wallet redeem body; the code is exactly 6 digits. spec: ordering-payment §5 Wallet redemption */
export const walletRedeemBodySchema = v.object({
  wallet_id: referenceSchema,
  // moneySchema is non-negative: a negative amount is refused (spec: "minimum 0").
  amount: moneySchema,
  otp: v.pipe(v.string(), v.regex(otpPattern, `Expected a ${WALLET_OTP_LENGTH}-digit code`)),
})

/** Any 2xx answer whose body the client does not read (acknowledgement). */
export const acknowledgementSchema = v.unknown()

/** Loyalty promotions body. spec: ordering-payment §7 POST /iiko/loyalty/promotions/ */
export const loyaltyPromotionsBodySchema = v.object({
  emenu_id: idSchema,
  cart_items: v.array(orderLineItemSchema),
  employee_id: v.nullish(v.string(), null),
  order_type: v.picklist(ORDER_TYPES),
})

/**
 * Loyalty promotions answer: a list of loyalty discounts, also accepted wrapped as
 * { iiko_loyalty_discounts } / { loyalty_discounts } / { discounts }. Output: the list.
 * spec: ordering-payment §7 "list of loyalty discounts"
 */
export const loyaltyPromotionsResponseSchema = v.union([
  v.array(loyaltyDiscountSchema),
  v.pipe(
    v.object({ iiko_loyalty_discounts: v.array(loyaltyDiscountSchema) }),
    v.transform((input) => input.iiko_loyalty_discounts),
  ),
  v.pipe(
    v.object({ loyalty_discounts: v.array(loyaltyDiscountSchema) }),
    v.transform((input) => input.loyalty_discounts),
  ),
  v.pipe(
    v.object({ discounts: v.array(loyaltyDiscountSchema) }),
    v.transform((input) => input.discounts),
  ),
])

/**
 * Employee verification answer; `disable_phone` (default false) asks the checkout to disable the
 * customer phone field. spec: ordering-payment §7 GET /iiko/af/verify-employee-id/{id}/; §4 Employee
 * discount "optionally disables the customer phone field"
 */
export const employeeSchema = v.object({
  employee_id: referenceSchema,
  employee_phone: nullableTextSchema,
  disable_phone: flagSchema,
})

/** Tips body. spec: ordering-payment §7 POST /iiko/tips/loyalty/promotions/ */
export const tipsBodySchema = v.object({
  order_uuid: v.pipe(v.string(), v.minLength(1)),
  tips_amount: moneySchema,
})

/**
 * Split create body: 2 to 6 amounts (JSON numbers on the wire, decimal strings after parsing).
 * spec: ordering-payment §7 POST /iiko/af/split-payments/create/; §5 Split payment
 */
export const splitCreateBodySchema = v.object({
  order_id: referenceSchema,
  split_amounts: v.pipe(v.array(moneySchema), v.minLength(2), v.maxLength(6)),
})

/** Split share payment body. spec: ordering-payment §7 POST /iiko/af/split-payments/ */
export const splitPayBodySchema = v.object({
  order_id: referenceSchema,
  split_payment_uuid: v.pipe(v.string(), v.minLength(1)),
  selected_language: v.string(),
})

/** Full payment body. spec: ordering-payment §7 POST /iiko/af/payments/ */
export const fullPaymentBodySchema = v.object({
  order_id: referenceSchema,
  payment_options: v.literal('full'),
  selected_language: v.string(),
})

/** Answer of a payment start (split share or full): where to send the diner. spec: ordering-payment §7 */
export const paymentUrlSchema = v.object({
  payment_url: v.pipe(v.string(), v.minLength(1)),
})

/** Output of walletSchema. */
export type Wallet = v.InferOutput<typeof walletSchema>
/** What a caller passes to redeem a wallet. */
export type WalletRedeemBody = DeepReadonly<v.InferInput<typeof walletRedeemBodySchema>>
/** What a caller passes to loyalty promotions. */
export type LoyaltyPromotionsBody = DeepReadonly<v.InferInput<typeof loyaltyPromotionsBodySchema>>
/** Output of employeeSchema. */
export type Employee = v.InferOutput<typeof employeeSchema>
/** What a caller passes to sync tips. */
export type TipsBody = DeepReadonly<v.InferInput<typeof tipsBodySchema>>
/** What a caller passes to create split shares. */
export type SplitCreateBody = DeepReadonly<v.InferInput<typeof splitCreateBodySchema>>
/** What a caller passes to pay a split share. */
export type SplitPayBody = DeepReadonly<v.InferInput<typeof splitPayBodySchema>>
/** What a caller passes to pay the full amount. */
export type FullPaymentBody = DeepReadonly<v.InferInput<typeof fullPaymentBodySchema>>
/** Output of paymentUrlSchema. */
export type PaymentUrl = v.InferOutput<typeof paymentUrlSchema>
/** What the server may send for walletSchema (before defaults and normalisation). */
export type WalletInput = v.InferInput<typeof walletSchema>
/** What the server may send for employeeSchema (before defaults and normalisation). */
export type EmployeeInput = v.InferInput<typeof employeeSchema>
/** What the server may send for loyaltyPromotionsResponseSchema (before defaults and normalisation). */
export type LoyaltyPromotionsResponseInput = v.InferInput<typeof loyaltyPromotionsResponseSchema>
/** What the server may send for paymentUrlSchema (before defaults and normalisation). */
export type PaymentUrlInput = v.InferInput<typeof paymentUrlSchema>
