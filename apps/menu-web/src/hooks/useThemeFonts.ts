import { type ThemeData, themeFontsHref } from '@carte/ui'
import { useEffect } from 'react'

/** Marks the one stylesheet link this hook owns in the page head. */
const LINK_ATTRIBUTE = 'data-carte-theme-fonts'

/**
 * Loads the venue theme's own fonts: a stylesheet link in the page head to the fonts @carte/ui's
 * `themeFontsHref` names (the default Roboto and Roboto Slab faces come with the app's own
 * stylesheet, '@carte/ui/fonts.css'). Added by script, the link never holds back the first paint:
 * text shows in the next font of its stack until the theme's font arrives (and stays so when the
 * font service cannot be reached).
 * spec: menu-browsing §9 "Fonts loaded by default: Roboto and Roboto Slab at weights 400 and 700,
 * plus the theme's own fonts (a few excluded)"
 * @param theme - the venue's theme_data.
 */
export function useThemeFonts(theme: ThemeData | null | undefined): void {
  const href = themeFontsHref(theme)
  useEffect(() => {
    const current = document.head.querySelector<HTMLLinkElement>(`link[${LINK_ATTRIBUTE}]`)
    if (href === null) {
      current?.remove()
      return
    }
    if (current?.getAttribute('href') === href) return
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    // A CORS request (the font service allows any origin): the page's scripts and tools such as
    // accessibility checkers can read its rules instead of fetching it again.
    link.crossOrigin = 'anonymous'
    link.href = href
    link.setAttribute(LINK_ATTRIBUTE, '')
    // The new link replaces the old one only once loaded, so text never falls back in between.
    if (current) link.addEventListener('load', () => current.remove(), { once: true })
    document.head.append(link)
  }, [href])
}
