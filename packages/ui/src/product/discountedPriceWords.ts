import type { UiText } from '../strings/uiText'

/**
 * The words a screen reader hears before the two amounts of a discounted price ('Was AED 26.00
 * Now AED 20.80'): the struck-through `<del>` tells the eye which is the old amount, but it adds
 * nothing to a link's accessible name, so without them both amounts read alike. ui_strings keys
 * with their English defaults, used by the cards and rows and exported for a screen's own price
 * (menu-web's product page).
 * spec: menu-browsing §2 Category page (discounted price beside the price), §3 ui_strings;
 *   WCAG 1.3.1 Info and Relationships
 */
export const DISCOUNTED_PRICE_WORDS = {
  was: ['ui_str_price_was', 'Was'],
  now: ['ui_str_price_now', 'Now'],
} as const satisfies Readonly<Record<string, UiText>>
