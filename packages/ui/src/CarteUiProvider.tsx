import type { ReactNode } from 'react'
import { DirectionProvider } from './direction/DirectionProvider'
import { directionOf } from './direction/directionOf'
import { LinkProvider, type RenderLink, renderAnchor } from './links/LinkProvider'
import { CountFormatProvider } from './numbers/CountFormatProvider'
import { englishTranslate, StringsProvider, type Translate } from './strings/StringsProvider'
import { ThemeProvider } from './theme/ThemeProvider'
import type { ThemeData } from './theme/themeVariables'

/** Props of {@link CarteUiProvider}. */
export interface CarteUiProviderProps {
  /** Selected language code; decides the direction (ar, he, fa -> rtl). */
  readonly language: string
  /** Translator (defaults to English). */
  readonly t?: Translate
  /**
   * The menu's enable_arabic_numerals: counts (cart badge, quantities, star and slide numbers)
   * show Arabic-Indic digits when the language is ar. Off by default.
   */
  readonly enableArabicNumerals?: boolean | undefined
  /** The venue's theme_data. */
  readonly theme?: ThemeData | null
  /** How in-app links render (defaults to plain anchors). */
  readonly renderLink?: RenderLink
  readonly children?: ReactNode
}

/**
 * Mounts strings, count digits, direction, links and theme for every @carte/ui component in one
 * provider.
 * spec: menu-browsing §1 right-to-left, §9 Arabic-Indic digits; architecture "Conventions that
 *   cross packages"
 * @param props - {@link CarteUiProviderProps}
 * @returns the themed root with all contexts
 */
export function CarteUiProvider({
  language,
  t = englishTranslate,
  enableArabicNumerals = false,
  theme,
  renderLink = renderAnchor,
  children,
}: CarteUiProviderProps) {
  return (
    <StringsProvider value={t}>
      <CountFormatProvider language={language} enableArabicNumerals={enableArabicNumerals}>
        <DirectionProvider dir={directionOf(language)}>
          <LinkProvider renderLink={renderLink}>
            <ThemeProvider theme={theme ?? null} lang={language}>
              {children}
            </ThemeProvider>
          </LinkProvider>
        </DirectionProvider>
      </CountFormatProvider>
    </StringsProvider>
  )
}
