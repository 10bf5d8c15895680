// @carte/api-client — the venue API contract. Core entry: no React.

export { ApiClientUsageError, ERROR_PREFIX, MESSAGES } from './assert'
export { checkGeofence } from './calls/check-geofence'
export { createOrder } from './calls/create-order'
export { createSplitPayments } from './calls/create-split-payments'
export { existingOrderOf } from './calls/existing-order-of'
export { GEOFENCE_FALLBACK_MESSAGE, geofenceFailureMessage } from './calls/geofence-failure-message'
export { getActiveOrder } from './calls/get-active-order'
export { getCoupon } from './calls/get-coupon'
export { getCustomDomain } from './calls/get-custom-domain'
export { getDeliveryZone } from './calls/get-delivery-zone'
export { getFeedbackForm } from './calls/get-feedback-form'
export { getLicenseForDomain, NO_LICENSE } from './calls/get-license-for-domain'
export { getLoyaltyPromotions } from './calls/get-loyalty-promotions'
export { getManifest } from './calls/get-manifest'
export { getMenu } from './calls/get-menu'
export { getMenuLanguages } from './calls/get-menu-languages'
export { getMenuSection } from './calls/get-menu-section'
export { getOrder } from './calls/get-order'
export { getPaymentStatus, PENDING_PAYMENT_STATUS } from './calls/get-payment-status'
export { getWallet } from './calls/get-wallet'
export { launchImageUrl } from './calls/launch-image-url'
export { manifestUrl } from './calls/manifest-url'
export { patchOrder } from './calls/patch-order'
export { payFullAmount } from './calls/pay-full-amount'
export { paySplitPayment } from './calls/pay-split-payment'
export { postSubmission } from './calls/post-submission'
export { preferredPlace } from './calls/preferred-place'
export { receiptUrl } from './calls/receipt-url'
export { redeemWallet } from './calls/redeem-wallet'
export { resolveLanguage } from './calls/resolve-language'
export { reverseGeocode } from './calls/reverse-geocode'
export { GEOCODER_RADIUS_METRES, searchAddresses } from './calls/search-addresses'
export { syncTips } from './calls/sync-tips'
export { touchIconUrl } from './calls/touch-icon-url'
export { verifyEmployee } from './calls/verify-employee'
export {
  type AddressLookupInput,
  type AddressLookupStatus,
  addressLookupStatus,
} from './checkout/address-lookup-status'
export { type CheckoutAttempt, checkoutAttempt } from './checkout/checkout-attempt'
export {
  type CheckoutLocationLabel,
  checkoutLocationLabel,
} from './checkout/checkout-location-label'
export { checkoutNeedsLocation } from './checkout/checkout-needs-location'
export { checkoutRedirect } from './checkout/checkout-redirect'
export { type CheckoutRequestInput, checkoutRequest } from './checkout/checkout-request'
export {
  type CouponLookupInput,
  type CouponLookupStatus,
  couponLookupStatus,
} from './checkout/coupon-lookup-status'
export {
  type DeliveryStage,
  type DeliveryStageInput,
  deliveryStage,
} from './checkout/delivery-stage'
export {
  type EmployeeDiscountBox,
  type EmployeeDiscountBoxInput,
  type EmployeeDiscountStatus,
  employeeDiscountBox,
} from './checkout/employee-discount-box'
export { type EmployeePhoneLockInput, lockedEmployeePhone } from './checkout/employee-phone-lock'
export { isDateTimeRefusal } from './checkout/is-date-time-refusal'
export { isFollowablePaymentUrl } from './checkout/is-followable-payment-url'
export { isOnlinePayment } from './checkout/is-online-payment'
export { isWhatsappOrder, type WhatsappOrderFlags } from './checkout/is-whatsapp-order'
export { liveOrderLines } from './checkout/live-order-lines'
export { mapsLink } from './checkout/maps-link'
export { orderCouponId } from './checkout/order-coupon-id'
export { ORDER_SUBMIT_ERROR_MESSAGE, orderErrorMessage } from './checkout/order-error-message'
export { orderFingerprint } from './checkout/order-fingerprint'
export { type PaymentResultView, paymentResultView } from './checkout/payment-result-view'
export { sectionTableNumber } from './checkout/section-table-number'
export { whatsappChatUrl } from './checkout/whatsapp-chat-url'
export {
  API_BASE_URLS,
  API_ENVIRONMENTS,
  type ApiConfig,
  type ApiEnvironment,
  type CallOptions,
  type CreateApiConfigOptions,
  createApiConfig,
  type FetchInitLike,
  type FetchLike,
  type FetchResponseLike,
  REQUEST_TIMEOUT_MS,
} from './config'
export type { DeepReadonly } from './deep-readonly'
export {
  ApiError,
  LicenseNotActiveError,
  NO_RESPONSE_MESSAGE,
  NoResponseError,
  REQUEST_SETUP_MESSAGE,
  type RequestInfo,
  RequestSetupError,
  SchemaError,
  ServerError,
} from './errors'
export { feedbackFormOf } from './feedback-form-of'
export { issuePath } from './issue-path'
export { type AddOrigin, type AfterAddTarget, afterAddTarget } from './menu/after-add-target'
export { categoryImage } from './menu/category-image'
export { defaultImages } from './menu/default-images'
export { drawerCategories } from './menu/drawer-categories'
export { homeCategories } from './menu/home-categories'
export { type AddFormContext, isAddFormShown } from './menu/is-add-form-shown'
export { isCategoryShown } from './menu/is-category-shown'
export { isNewerVersion } from './menu/is-newer-version'
export { isOrderingOpen, type OrderingOpenInput } from './menu/is-ordering-open'
export { isProductShown } from './menu/is-product-shown'
export { productImage } from './menu/product-image'
export {
  type ProductListing,
  type ProductListingContext,
  productListing,
} from './menu/product-listing'
export { type SearchIndex, searchIndex } from './menu/search-index'
export { searchIndexProducts } from './menu/search-index-products'
export { searchProducts } from './menu/search-products'
export { shownProducts } from './menu/shown-products'
export { type SpecialSection, specialSections } from './menu/special-sections'
export type { HoursNow, ImageSource, IsShown, MenuSearch } from './menu/types'
export { type UpsellContext, upsellProducts } from './menu/upsell-products'
export { discountLabel } from './order/discount-label'
export { isWalletCardShown } from './order/is-wallet-card-shown'
export { LOYALTY_DISCOUNT_TEXT, loyaltyDiscountLabel } from './order/loyalty-discount-label'
export { namesOtherLocation } from './order/names-other-location'
export {
  type ActiveOrderFlags,
  NO_ACTIVE_ORDER_FLAGS,
  nextActiveOrder,
} from './order/next-active-order'
export {
  type OrderPageSections,
  type OrderPageSectionsInput,
  orderPageSections,
} from './order/order-page-sections'
export { PAYMENTS_TEXT, paymentLabel } from './order/payment-label'
export { PAYMENT_TYPE_TEXT, paymentTypeName } from './order/payment-type-name'
export type { ReceiptTranslate } from './order/receipt-translate'
export {
  type ActiveOrderCheckInput,
  shouldCheckActiveOrder,
} from './order/should-check-active-order'
export { splitShareState } from './order/split-share-state'
export { type SubtotalLabelWords, subtotalLabel } from './order/subtotal-label'
export { buildOrderLineItem } from './order-payload/build-order-line-item'
export { buildOrderPayload } from './order-payload/build-order-payload'
export {
  type CheckoutPayloadFields,
  type CheckoutPayloadFieldsInput,
  checkoutPayloadFields,
} from './order-payload/checkout-payload-fields'
export { defaultCustomerName, GENERIC_CUSTOMER_NAME } from './order-payload/default-customer-name'
export { toE164Phone } from './order-payload/to-e164-phone'
export { toPoint } from './order-payload/to-point'
export type {
  CartId,
  CartLine,
  CartLineComboGroup,
  CartLineComboProduct,
  CartLineVariation,
  CartLineVariationValue,
  LatLng,
  OrderOrigin,
  OrderPayloadInput,
} from './order-payload/types'
export { variationText } from './order-payload/variation-text'
export { type OrderStatusView, orderStatusView } from './order-status-view'
export { parseResponse } from './parse-response'
export {
  isPaymentProvider,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUS_CALLS,
  type PaymentProvider,
  type PaymentQuery,
  type PaymentStatusCall,
  type PaymentStatusRequest,
  planPaymentStatusRequest,
} from './payment-providers'
export { queryKeys } from './query-keys'
export { type RequestSpec, request } from './request'
export {
  type ActiveOrder,
  type ActiveOrderInput,
  activeOrderSchema,
} from './schemas/active-order'
export type { CouponInput, DeliveryZoneInput, MenuSectionInput } from './schemas/cart-lookups'
export {
  type Coupon,
  couponSchema,
  type DeliveryZone,
  deliveryZoneSchema,
  type MenuSection,
  menuSectionSchema,
} from './schemas/cart-lookups'
export type { GeocoderResultsInput } from './schemas/extras'
export {
  type ErrorBody,
  errorBodySchema,
  type GeocoderPlace,
  type GeocoderResults,
  geocoderPlaceSchema,
  geocoderResultsSchema,
} from './schemas/extras'
export { formDataSchema, type RawFormData } from './schemas/form-data'
export {
  type Category,
  type ClosurePeriod,
  type ComboGroup,
  type ComboProduct,
  categoryImageSchema,
  categorySchema,
  closurePeriodSchema,
  comboGroupSchema,
  comboProductSchema,
  defaultImageSchema,
  type HoursEntry,
  hoursEntrySchema,
  type MenuData,
  type MenuDataInput,
  type MenuForm,
  menuFormSchema,
  menuSchema,
  ORDER_TYPES,
  type OrderType,
  type Page,
  type Product,
  type ProductVariation,
  type Promotion,
  type Property,
  pageSchema,
  productImageSchema,
  productSchema,
  productVariationSchema,
  promotionSchema,
  propertySchema,
  type Tax,
  taxSchema,
  type Variation,
  type VariationValue,
  variationSchema,
  variationValueSchema,
} from './schemas/menu'
export type {
  CustomDomainInput,
  FeedbackFormInput,
  GeofenceResponseInput,
  ManifestInput,
  MenuLanguagesInput,
  SubmissionResponseInput,
} from './schemas/menu-info'
export {
  type CustomDomain,
  customDomainSchema,
  type FeedbackForm,
  feedbackFormSchema,
  type GeofenceBody,
  type GeofenceResult,
  geofenceBodySchema,
  geofenceResponseSchema,
  type Language,
  languageSchema,
  type Manifest,
  type MenuLanguages,
  manifestSchema,
  menuLanguagesSchema,
  type SubmissionBody,
  type SubmissionResponse,
  submissionBodySchema,
  submissionResponseSchema,
} from './schemas/menu-info'
export type { ExistingOrderInput, OrderInput } from './schemas/order'
export {
  type CartComboGroup,
  type CartVariation,
  cartComboGroupSchema,
  cartComboProductSchema,
  cartVariationSchema,
  cartVariationValueSchema,
  DELETED_LINE_STATUS,
  type ExistingOrder,
  existingOrderSchema,
  type LoyaltyDiscount,
  loyaltyDiscountSchema,
  type Order,
  type OrderCreateBody,
  type OrderCreateBodyInput,
  type OrderLineItem,
  type OrderLineItemInput,
  type OrderPatchBody,
  type OrderPatchBodyInput,
  type OrderReadLineItem,
  orderCreateBodySchema,
  orderCreateResponseSchema,
  orderLineItemSchema,
  orderPatchBodySchema,
  orderReadLineItemSchema,
  orderSchema,
  type SplitPayment,
  splitPaymentSchema,
} from './schemas/order'
export type { OrderUpdateInput } from './schemas/order-update'
export { type OrderUpdate, orderUpdateSchema } from './schemas/order-update'
export type {
  EmployeeInput,
  LoyaltyPromotionsResponseInput,
  PaymentUrlInput,
  WalletInput,
} from './schemas/partner'
export {
  acknowledgementSchema,
  type Employee,
  employeeSchema,
  type FullPaymentBody,
  fullPaymentBodySchema,
  type LoyaltyPromotionsBody,
  loyaltyPromotionsBodySchema,
  loyaltyPromotionsResponseSchema,
  type PaymentUrl,
  paymentUrlSchema,
  type SplitCreateBody,
  type SplitPayBody,
  splitCreateBodySchema,
  splitPayBodySchema,
  type TipsBody,
  tipsBodySchema,
  WALLET_OTP_LENGTH,
  type Wallet,
  type WalletRedeemBody,
  walletRedeemBodySchema,
  walletSchema,
} from './schemas/partner'
export type { PaymentStatusInput } from './schemas/payment-status'
export {
  emptyStatusBodySchema,
  noonStatusBodySchema,
  type PaymentStatus,
  paylinkStatusBodySchema,
  paymentStatusSchema,
  referenceStatusBodySchema,
  stripeStatusBodySchema,
  thawaniStatusBodySchema,
} from './schemas/payment-status'
export { PAYMENT_TYPES, type PaymentType } from './schemas/payment-types'
export {
  coordinateSchema,
  flagSchema,
  idSchema,
  integerSchema,
  isDecimalString,
  listOf,
  moneyOrZeroSchema,
  moneySchema,
  nullableCoordinateSchema,
  nullableIdSchema,
  nullableMoneySchema,
  nullableReferenceSchema,
  nullableTextSchema,
  type Point,
  pointSchema,
  referenceSchema,
  textSchema,
} from './schemas/primitives'
export {
  ORDER_SOCKET_EVENTS,
  type OrderEvent,
  type OrderSocket,
  type OrderSocketFactory,
  type OrderSocketOptions,
  type SubscribeToOrderOptions,
  subscribeToOrder,
} from './subscribe-to-order'
