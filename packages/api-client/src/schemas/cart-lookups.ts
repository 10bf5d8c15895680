import * as v from 'valibot'
import { idSchema, listOf, moneyOrZeroSchema, moneySchema, nullableMoneySchema } from './primitives'

/** Coupon. spec: ordering-payment §3 Coupon; §7 GET /en/api/coupon/{menuId}/{CODE}/ */
export const couponSchema = v.object({
  id: idSchema,
  code: v.nullish(v.string(), null),
  products: listOf(idSchema),
  categories: listOf(idSchema),
  // 'fixed amount' is spelled several ways by venue backends; all mean a fixed amount off.
  discount_value_type: v.pipe(
    v.picklist(['percentage', 'fixed', 'fixed_amount', 'amount']),
    v.transform((type) => (type === 'percentage' ? ('percentage' as const) : ('fixed' as const))),
  ),
  discount_value: moneySchema,
  min_order_value: moneyOrZeroSchema,
  max_discount_value: nullableMoneySchema,
  free_delivery: v.nullish(v.boolean(), false),
})

/** Delivery zone answer. spec: ordering-payment §3 Delivery zone response */
export const deliveryZoneSchema = v.object({
  delivery_amount: moneySchema,
})

/** Table section answer; minimum_order_amount defaults to "0". spec: ordering-payment §7 menu_section */
export const menuSectionSchema = v.object({
  minimum_order_amount: moneyOrZeroSchema,
})

/** Output of couponSchema. */
export type Coupon = v.InferOutput<typeof couponSchema>
/** Output of deliveryZoneSchema. */
export type DeliveryZone = v.InferOutput<typeof deliveryZoneSchema>
/** Output of menuSectionSchema. */
export type MenuSection = v.InferOutput<typeof menuSectionSchema>
/** What the server may send for couponSchema (before defaults and normalisation). */
export type CouponInput = v.InferInput<typeof couponSchema>
/** What the server may send for deliveryZoneSchema (before defaults and normalisation). */
export type DeliveryZoneInput = v.InferInput<typeof deliveryZoneSchema>
/** What the server may send for menuSectionSchema (before defaults and normalisation). */
export type MenuSectionInput = v.InferInput<typeof menuSectionSchema>
