export { CarteUiError, UI_ERROR_MESSAGES } from './assert'
export { CarteUiProvider, type CarteUiProviderProps } from './CarteUiProvider'
export {
  DirectionProvider,
  type DirectionProviderProps,
  useDirection,
} from './direction/DirectionProvider'
export { type Direction, directionOf, RTL_LANGUAGES } from './direction/directionOf'
export { useControllableState } from './hooks/useControllableState'
export { SanitizedHtml, type SanitizedHtmlProps } from './html/SanitizedHtml'
export { SANITIZE_CONFIG, sanitizeHtml } from './html/sanitizeHtml'
export {
  AppLink,
  type AppLinkProps,
  LinkProvider,
  type LinkProviderProps,
  type LinkRenderProps,
  type RenderLink,
  renderAnchor,
} from './links/LinkProvider'
export { QuantityInput, type QuantityInputProps } from './quantity/QuantityInput'
export { parseTypedQuantity, type QuantityBounds, stepQuantity } from './quantity/quantityBounds'
export { formatMessage, type MessageParams } from './strings/formatMessage'
export {
  createTranslate,
  englishTranslate,
  StringsProvider,
  type StringsProviderProps,
  type Translate,
  useT,
} from './strings/StringsProvider'
export { UI_TEXT, type UiText } from './strings/uiText'
export { ThemeProvider, type ThemeProviderProps, usePortalContainer } from './theme/ThemeProvider'
export {
  type CssVariables,
  DEFAULT_FONTS,
  fontWeightFor,
  type ThemeData,
  themeToCssVariables,
} from './theme/themeVariables'
