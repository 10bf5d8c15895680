import { CarteUiProvider, createTranslate, type ThemeData } from '@carte/ui'
import { useQuery } from '@tanstack/react-query'
import { Outlet, useLocation } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'
import { menuLanguagesQueryOptions } from '../data/queries'
import { useMenu, useVenue } from '../hooks/useMenu'
import { directionOf } from '../lib/languages'
import { withLanguage } from '../lib/paths'
import { RouterAnchor, renderRouterLink } from './renderRouterLink'

/**
 * The menu shell around every browsing screen: language and direction on <html>, strings and
 * theme for @carte/ui, the header bar (spec: menu-browsing §1 RTL, §2 Header bar).
 * @returns the shell with the current screen inside.
 */
export function MenuShell() {
  const menu = useMenu()
  const { license, lang } = useVenue()
  const t = useMemo(() => createTranslate(menu.ui_strings), [menu.ui_strings])
  useEffect(() => {
    document.documentElement.lang = lang
    document.documentElement.dir = directionOf(lang)
  }, [lang])
  return (
    <CarteUiProvider
      language={lang}
      t={t}
      theme={(menu.theme_data ?? null) as ThemeData | null}
      renderLink={renderRouterLink}
    >
      <header className="carte-app-header">
        <RouterAnchor href={`/${lang}/home`} className="carte-app-title">
          {menu.name}
        </RouterAnchor>
        {menu.enable_search ? (
          <RouterAnchor href={`/${lang}/search`} aria-label={t('ui_str_search', 'Search')}>
            {t('ui_str_search', 'Search')}
          </RouterAnchor>
        ) : null}
        <LanguageSwitch license={license} lang={lang} />
      </header>
      <Outlet />
    </CarteUiProvider>
  )
}

function LanguageSwitch({ license, lang }: { license: string; lang: string }) {
  const { data } = useQuery(menuLanguagesQueryOptions(license))
  const { pathname } = useLocation()
  if (!data || data.languages.length < 2) return null
  return (
    <nav aria-label="Language" className="carte-app-languages">
      {data.languages.map((language) => (
        <RouterAnchor
          key={language.code}
          href={withLanguage(pathname, language.code)}
          aria-current={language.code === lang ? 'page' : false}
          data-lang={language.code}
        >
          {language.name_local ?? language.code}
        </RouterAnchor>
      ))}
    </nav>
  )
}
