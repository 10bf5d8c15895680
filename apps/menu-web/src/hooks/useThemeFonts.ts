import { type ThemeData, themeFontsHrefs } from '@carte/ui'
import { useEffect } from 'react'

/**
 * Loads the venue theme's own fonts: a stylesheet link in the page head per family @carte/ui's
 * `themeFontsHrefs` names (the default Roboto and Roboto Slab faces come with the app's own
 * stylesheet, '@carte/ui/fonts.css', src/lib/fonts.ts). Added by script, a link never holds back a
 * paint: text shows in the next font of its stack until the theme's font arrives, and stays so
 * when the font service cannot be reached. The links leave with the theme (another venue, unmount).
 * spec: menu-browsing §9 "Fonts loaded by default: Roboto and Roboto Slab at weights 400 and 700,
 * plus the theme's own fonts (a few excluded)"
 * @param theme - the venue's theme_data.
 */
export function useThemeFonts(theme: ThemeData | null | undefined): void {
  // One string per set of links: a new theme object with the same fonts keeps the links.
  const hrefs = themeFontsHrefs(theme).join('\n')
  useEffect(() => {
    if (hrefs === '') return
    const links = hrefs.split('\n').map((href) => {
      const link = document.createElement('link')
      link.rel = 'stylesheet'
      // A CORS request (the font service allows any origin): the page's scripts and tools such
      // as accessibility checkers read its rules instead of fetching it again.
      link.crossOrigin = 'anonymous'
      link.href = href
      link.setAttribute('data-carte-theme-fonts', '')
      return link
    })
    document.head.append(...links)
    return () => {
      for (const link of links) link.remove()
    }
  }, [hrefs])
}
