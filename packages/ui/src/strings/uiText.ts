import type { CountedText } from './translateCount'

/** One interface string: its ui_strings key and the spec's English default. */
export type UiText = readonly [key: string, englishDefault: string]

/**
 * Every fixed text @carte/ui shows: ui_strings key + English default (spec wording verbatim,
 * typographic apostrophes included). Components call `t(...UI_TEXT.x)`.
 * spec: menu-browsing §8 Error catalogue, §2 Dialogs, §4 Version banner / Toasts
 */
export const UI_TEXT = {
  // toasts (menu-browsing §8)
  cartItemAdded: ['ui_str_cart_item_added', 'Item added to cart'],
  orderActiveTable: ['ui_str_order_active_table', 'Active order on this table'],
  close: ['ui_str_close', 'Close'],
  notifications: ['ui_str_notifications', 'Notifications'],
  // product and cart (menu-browsing §4, §5)
  selectVariations: ['ui_str_select_variations', 'Select Variations'],
  outOfStock: ['ui_str_out_of_stock', 'Out of Stock'],
  alreadyAdded: ['ui_str_already_added_to_cart', 'Already Added To Cart'],
  addToCart: ['ui_str_add_to_cart', 'Add To Cart'],
  minimumOrderAmount: ['ui_str_minimum_order_amount', 'Minimum order amount required'],
  quantity: ['ui_str_quantity', 'Quantity'],
  decreaseQuantity: ['ui_str_decrease_quantity', 'Decrease quantity'],
  increaseQuantity: ['ui_str_increase_quantity', 'Increase quantity'],
  emptyChoice: ['ui_str_empty_choice', '---'],
  required: ['ui_str_required', 'Required'],
  maxChoices: ['ui_str_max_choices', 'Choose up to {max}'],
  quantityAtMost: ['ui_str_quantity_at_most', 'At most {max}'],
  quantityAtLeast: ['ui_str_quantity_at_least', 'At least {min}'],
  // Ours (the spec has no wording for a typed text that is not a whole number)
  quantityWholeNumber: ['ui_str_quantity_whole_number', 'Whole numbers only'],
  quantityNow: ['ui_str_quantity_now', '{label}: {quantity}'],
  chooseMissing: ['ui_str_choose_missing', 'Choose: {groups}'],
  done: ['ui_str_done', 'Done'],
  // venue state (menu-browsing §4)
  closed: ['ui_str_closed', 'We are currently closed'],
  opensAt: ['ui_str_opens_at', 'Opens {when}'],
  newVersion: ['ui_str_new_version', 'A new version (v.{version}) is available.'],
  newVersionHint: [
    'ui_str_new_version_hint',
    'Close all tabs and re-open the app or press "Update"',
  ],
  update: ['ui_str_update', 'Update'],
  loading: ['ui_str_loading', 'Loading'],
  error: ['ui_str_error', 'Error'],
  contactSupport: [
    'ui_str_contact_support',
    'Something went wrong. Please contact the support team.',
  ],
  // shell (menu-browsing §2 Header bar, Drawer)
  openMenu: ['ui_str_open_menu', 'Open menu'],
  closeMenu: ['ui_str_close_menu', 'Close menu'],
  back: ['ui_str_back', 'Back'],
  search: ['ui_str_search', 'Search'],
  cart: ['ui_str_cart', 'Cart'],
  activeOrder: ['ui_str_active_order', 'Active order'],
  language: ['ui_str_language', 'Language'],
  home: ['ui_str_home', 'Home'],
  promotions: ['ui_str_promotions', 'Promotions'],
  menu: ['ui_str_menu', 'Menu'],
  logo: ['ui_str_logo', 'Logo'],
  version: ['ui_str_version', 'Version {version}'],
  categories: ['ui_str_categories', 'Categories'],
  previousSlide: ['ui_str_previous', 'Previous'],
  nextSlide: ['ui_str_next', 'Next'],
  // WAI-ARIA carousel pattern role descriptions, read out in the page's language
  carousel: ['ui_str_carousel', 'carousel'],
  slide: ['ui_str_slide', 'slide'],
  // forms (menu-browsing §2 Form screen, §4 Form submission, §8)
  submit: ['ui_str_submit', 'Submit'],
  // Its own key: ui_str_submitting is the checkout's 'SUBMITTING' (ordering-payment), which a
  // venue translating the checkout sets in capitals.
  submitting: ['ui_str_feedback_submitting', 'Submitting'],
  backToMenu: ['ui_str_back_to_menu', 'Back To Menu'],
  submissionError: [
    'ui_str_feedback_submission_error',
    'There was an error submitting the form. Please try again.',
  ],
  other: ['ui_str_other', 'Other'],
  otherValue: ['ui_str_other_value', 'Other value'],
  starLabel: ['ui_str_star_rating_value', '{value} of {max} stars'],
  // geofence (menu-browsing §8, verbatim)
  geoLocating: ['ui_str_geo_locating', 'Locating you…'],
  geoChecking: ['ui_str_geo_checking', 'Checking your location…'],
  geoDenied: [
    'ui_str_geo_denied',
    'Location permission is denied. Please enable location in your browser settings.',
  ],
  geoUnavailable: ['ui_str_geo_unavailable', 'Location is unavailable on this device or browser.'],
  geoError: ['ui_str_geo_error', 'We couldn’t determine your location. Please try again.'],
  geoOutside: ['ui_str_geo_outside', 'You’re currently outside the allowed area.'],
  geoEnablePrompt: ['ui_str_geo_enable_prompt', 'Please enable your location to continue.'],
  geoPositionError: ['ui_str_geo_position_error', 'Unable to get your location.'],
  geoValidationFailed: [
    'ui_str_geo_validation_failed',
    'Could not validate your location. Please try again.',
  ],
  enableLocation: ['ui_str_enable_location', 'Enable Location'],
  retry: ['ui_str_retry', 'Retry'],
  refreshLocation: ['ui_str_refresh_location', 'Refresh Location'],
} as const satisfies Record<string, UiText>

/**
 * Every interface string of @carte/ui that names a count: ui_strings key + English one and other
 * texts. Components call `translateCount(COUNTED_TEXT.x, count)` (useTranslateCount); a venue
 * translates `{key}` and, where its language needs them, `{key}_one`, `{key}_two`, `{key}_few`,
 * `{key}_many`, `{key}_zero`.
 * spec: menu-browsing §2 Header bar (cart badge); architecture "Strings"
 */
export const COUNTED_TEXT = {
  cartCount: ['ui_str_cart_count', '{count} item in cart', '{count} items in cart'],
} as const satisfies Record<string, CountedText>
