// @carte/pricing — every money rule of Carte over decimal strings (decimal.js inside, half-up).

export { type AddToCartResult, addToCart } from './add-to-cart'
export { type AltCurrencySettings, altCurrencyPrice } from './alt-currency-price'
export { appliedDeliveryFee } from './applied-delivery-fee'
export { autoCouponCode } from './auto-coupon-code'
export { type OrderBalance, orderBalance } from './balance-due'
export {
  type CartTotals,
  type CartTotalsInput,
  type CartTotalsLine,
  calculateCartTotals,
} from './calculate-cart-totals'
export { canChangeTip } from './can-change-tip'
export { canResetTip } from './can-reset-tip'
export { cartComboGroups } from './cart-combo-groups'
export { cartItemCount } from './cart-item-count'
export { type CartLineNamesMenu, cartLineWithMenuNames } from './cart-line-with-menu-names'
export { cartSubtotal } from './cart-subtotal'
export { type CartTotalsRows, cartTotalsRows } from './cart-totals-rows'
export { cartVariations } from './cart-variations'
export { changeQuantity } from './change-quantity'
export { checkMinimumOrder, type MinimumOrderResult } from './check-minimum-order'
export { clampQuantity } from './clamp-quantity'
export { comboGroups } from './combo-groups'
export { compareAmounts } from './compare-amounts'
export { type CouponButton, type CouponStatus, couponButton } from './coupon-button'
export { couponDiscount } from './coupon-discount'
export { couponEligibleAmount } from './coupon-eligible-amount'
export { type CouponShortfall, couponShortfall } from './coupon-shortfall'
export { type CartLineChoice, createCartLine } from './create-cart-line'
export { defaultPaymentType, type PaymentType } from './default-payment-type'
export { type DeliveryLocationCheck, deliveryLocationCheck } from './delivery-location-check'
export { discountedPrice } from './discounted-price'
export { effectiveOrderType } from './effective-order-type'
export { effectivePaymentType } from './effective-payment-type'
export { enabledOrderTypes } from './enabled-order-types'
export {
  PRICING_ERROR_MESSAGES,
  PricingError,
  type PricingErrorCode,
} from './errors'
export { fallbackOrderType } from './fallback-order-type'
export {
  type FormatAltCurrencyPriceOptions,
  formatAltCurrencyPrice,
} from './format-alt-currency-price'
export { type FormatCountOptions, formatCount } from './format-count'
export { type FormatPriceOptions, formatPrice } from './format-price'
export { hasProductChoices } from './has-product-choices'
export { isAlreadyAdded } from './is-already-added'
export { isCheckoutShown } from './is-checkout-shown'
export { isCouponApplicable } from './is-coupon-applicable'
export { isDeliveryFeeWaived } from './is-delivery-fee-waived'
export { isGeofenceApplicable } from './is-geofence-applicable'
export { isInCart } from './is-in-cart'
export { isMaximumInCart } from './is-maximum-in-cart'
export { isMinimumPending, type MinimumPendingInput } from './is-minimum-pending'
export { isOrderTypeToggleShown, type OrderTypeToggleInput } from './is-order-type-toggle-shown'
export { isOutOfStock, type StockFields } from './is-out-of-stock'
export { isPaymentToggleShown } from './is-payment-toggle-shown'
export { isPriceOrderable } from './is-price-orderable'
export { isQuantityAllowed } from './is-quantity-allowed'
export { isSplitValid } from './is-split-valid'
export { isTipsCardShown } from './is-tips-card-shown'
export { isValidTipAmount } from './is-valid-tip-amount'
export { isWalletAmountValid } from './is-wallet-amount-valid'
export { isWishlistMode, type WishlistFlags } from './is-wishlist-mode'
export { latinDigits } from './latin-digits'
export { lineQuantityBounds } from './line-quantity-bounds'
export { lineTotal } from './line-total'
export { lineUnitPrice } from './line-unit-price'
export { type ListedAltPriceSettings, listedAltPrice } from './listed-alt-price'
export { listedPrice } from './listed-price'
export { type LoyaltyDiscountRow, loyaltyDiscountRows } from './loyalty-discount-rows'
export { loyaltyDiscountTotal } from './loyalty-discount-total'
export { orderTypeForLocation } from './order-type-for-location'
export { parsePrice } from './parse-price'
export { paymentOptions } from './payment-options'
export { paymentTypeToStore } from './payment-type-to-store'
export { type PriceWithTaxSettings, priceWithTax } from './price-with-tax'
export { type QuantityBounds, quantityBounds } from './quantity-bounds'
export { quantityInCart } from './quantity-in-cart'
export { type ReceiptRows, type ReceiptRowsInput, receiptRows } from './receipt-rows'
export { removeFromCart } from './remove-from-cart'
export { type OrderResetFields, resetCartStateAfterOrder } from './reset-cart-state-after-order'
export { roundHalfUp } from './round-half-up'
export { SPLIT_GUESTS, splitEvenly } from './split-bill'
export { sumAmounts } from './sum-amounts'
export { type TaxLine, taxBreakdown } from './tax-breakdown'
export { taxLabel } from './tax-label'
export { TIP_PRESET_PERCENTS, TIP_RESET_VALUE, type TipPreset, tipPresets } from './tip-presets'
export { type TipTotals, tipTotals } from './tip-totals'
export { amountInputText, amountTextInLanguage, typedAmount } from './typed-amount'
export type {
  Cart,
  CartLine,
  CartLineComboGroup,
  CartLineComboProduct,
  CartLineVariation,
  CartLineVariationValue,
  CartMenuFlags,
  ComboChoices,
  ComboGroupChoice,
  ComboGroupEntry,
  ComboProductChoice,
  ComboProductEntry,
  ComboVariationChoices,
  Coupon,
  DecimalString,
  Id,
  LoyaltyDiscount,
  MenuPricingSettings,
  MenuVariation,
  MoneyFormatSettings,
  OrderType,
  PricedProduct,
  ProductVariationEntry,
  ProductWithOptions,
  Tax,
  TaxType,
  VariationChoices,
  VariationGroupChoice,
  VariationMath,
  VariationsMenu,
  VariationValueChoice,
} from './types'
export { upsellPrice } from './upsell-price'
export { type PriceLabel, variationGroups } from './variation-groups'
export { type WalletRedemptionBounds, walletRedemptionBounds } from './wallet-redemption-bounds'
export {
  WHATSAPP_ORDER_LABELS,
  type WhatsappOrderLabels,
  type WhatsappOrderLine,
  type WhatsappOrderTextInput,
  whatsappOrderText,
} from './whatsapp-order-text'
