import { SanitizedHtml, useT } from '@carte/ui'
import { useMenu, useVenue } from '../hooks/useMenu'
import { useScreenTitle } from '../hooks/useScreenTitle'
import { RouterAnchor } from '../shell/renderRouterLink'

/**
 * /{lang}/home: header text, the top-level categories, footer text (spec: menu-browsing §2 Home).
 * @returns the home screen.
 */
export function HomeScreen() {
  const menu = useMenu()
  const { lang } = useVenue()
  const t = useT()
  useScreenTitle(t('ui_str_home', 'Home'))
  const categories = (menu.categories ?? []).filter((category) => !category.parent)
  return (
    <main className="carte-app-screen" data-testid="home-screen">
      {menu.home_header_text ? <SanitizedHtml html={menu.home_header_text} /> : null}
      <ul className="carte-app-categories">
        {categories.map((category) => (
          <li key={category.id}>
            <RouterAnchor href={`/${lang}/category/${category.id}`}>{category.name}</RouterAnchor>
          </li>
        ))}
      </ul>
      {menu.home_footer_text ? <SanitizedHtml html={menu.home_footer_text} /> : null}
    </main>
  )
}
