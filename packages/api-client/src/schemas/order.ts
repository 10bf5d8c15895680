import * as v from 'valibot'
import type { DeepReadonly } from '../deep-readonly'
import { ORDER_TYPES } from './order-types'
import { PAYMENT_TYPES } from './payment-types'
import {
  flagSchema,
  idSchema,
  integerSchema,
  listOf,
  moneyOrZeroSchema,
  moneySchema,
  nullableIdSchema,
  nullableReferenceSchema,
  nullableTextSchema,
  pointSchema,
  textSchema,
} from './primitives'

/** The status a removed line carries. spec: ordering-payment §3 Order line item */
export const DELETED_LINE_STATUS = 'Deleted'

/** A variation value as the cart holds it (selected flag). spec: ordering-payment §3 Cart item */
export const cartVariationValueSchema = v.object({
  id: idSchema,
  variation_value: nullableTextSchema,
  name: nullableTextSchema,
  price: moneyOrZeroSchema,
  math: v.fallback(v.nullish(v.picklist(['+', '-']), '+'), '+'),
  selected: flagSchema,
})

/** A variation group as the cart holds it. spec: ordering-payment §3 Cart item variations */
export const cartVariationSchema = v.object({
  id: idSchema,
  name: textSchema,
  values: listOf(cartVariationValueSchema),
})

/** A combo product as the cart holds it. spec: ordering-payment §3 Cart item combo_groups */
export const cartComboProductSchema = v.object({
  id: idSchema,
  name: textSchema,
  selected: flagSchema,
  increase_price_by: moneyOrZeroSchema,
  product_variations: listOf(cartVariationSchema),
})

/** A combo group as the cart holds it. spec: ordering-payment §3 Cart item combo_groups */
export const cartComboGroupSchema = v.object({
  id: idSchema,
  name: textSchema,
  products: listOf(cartComboProductSchema),
})

/** Order line item sent to the server. spec: ordering-payment §3 Order line item */
export const orderLineItemSchema = v.object({
  product: idSchema,
  product_sku: textSchema,
  product_name: v.string(),
  product_variations: listOf(cartVariationSchema),
  product_variation: textSchema,
  variations: listOf(idSchema),
  combo_groups: listOf(cartComboGroupSchema),
  product_price: moneySchema,
  product_price_currency: textSchema,
  quantity: v.pipe(integerSchema, v.minValue(1)),
  special_instructions: textSchema,
  cart_uuid: v.pipe(v.string(), v.minLength(1)),
  status: v.nullish(v.literal(DELETED_LINE_STATUS), null),
})

/** A loyalty discount. spec: ordering-payment §3 Order read additional_data.iiko_loyalty_discounts */
export const loyaltyDiscountSchema = v.object({
  name: textSchema,
  discounts: listOf(v.object({ discountSum: moneyOrZeroSchema })),
})

/**
 * Order create body: every field of the order payload.
 * spec: ordering-payment §3 Order payload (create); §5 Order payload rules
 */
export const orderCreateBodySchema = v.object({
  menu: idSchema,
  customer_name: v.pipe(v.string(), v.minLength(1)),
  address: textSchema,
  address_coordinates: v.nullish(pointSchema, null),
  address_google_place_data: v.nullish(v.unknown(), null),
  address_flat_no: textSchema,
  address_building_premise: textSchema,
  address_area_street: textSchema,
  address_landmark: textSchema,
  email: textSchema,
  phone: textSchema,
  order_comments: textSchema,
  order_type: v.picklist(ORDER_TYPES),
  delivery_fees: moneyOrZeroSchema,
  delivery_fees_currency: textSchema,
  coupon: nullableIdSchema,
  discount: moneyOrZeroSchema,
  taxes: moneyOrZeroSchema,
  sub_total: moneySchema,
  sub_total_currency: textSchema,
  total: moneySchema,
  total_currency: textSchema,
  delivery_datetime: v.nullish(v.string(), null),
  payment_type: v.picklist(PAYMENT_TYPES),
  line_items: v.pipe(v.array(orderLineItemSchema), v.minLength(1)),
  additional_data: v.nullish(
    v.object({
      employee_id: v.nullish(v.string(), null),
      iiko_loyalty_discounts: listOf(loyaltyDiscountSchema),
      // The spec names no field for the drive-thru car number; it travels here.
      car_number: v.nullish(v.string(), null),
    }),
    { employee_id: null, iiko_loyalty_discounts: [], car_number: null },
  ),
  origin_label: v.nullish(v.string(), null),
  origin_type: v.nullish(v.pipe(v.string(), v.toLowerCase()), null),
  origin_location: v.nullish(pointSchema, null),
})

/** Order patch body (merge or line change). spec: ordering-payment §7 PATCH /{lang}/api/order/{uuid}/ */
export const orderPatchBodySchema = v.object({
  line_items: v.pipe(v.array(orderLineItemSchema), v.minLength(1)),
})

