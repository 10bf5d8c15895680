import { HeaderBase, type HeaderBaseProps } from './HeaderBase'
import { LanguageMenu, type LanguageOption } from './LanguageMenu'

export type { HeaderCart } from './HeaderBase'

/** Props of {@link Header}. */
export interface HeaderProps extends Omit<HeaderBaseProps, 'languageMenu'> {
  /** Languages; the menu shows only with more than one and when `languageMenuEnabled`. */
  readonly languages?: readonly LanguageOption[]
  readonly language?: string
  readonly onLanguageChange?: (code: string) => void
  /** enable_language_header. */
  readonly languageMenuEnabled?: boolean
}

/**
 * Whether the header shows a language menu: more than one language and enable_language_header.
 * spec: menu-browsing §2 Header bar (language menu)
 * @param props - the header's language props
 * @returns true when the language menu shows
 */
export function showsLanguageMenu({
  languages = [],
  language,
  onLanguageChange,
  languageMenuEnabled = false,
}: {
  readonly languages?: readonly LanguageOption[] | undefined
  readonly language?: string | undefined
  readonly onLanguageChange?: ((code: string) => void) | undefined
  readonly languageMenuEnabled?: boolean | undefined
}): boolean {
  return (
    languageMenuEnabled &&
    languages.length > 1 &&
    language !== undefined &&
    onLanguageChange !== undefined
  )
}

/**
 * The header bar: menu button, optional back button, venue name, language menu (more than one
 * language and enabled), search icon (enabled), cart icon (ordering on) with badge / active-order
 * check / dimmed when ordering is closed.
 * spec: menu-browsing §2 Header bar
 * @param props - {@link HeaderProps}
 * @returns the header
 */
export function Header({
  languages = [],
  language,
  onLanguageChange,
  languageMenuEnabled = false,
  ...rest
}: HeaderProps) {
  const show = showsLanguageMenu({ languages, language, onLanguageChange, languageMenuEnabled })
  return (
    <HeaderBase
      {...rest}
      languageMenu={
        show && language !== undefined && onLanguageChange ? (
          <LanguageMenu languages={languages} value={language} onValueChange={onLanguageChange} />
        ) : null
      }
    />
  )
}
