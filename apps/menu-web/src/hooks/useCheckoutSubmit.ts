import {
  buildOrderLineItem,
  buildOrderPayload,
  type CheckoutAttempt,
  checkoutPayloadFields,
  checkoutRequest,
  createOrder,
  type ExistingOrder,
  existingOrderOf,
  isDateTimeRefusal,
  isFollowablePaymentUrl,
  isOnlinePayment,
  isWhatsappOrder,
  mapsLink,
  NO_RESPONSE_MESSAGE,
  ORDER_SUBMIT_ERROR_MESSAGE,
  type Order,
  orderCouponId,
  orderErrorMessage,
  patchOrder,
  REQUEST_SETUP_MESSAGE,
  ServerError,
  whatsappChatUrl,
} from '@carte/api-client'
import { queryKeys } from '@carte/api-client/query'
import { deliveryAddressText } from '@carte/forms'
import { lineUnitPrice, whatsappOrderText } from '@carte/pricing'
import { useT } from '@carte/ui'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useRef, useState } from 'react'
import { apiBaseUrl } from '../config'
import { apiConfig } from '../data/api'
import { ORDER_TYPE_TEXT } from '../lib/order-type-text'
import { isOutsideGeofence } from '../lib/outside-geofence'
import {
  clearCheckoutAttempt,
  readCheckoutAttempt,
  writeCheckoutAttempt,
} from '../state/checkout-attempt'
import { paymentUrlAtom } from '../state/payment-url'
import { cartAtom, orderLocationAtom } from '../state/persisted'
import { whatsappChatAtom } from '../state/whatsapp-chat'
import type { CartScreenModel } from './useCartScreen'
import type { CheckoutFormModel } from './useCheckoutForm'
import { useMenu, useVenue } from './useMenu'

/** Where placing the order stands. */
export type SubmitPhase = 'idle' | 'submitting' | 'merging' | 'placed'

/** The submit side of the checkout: the action, its phase, the error and the merge offer. */
export interface CheckoutSubmit {
  readonly phase: SubmitPhase
  /** The §8 message of the last failure (translated), or null. */
  readonly error: string | null
  /** The table's open order offered for a merge (409 existing_order), or null. */
  readonly existingOrder: ExistingOrder | null
  /** Online payment: the order goes to a payment page after it is created. */
  readonly online: boolean
  /** The WhatsApp order message applies (online payment off, WhatsApp ordering and user send on). */
  readonly whatsapp: boolean
  readonly submit: () => void
  readonly merge: () => void
  readonly cancelMerge: () => void
}

/**
 * Placing the order: builds the payload (api-client buildOrderPayload, unit prices from
 * @carte/pricing), sends it with one Idempotency-Key per checkout attempt (kept in sessionStorage
 * with the body's fingerprint, reused until the body changes, cleared after a 201; a date-time left
 * at its default is the minute of the press, and goes out again as the first attempt sent it:
 * api-client checkoutRequest; refused as past, it is sent once more at the current minute:
 * isDateTimeRefusal), then opens the WhatsApp chat with the order's summary (its type, delivery
 * address and comments included; the link is kept for the order page), follows a payment URL
 * (https: or the sandbox origin only) or goes to the order page and empties the cart (its lines,
 * coupon, comments and employee discount; a merge keeps the comments, which it does not send); a 409
 * existing_order offers the merge; every failure keeps the cart and the form.
 * spec: ordering-payment §4 Placing an order, §5 Date/time (default now), §7 POST/PATCH order, §8
 * Submit error; CONTRACT Idempotency
 * @param model - the cart model (the same totals the cart shows).
 * @param form - the checkout form.
 * @returns the submit model.
 */