/** A line item as the order read returns it (tolerant). spec: ordering-payment §3 Order read */
export const orderReadLineItemSchema = v.object({
  product: nullableIdSchema,
  product_sku: textSchema,
  product_name: textSchema,
  product_variation: textSchema,
  variations: listOf(idSchema),
  combo_groups: listOf(cartComboGroupSchema),
  product_price: moneyOrZeroSchema,
  product_price_currency: textSchema,
  // A missing quantity is one; a negative one is not an order line (the receipt counts lines).
  quantity: v.nullish(v.pipe(integerSchema, v.minValue(0)), 1),
  special_instructions: textSchema,
  cart_uuid: nullableTextSchema,
  status: nullableTextSchema,
})

/** A split-bill share. spec: ordering-payment §3 Split payment */
export const splitPaymentSchema = v.object({
  uuid: v.string(),
  status: v.string(),
  guest_name: textSchema,
  amount: moneySchema,
})

/** Order as read back. spec: ordering-payment §3 Order read; §7 GET /{lang}/api/order/{id}/ */
export const orderSchema = v.object({
  uuid: v.string(),
  id: nullableIdSchema,
  created: textSchema,
  status: v.string(),
  padded_order_id: nullableReferenceSchema,
  order_type: v.fallback(v.nullish(v.picklist(ORDER_TYPES), null), null),
  customer_name: textSchema,
  phone: textSchema,
  discounts: listOf(
    v.object({
      name: textSchema,
      amount_value: moneyOrZeroSchema,
      free_delivery: flagSchema,
    }),
  ),
  delivery_fees: moneyOrZeroSchema,
  total: moneySchema,
  sub_total: moneyOrZeroSchema,
  line_items: listOf(orderReadLineItemSchema),
  taxes: listOf(v.object({ id: nullableIdSchema, name: textSchema, amount: moneyOrZeroSchema })),
  order_comments: textSchema,
  additional_data: v.nullish(
    v.object({
      tips_amount: v.nullish(moneySchema, '0.000'),
      iiko_loyalty_discounts: listOf(loyaltyDiscountSchema),
    }),
    { tips_amount: '0.000', iiko_loyalty_discounts: [] },
  ),
  payments: listOf(v.object({ payment_type: v.string(), amount: moneySchema })),
  split_payments: listOf(splitPaymentSchema),
  balance_due: moneyOrZeroSchema,
  change: moneyOrZeroSchema,
  payment_url: nullableTextSchema,
})

/** Order create answer (201): the order read shape plus payment_url. spec: CONTRACT Order create */
export const orderCreateResponseSchema = orderSchema

/** The open order a 409 existing_order answer carries. spec: ordering-payment §3 Existing order */
export const existingOrderSchema = v.object({
  uuid: v.string(),
  line_items: listOf(orderReadLineItemSchema),
})

/** What a caller may pass as an order create body. */
export type OrderCreateBodyInput = DeepReadonly<v.InferInput<typeof orderCreateBodySchema>>
/** A validated order create body (money as decimal strings). */
export type OrderCreateBody = v.InferOutput<typeof orderCreateBodySchema>
/** What a caller may pass as an order line item. */
export type OrderLineItemInput = DeepReadonly<v.InferInput<typeof orderLineItemSchema>>
/** A validated order line item. */
export type OrderLineItem = v.InferOutput<typeof orderLineItemSchema>
/** What a caller may pass as an order patch body. */
export type OrderPatchBodyInput = DeepReadonly<v.InferInput<typeof orderPatchBodySchema>>
/** A validated order patch body. */
export type OrderPatchBody = v.InferOutput<typeof orderPatchBodySchema>
/** A cart variation group (selected flags). */
export type CartVariation = v.InferOutput<typeof cartVariationSchema>
/** A cart combo group (selected flags). */
export type CartComboGroup = v.InferOutput<typeof cartComboGroupSchema>
/** An order as read back. */
export type Order = v.InferOutput<typeof orderSchema>
/** A line item of an order read. */
export type OrderReadLineItem = v.InferOutput<typeof orderReadLineItemSchema>
/** A split-bill share. */
export type SplitPayment = v.InferOutput<typeof splitPaymentSchema>
/** A loyalty discount. */
export type LoyaltyDiscount = v.InferOutput<typeof loyaltyDiscountSchema>
/** The open order of a 409 existing_order answer. */
export type ExistingOrder = v.InferOutput<typeof existingOrderSchema>
/** What the server may send for orderSchema (before defaults and normalisation). */
export type OrderInput = v.InferInput<typeof orderSchema>
/** What the server may send for existingOrderSchema (before defaults and normalisation). */
export type ExistingOrderInput = v.InferInput<typeof existingOrderSchema>
