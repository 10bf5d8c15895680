import { createContext, type ReactNode, useContext } from 'react'
import { formatMessage, type MessageParams } from './formatMessage'

/**
 * Translates one interface string: `key` is the ui_strings key, `englishDefault` the spec's text.
 * Implementations must substitute `{name}` params (see {@link formatMessage}).
 */
export type Translate = (key: string, englishDefault: string, params?: MessageParams) => string

/**
 * The translator used when no provider is mounted: English defaults with params substituted.
 * @param _key - the ui_strings key (unused: English only)
 * @param englishDefault - the English text
 * @param params - placeholder values
 * @returns the English text
 */
export const englishTranslate: Translate = (_key, englishDefault, params) =>
  formatMessage(englishDefault, params)

/**
 * Builds a translator from a venue's ui_strings dictionary, falling back to the English default.
 * spec: menu-browsing §3 Menu data (ui_strings)
 * @param uiStrings - the venue's ui_strings (key -> translated text)
 * @returns a {@link Translate} function
 */
export function createTranslate(
  uiStrings: Readonly<Record<string, string | null | undefined>> | null | undefined,
): Translate {
  return (key, englishDefault, params) => {
    const text = uiStrings?.[key]
    return formatMessage(typeof text === 'string' && text !== '' ? text : englishDefault, params)
  }
}

const StringsContext = createContext<Translate>(englishTranslate)

/** Props of {@link StringsProvider}. */
export interface StringsProviderProps {
  /** The translator every component below uses. */
  readonly value: Translate
  readonly children?: ReactNode
}

/**
 * Supplies the translator for every fixed text of @carte/ui.
 * spec: architecture "Strings" (ui_strings key + English default)
 * @param props - {@link StringsProviderProps}
 * @returns the children within the strings context
 */
export function StringsProvider({ value, children }: StringsProviderProps) {
  return <StringsContext.Provider value={value}>{children}</StringsContext.Provider>
}

/**
 * Reads the translator of the nearest {@link StringsProvider} (English defaults without one).
 * @returns the {@link Translate} function
 */
export function useT(): Translate {
  return useContext(StringsContext)
}
