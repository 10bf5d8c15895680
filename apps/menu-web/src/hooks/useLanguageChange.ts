import { useState } from 'react'

/**
 * Calls `rewrite(from, to)` while rendering, once, when the language changes: a screen that stays
 * through a language switch (the form, the pay-at-table cards) rewrites what the diner typed for
 * the new language there, before anything reads it (React's "adjust state when a prop changes").
 * `rewrite` sets state of the calling component only, with updater functions (applied to the
 * state as it then is, in order with the component's other updates).
 * spec: menu-browsing §2 (a language change swaps the segment and reloads the menu); issue 5 (no
 *   form input silently dropped)
 * @param language - the current language
 * @param rewrite - sets the typed texts for `to`, given the language they were typed in
 */
export function useLanguageChange<Language extends string | undefined>(
  language: Language,
  rewrite: (from: Language, to: Language) => void,
): void {
  const [typedIn, setTypedIn] = useState(language)
  if (typedIn !== language) {
    setTypedIn(language)
    rewrite(typedIn, language)
  }
}
