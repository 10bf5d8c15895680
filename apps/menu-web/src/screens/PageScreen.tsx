import { useT } from '@carte/ui'
import { getRouteApi } from '@tanstack/react-router'
import { VenueHtml } from '../components/VenueHtml'
import { useMenu } from '../hooks/useMenu'
import { usePageView } from '../hooks/usePageView'
import { useScreenTitle } from '../hooks/useScreenTitle'
import { NotFoundScreen, PAGE_NOT_FOUND } from '../shell/NotFoundScreen'

const routeApi = getRouteApi('/$lang/page/$id')

/**
 * /{lang}/page/{id}: an information page, its title and sanitized HTML content
 * (spec: menu-browsing §2 routes).
 * @returns the page screen.
 */
export function PageScreen() {
  const { id } = routeApi.useParams()
  const menu = useMenu()
  const t = useT()
  const page = menu.pages.find((candidate) => String(candidate.id) === id)
  useScreenTitle(page?.title ?? t(...PAGE_NOT_FOUND))
  usePageView('info_page_view', { page_id: id })
  if (!page) return <NotFoundScreen />
  return (
    <main className="carte-app-screen" data-testid="page-screen">
      <h1 className="carte-app-title">{page.title}</h1>
      <VenueHtml html={page.content} as="article" />
    </main>
  )
}