export function useCheckoutSubmit(model: CartScreenModel, form: CheckoutFormModel): CheckoutSubmit {
  const menu = useMenu()
  const { license, lang } = useVenue()
  const t = useT()
  const navigate = useNavigate()
  const [cart, setCart] = useAtom(cartAtom(license))
  const location = useAtomValue(orderLocationAtom(license))
  const setPaymentUrl = useSetAtom(paymentUrlAtom)
  const setWhatsappChat = useSetAtom(whatsappChatAtom)
  const queryClient = useQueryClient()
  const [phase, setPhase] = useState<SubmitPhase>('idle')
  const [error, setError] = useState<string | null>(null)
  const [existingOrder, setExistingOrder] = useState<ExistingOrder | null>(null)
  // A second tap lands before React re-renders the disabled button: the ref sees it at once.
  const busy = useRef(false)

  const online = isOnlinePayment(model.paymentType)
  const whatsapp = isWhatsappOrder(menu, model.paymentType)

  const translateError = (failure: unknown) => {
    const message = orderErrorMessage(failure)
    if (message === NO_RESPONSE_MESSAGE) return t('ui_str_no_response', message)
    if (message === REQUEST_SETUP_MESSAGE) return t('ui_str_request_setup_error', message)
    if (message === ORDER_SUBMIT_ERROR_MESSAGE) return t('ui_str_order_submit_error', message)
    return message
  }

  const lines = cart.map((line) => ({ ...line, unit_price: lineUnitPrice(line) }))

  // The placed order's items now belong to the order: the cart keeps the diner's details, order
  // type and location but drops its lines, its coupon, its employee discount and the comments that
  // went with it (session ruling). Kept after an order, the comments went out with the next one
  // ('No onions' on a dish that has none), as the payment result's reset already knew; a merge
  // sends only lines, so its comments stay (the merge dialog says so).
  const emptyCart = useCallback(
    (commentsSent: boolean) => {
      setCart([])
      model.update(commentsSent ? { couponCode: '', orderComments: '' } : { couponCode: '' })
      // A staff id check still under way must not bring the discount back after the order.
      model.clearEmployee()
    },
    [setCart, model.update, model.clearEmployee],
  )

  const goToOrder = useCallback(
    (order: Order) => {
      // §4 "in the partner integration, stores the active order id": the table's open order is
      // asked again, so the shell's active order (cart icon, cart redirect) names this one.
      if (menu.al_futtaim_enabled && location !== null) {
        void queryClient.invalidateQueries({
          queryKey: queryKeys.activeOrder(location.location, menu.id),
        })
      }
      void navigate({
        to: '/$lang/order/$id',
        params: { lang, id: order.uuid },
        // The order page reads the order it was sent with (§2 Order page "order data passed in
        // navigation state").
        state: (previous) => ({ ...previous, order }),
      })
    },
    [navigate, lang, menu.al_futtaim_enabled, menu.id, location, queryClient],
  )

  const submit = () => {
    if (busy.current) return
    form.touchAll()
    // §2 Checkout: no order while the employee discount is being checked or failed to reach the
    // total (it would carry the employee id without its discount, or neither).
    if (model.employeeBlocksCheckout) return
    if (!form.valid || form.output === undefined) return
    busy.current = true
    setPhase('submitting')
    setError(null)
    const output = form.output
    const state = model.state
    const delivery = model.orderType === 'delivery'
    const parts = state.deliveryAddress
    const fields = checkoutPayloadFields({
      orderType: model.orderType,
      mapsEnabled: menu.enable_address_google_maps,
      commentsEnabled: menu.enable_order_comments,
      mapAddress: deliveryAddressText(parts, state.deliveryFormattedAddress),
      typedAddress: output.address,
      deliveryLocation: state.deliveryLocation,
      comments: state.orderComments,
      geofenceApplies: model.geofenceApplies,
      position: model.geofence.state.position,
    })
    // The body for a delivery date-time: a retry with the time left at its default ('now') sends
    // the first attempt's time again, so a lost answer is replayed, not ordered twice.
    const build = (deliveryDateTime: string | null) =>
      buildOrderPayload({
        menu: { id: menu.id, currency: menu.currency, menu_country: menu.menu_country },
        lines,
        orderType: model.orderType,
        paymentType: model.paymentType,
        customer: {
          name: output.name ?? null,
          email: output.email ?? null,
          phone: output.phone ?? null,
          carNumber: output.carNumber ?? null,
        },
        address: fields.address,
        addressParts: {
          flatNo: parts.flatNumber,
          buildingPremise: parts.building,
          areaStreet: parts.areaStreet,
          landmark: parts.landmark,
        },
        addressPlaceData: state.deliveryPlace,
        deliveryLocation: fields.deliveryLocation,
        orderComments: fields.orderComments,
        totals: {
          subTotal: model.totals.subtotal,
          total: model.totals.total,
          discount: model.totals.discount,
          taxes: model.totals.taxTotal,
          deliveryFees: model.totals.deliveryFee,
        },
        couponId: orderCouponId(model.coupon),
        deliveryDateTime,
        // §3 Order payload additional_data.employee_id: the employee discount (partner only).
        employeeId: model.employeeId,
        loyaltyDiscounts: model.loyaltyDiscounts,
        origin: location ? { label: location.location, type: location.type } : null,
        originLocation: fields.originLocation,
      })
    const placed = (order: Order) => {
      clearCheckoutAttempt(license)
      setPhase('placed')
      if (whatsapp) {
        const text = whatsappOrderText({
          orderId: order.padded_order_id,
          customerName: order.customer_name,
          orderType: t(...ORDER_TYPE_TEXT[model.orderType]),
          address: fields.address,
          comments: fields.orderComments,
          lines: order.line_items.map((item) => ({
            name: item.product_name,
            qty: item.quantity,
            unitPrice: item.product_price,
            variation: item.product_variation,
          })),
          subtotal: order.sub_total,
          taxes: order.taxes.map((tax) => ({ name: tax.name, amount: tax.amount })),
          deliveryFee: order.delivery_fees,
          discount: model.totals.discount,
          total: order.total,
          labels: {
            order: t('ui_str_order', 'Order'),
            name: t('ui_str_name', 'Name'),
            orderType: t('ui_str_order_type', 'Order type'),
            subtotal: t('ui_str_subtotal', 'Subtotal'),
            deliveryFee: t('ui_str_delivery_fee', 'Delivery fee'),
            discount: t('ui_str_discount', 'Discount'),
            total: t('ui_str_total', 'Total'),
            location: t('ui_str_location', 'Location'),
            address: t('ui_str_address', 'Address'),
            comments: t('ui_str_order_comments', 'Order comments'),
          },
          mapsLink: delivery ? mapsLink(state.deliveryLocation) : null,
          money: { ...menu, language: lang },
        })
        const chat = whatsappChatUrl(menu.whatsapp_number, text)
        if (chat !== null) {
          // The order page offers the same chat as a link (a blocked pop-up opens nothing).
          setWhatsappChat({ orderUuid: order.uuid, url: chat })
          window.open(chat, '_blank', 'noopener,noreferrer')
        }
      }
      const paymentUrl = order.payment_url
      if (paymentUrl && isFollowablePaymentUrl(paymentUrl, apiBaseUrl())) {
        // The cart stays until the payment result screen resets it; the cart screen redirects.
        setPaymentUrl(paymentUrl)
        void navigate({ to: '/$lang/cart', params: { lang }, replace: true })
        return
      }
      goToOrder(order)
      emptyCart(true)
    }

    const failed = (failure: unknown) => {
      busy.current = false
      setPhase('idle')
      const open = existingOrderOf(failure)
      if (open !== null) {
        setExistingOrder(open)
        return
      }
      // Refused as outside the area: the gate goes back to 'Refresh Location', so the next
      // Place Order sends a fresh position, not the refused one (menu-browsing §4, §8).
      if (model.geofenceApplies && isOutsideGeofence(failure)) model.geofence.refuse()
      setError(translateError(failure))
    }

    const chosen = form.values.customDateTime !== null
    const newKey = () => crypto.randomUUID()
    // Sends one request; `resend`: the date-time was left at its default, so a refusal of it
    // was our minute, not the diner's choice (isDateTimeRefusal).
    const send = (
      request: { readonly body: ReturnType<typeof build>; readonly attempt: CheckoutAttempt },
      resend: boolean,
    ) => {
      writeCheckoutAttempt(license, request.attempt)
      createOrder(apiConfig(), { lang, body: request.body, idempotencyKey: request.attempt.key })
        .then(placed)
        .catch((failure: unknown) => {
          if (resend && isDateTimeRefusal(failure)) {
            // §5 Date/time "default now": once more at the current minute, under a new key (the
            // refused key holds no order: a stored one is replayed before any check).
            send(
              checkoutRequest({
                stored: null,
                chosenDateTime: null,
                defaultDateTime: form.defaultDateTimeAt(Date.now()),
                build,
                newKey,
              }),
              false,
            )
            return
          }
          failed(failure)
        })
    }
    send(
      checkoutRequest({
        stored: readCheckoutAttempt(license),
        chosenDateTime: chosen ? form.deliveryDateTime : null,
        defaultDateTime: chosen ? null : form.defaultDateTimeAt(Date.now()),
        build,
        newKey,
      }),
      !chosen && form.fields.customDateTime,
    )
  }

  const merge = () => {
    if (busy.current || existingOrder === null) return
    busy.current = true
    setPhase('merging')
    setError(null)
    patchOrder(apiConfig(), {
      lang,
      uuid: existingOrder.uuid,
      body: { line_items: lines.map((line) => buildOrderLineItem(line, menu.currency)) },
    })
      .then((order) => {
        setPhase('placed')
        setExistingOrder(null)
        goToOrder(order)
        emptyCart(false)
      })
      .catch((failure: unknown) => {
        busy.current = false
        setPhase('idle')
        setExistingOrder(null)
        // Status and data logged; a refusal by the server is 'Error adding item' (ordering-payment
        // §8 "Adding to an open order failed with a server response"). Without an answer the
        // press still gets one: no response, as for any order (the cart is kept to try again).
        console.error('[@carte/menu-web] adding to the open order failed', failure)
        setError(
          failure instanceof ServerError
            ? t('ui_str_error_adding_to_order', 'Error adding item')
            : translateError(failure),
        )
      })
  }

  const cancelMerge = () => {
    if (phase === 'merging') return
    setExistingOrder(null)
    setError(null)
    setPhase('idle')
    void navigate({ to: '/$lang/cart', params: { lang } })
  }

  return { phase, error, existingOrder, online, whatsapp, submit, merge, cancelMerge }
}
