export { CarteUiError, UI_ERROR_MESSAGES } from './assert'
export { CarteUiProvider, type CarteUiProviderProps } from './CarteUiProvider'
export { Carousel, type CarouselProps } from './carousel/Carousel'
export { PromotionSlide, type PromotionSlideProps } from './carousel/PromotionSlide'
export {
  CategoryBar,
  type CategoryBarProps,
  type CategoryTab,
  categoryAnchorId,
} from './category/CategoryBar'
export {
  activeSectionAt,
  CATEGORY_SCROLL_TIMING,
  type CategoryScrollController,
  type CategoryScrollControllerOptions,
  createCategoryScrollController,
  type SectionPosition,
  type TimerApi,
} from './category/categoryScrollController'
export { type CategoryScrollSpy, useCategoryScrollSpy } from './category/useCategoryScrollSpy'
export {
  DirectionProvider,
  type DirectionProviderProps,
  useDirection,
} from './direction/DirectionProvider'
export { type Direction, directionOf, RTL_LANGUAGES } from './direction/directionOf'
export {
  ClosedNotice,
  type ClosedNoticeProps,
  MinimumOrderBanner,
  type MinimumOrderBannerProps,
  VersionBanner,
  type VersionBannerProps,
} from './feedback/Banners'
export { FormSuccess, type FormSuccessProps } from './feedback/FormSuccess'
export {
  ErrorScreen,
  type ErrorScreenProps,
  Loader,
  type LoaderProps,
  LoadingScreen,
  type LoadingScreenProps,
} from './feedback/Loader'
export { LoadingOverlay, type LoadingOverlayProps } from './feedback/LoadingOverlay'
export {
  TOAST_DURATION_MS,
  Toaster,
  type ToasterProps,
  type ToastItem,
  type ToastPreset,
  type ToastVariant,
} from './feedback/Toaster'
export { DynamicForm, type DynamicFormProps, type DynamicFormValues } from './forms/DynamicForm'
export { STAR_SIZE, StarRating, type StarRatingProps } from './forms/StarRating'
export {
  canProceed,
  type GeoAllowed,
  type GeolocationEvent,
  type GeolocationState,
  type GeoPosition,
  type GeoStatus,
  geolocationReducer,
  INITIAL_GEOLOCATION_STATE,
  POSITION_OPTIONS,
  readGeofenceAllowed,
  statusFromPermission,
  statusFromPositionError,
} from './geolocation/geolocationStatus'
export { LocationGate, type LocationGateProps } from './geolocation/LocationGate'
export { afterNextPaint } from './hooks/afterNextPaint'
export { useControllableState } from './hooks/useControllableState'
export { SanitizedHtml, type SanitizedHtmlProps } from './html/SanitizedHtml'
export {
  SANITIZE_CONFIG,
  sanitizeHtml,
  setSanitizerWindow,
  VENUE_TOP_HEADING_LEVEL,
} from './html/sanitizeHtml'
export { venueHtmlText } from './html/venueHtmlText'
export {
  BackIcon,
  CartIcon,
  CheckIcon,
  CloseIcon,
  GlobeIcon,
  MenuIcon,
  MinusIcon,
  PlusIcon,
  SearchIcon,
  StarIcon,
} from './icons'
export {
  type ImageSource,
  ImageWithFallback,
  type ImageWithFallbackProps,
} from './images/ImageWithFallback'
export {
  AppLink,
  type AppLinkProps,
  LinkProvider,
  type LinkProviderProps,
  type LinkRenderProps,
  type RenderLink,
  renderAnchor,
} from './links/LinkProvider'
export {
  CountFormatProvider,
  type CountFormatProviderProps,
  type FormatCount,
  type TranslateCount,
  useFormatCount,
  useTranslateCount,
} from './numbers/CountFormatProvider'
export { type FormatList, useFormatList } from './numbers/useFormatList'
export { AddToCartButton, type AddToCartButtonProps } from './product/AddToCartButton'
export { DISCOUNTED_PRICE_WORDS } from './product/discountedPriceWords'
export { Price, type PriceProps } from './product/Price'
export {
  ProductCard,
  type ProductCardProps,
  type ProductPresentation,
  ProductRow,
  type ProductRowProps,
} from './product/ProductCard'
export { priceDirection } from './product/priceDirection'
export { QuantityInput, type QuantityInputProps } from './quantity/QuantityInput'
export {
  parseTypedQuantity,
  QUANTITY_CEILING,
  type QuantityBounds,
  stepQuantity,
} from './quantity/quantityBounds'
export { Drawer, type DrawerLink, type DrawerProps } from './shell/Drawer'
export { Header, type HeaderCart, type HeaderProps, showsLanguageMenu } from './shell/Header'
export { HeaderBase, type HeaderBaseProps } from './shell/HeaderBase'
export { HeaderPlaceholder } from './shell/HeaderPlaceholder'
export { LanguageMenu, type LanguageMenuProps, type LanguageOption } from './shell/LanguageMenu'
export {
  SegmentedControl,
  type SegmentedControlProps,
  type SegmentOption,
} from './shell/SegmentedControl'
export { formatMessage, type MessageParams } from './strings/formatMessage'
export {
  createTranslate,
  englishTranslate,
  StringsProvider,
  type StringsProviderProps,
  type Translate,
  useT,
} from './strings/StringsProvider'
export { type CountedText, translateCount } from './strings/translateCount'
export { COUNTED_TEXT, UI_TEXT, type UiText } from './strings/uiText'
export { ThemeProvider, type ThemeProviderProps, usePortalContainer } from './theme/ThemeProvider'
export { DEFAULT_FONT_FACES, type FontToLoad, themeFonts } from './theme/themeFonts'
export { THEME_FONTS_ORIGIN, themeFontsHrefs } from './theme/themeFontsHrefs'
export {
  type CssVariables,
  DEFAULT_FONTS,
  fontWeightFor,
  type ThemeData,
  themeToCssVariables,
} from './theme/themeVariables'
export {
  type ComboGroupOption,
  ComboPicker,
  type ComboPickerProps,
  type ComboProductOption,
  type ComboSelection,
  type ComboVariationSelection,
  comboSelectionComplete,
} from './variations/ComboPicker'
export { missingChoices } from './variations/missingChoices'
export { VariationDialog, type VariationDialogProps } from './variations/VariationDialog'
export { VariationGroups, type VariationGroupsProps } from './variations/VariationGroups'
export {
  canChooseMore,
  type Id,
  requiredGroupsSatisfied,
  selectSingleValue,
  toggleMultipleValue,
  type VariationGroupOption,
  type VariationSelection,
  type VariationValueOption,
} from './variations/variationSelection'
