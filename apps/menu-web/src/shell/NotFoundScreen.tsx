import { AppLink, useT } from '@carte/ui'
import { useParams } from '@tanstack/react-router'

/** The not-found text and its ui_strings key (also the title of a screen whose item is gone). */
export const PAGE_NOT_FOUND = ['ui_str_page_not_found', 'Page not found'] as const

/**
 * A path no screen answers, or a category, product or page the menu does not have: says so in the
 * diner's language and leads back to the venue's home (the root landing when no language is in
 * the path).
 * spec: menu-browsing §2 routes; architecture "Every screen has its loading, error and empty states"
 * @returns the not-found screen with a way back to the menu.
 */
export function NotFoundScreen() {
  const t = useT()
  const { lang } = useParams({ strict: false })
  return (
    <main className="carte-app-state" data-testid="not-found">
      <h1>{t(...PAGE_NOT_FOUND)}</h1>
      <p>
        <AppLink className="carte-button" href={lang ? `/${lang}/home` : '/'}>
          {t('ui_str_back_to_menu', 'Back To Menu')}
        </AppLink>
      </p>
    </main>
  )
}
