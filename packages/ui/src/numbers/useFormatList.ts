import { useCallback, useContext, useMemo } from 'react'
import { CountFormatContext } from './CountFormatProvider'

/** Joins names into one list phrase of the selected language. */
export type FormatList = (items: readonly string[]) => string

/**
 * Reads the list joiner of the nearest CountFormatProvider: `Intl.ListFormat` of the selected
 * language ('Size and Doneness', 'Taille, Cuisson et Suppléments', 'الحجم ودرجة الطهي'); English
 * for a code Intl does not take. In a file of its own, so it loads with the screens that list
 * names, not with the first screen.
 * spec: architecture "Dates and numbers format through Intl"; menu-browsing §5 Variations
 * @returns the {@link FormatList} function
 */
export function useFormatList(): FormatList {
  const { language } = useContext(CountFormatContext)
  const format = useMemo(() => {
    try {
      return new Intl.ListFormat(language, { type: 'conjunction' })
    } catch {
      return new Intl.ListFormat('en', { type: 'conjunction' })
    }
  }, [language])
  return useCallback<FormatList>((items) => format.format(items), [format])
}
