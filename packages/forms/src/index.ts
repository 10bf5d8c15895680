export {
  canContinueDeliveryAddress,
  type DeliveryContinueInput,
} from './can-continue-delivery-address'
export { canSubmitForm, type FormSubmitState } from './can-submit-form'
export {
  CAR_NUMBER_PLACEHOLDER,
  type CheckoutContext,
  type CheckoutFields,
  type CheckoutMenuFlags,
  checkoutFields,
  DEFAULT_PARTNER_PHONE_OPTIONAL_COUNTRY,
  type OrderType,
} from './checkout-fields'
export { type CheckoutSubmitState, isCheckoutSubmitDisabled } from './checkout-submit-disabled'
export {
  type CheckoutSubmitLabel,
  type CheckoutSubmitLabelInput,
  checkoutSubmitLabel,
} from './checkout-submit-label'
export { decimalSeparatorOf } from './decimal-separator'
export {
  DELIVERY_ADDRESS_LABELS,
  type DeliveryAddressOutput,
  type DeliveryAddressParts,
  validateDeliveryAddress,
} from './delivery-address'
export { deliveryAddressText } from './delivery-address-text'
export { FORMS_ERROR_MESSAGES, FormsError, type FormsErrorCode } from './errors'
export {
  buildFeedbackSubmission,
  type FeedbackSubmission,
  type FeedbackSubmissionInput,
} from './feedback-submission'
export { type FieldRuleOptions, type FieldSchema, fieldSchema } from './field-schema'
export type {
  CheckboxGroupField,
  ChoiceValue,
  DateField,
  FieldOption,
  FormFieldDefinition,
  FormFieldType,
  FormOutput,
  FormValue,
  FormValues,
  HeaderField,
  InputField,
  InputFieldBase,
  NumberField,
  ParagraphField,
  RadioGroupField,
  SelectField,
  StarRatingField,
  SubmissionValue,
  TextareaField,
  TextField,
  TextSubtype,
  UnknownField,
} from './field-types'
export { formatMessage } from './format-message'
export { type GeoPoint, geoPoint } from './geo-point'
export { initialFormValues } from './initial-form-values'
export { isInputField } from './is-input-field'
export {
  CHECKOUT_MESSAGES,
  type CheckoutMessageKey,
  FORM_MESSAGES,
  type FormMessageKey,
  type MessageParams,
  type Translate,
} from './messages'
export { needsPhoneRules } from './needs-phone-rules'
export { numberFromText } from './number-text'
export { numberValuesInLanguage } from './number-values-in-language'
export { parseColor, type Rgba } from './parse-color'
export {
  DEFAULT_STAR_MAX,
  type FormDataReport,
  type FormDataReportKind,
  type ParsedFormData,
  parseFormData,
  STAR_MAX_LIMIT,
} from './parse-form-data'
export type { PhoneRules } from './phone-rules'
export { plainText } from './plain-text'
export { type ReusedAddressInput, reusedAddressUuid } from './reused-address-uuid'
export {
  MAX_SAVED_ADDRESSES,
  readSavedAddresses,
  rememberAddress,
  type SavedAddress,
  savedAddressSchema,
} from './saved-address'
export { DEFAULT_SUCCESS_COLOR, successColor } from './success-color'
export { toHexColor } from './to-hex-color'
export {
  type CheckoutFieldKey,
  type CheckoutOutput,
  type CheckoutValidationOptions,
  type CheckoutValidationResult,
  type CheckoutValues,
  validateCheckout,
} from './validate-checkout'
export {
  createFormValidator,
  type FormValidationResult,
  type FormValidator,
  validateForm,
} from './validate-form'
export type { FormIssue, ValidationResult } from './validation-result'
