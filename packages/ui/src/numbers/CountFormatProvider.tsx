import { formatCount } from '@carte/pricing'
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react'
import type { MessageParams } from '../strings/formatMessage'
import { useT } from '../strings/StringsProvider'
import { type CountedText, translateCount } from '../strings/translateCount'

/** The settings counts are shown with: the selected language and the menu's digits flag. */
interface CountSettings {
  readonly language: string
  readonly enableArabicNumerals: boolean
}

/** The selected language and digits flag (read by the count and list formatters). */
export const CountFormatContext = createContext<CountSettings>({
  language: 'en',
  enableArabicNumerals: false,
})

/** Props of {@link CountFormatProvider}. */
export interface CountFormatProviderProps {
  /** The selected language code. */
  readonly language: string
  /** The menu's enable_arabic_numerals: counts show Arabic-Indic digits when the language is ar. */
  readonly enableArabicNumerals?: boolean | undefined
  readonly children?: ReactNode
}

/**
 * Supplies the digits every count of @carte/ui is shown with (the cart badge, a quantity, star
 * and slide numbers): Arabic-Indic for ar with enable_arabic_numerals, Latin otherwise, through
 * @carte/pricing `formatCount` (the digits prices have).
 * spec: menu-browsing §9 "Arabic-Indic digits are available for ar when enable_arabic_numerals is
 *   on"; architecture "Dates and numbers format through Intl"
 * @param props - {@link CountFormatProviderProps}
 * @returns the children within the count-format context
 */
export function CountFormatProvider({
  language,
  enableArabicNumerals = false,
  children,
}: CountFormatProviderProps) {
  const settings = useMemo(
    () => ({ language, enableArabicNumerals }),
    [language, enableArabicNumerals],
  )
  return <CountFormatContext.Provider value={settings}>{children}</CountFormatContext.Provider>
}

/** Formats a whole number ≥ 0 for display; `grouping: false` for a number the diner edits. */
export type FormatCount = (count: number, options?: { readonly grouping?: boolean }) => string

/**
 * Reads the count formatter of the nearest {@link CountFormatProvider} (Latin digits in English
 * without one).
 * @returns the {@link FormatCount} function
 */
export function useFormatCount(): FormatCount {
  const { language, enableArabicNumerals } = useContext(CountFormatContext)
  return useCallback<FormatCount>(
    (count, options) =>
      formatCount(count, {
        language,
        enable_arabic_numerals: enableArabicNumerals,
        grouping: options?.grouping !== false,
      }),
    [language, enableArabicNumerals],
  )
}

/** Translates a {@link CountedText} for a count, shown in the provider's digits as `{count}`. */
export type TranslateCount = (text: CountedText, count: number, params?: MessageParams) => string

/**
 * Reads the counted-string translator of the nearest providers: the plural form of the selected
 * language ({@link translateCount}) with the count in the provider's digits.
 * spec: menu-browsing §3 Menu data (ui_strings), §9 Arabic-Indic digits
 * @returns the {@link TranslateCount} function
 */
export function useTranslateCount(): TranslateCount {
  const t = useT()
  const formatCountOf = useFormatCount()
  const { language } = useContext(CountFormatContext)
  return useCallback<TranslateCount>(
    (text, count, params) =>
      translateCount(t, language, text, count, { ...params, count: formatCountOf(count) }),
    [t, language, formatCountOf],
  )
}
