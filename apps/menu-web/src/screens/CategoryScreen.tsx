import type { Category } from '@carte/api-client'
import { isCategoryShown, shownProducts, specialSections } from '@carte/api-client'
import { CategoryBar, ClosedNotice, categoryAnchorId, useCategoryScrollSpy, useT } from '@carte/ui'
import { getRouteApi } from '@tanstack/react-router'
import { CategoryCards } from '../components/CategoryCards'
import { ProductList } from '../components/ProductList'
import { PromotionSlider } from '../components/PromotionSlider'
import { VenueHtml } from '../components/VenueHtml'
import { useMenu, useVenue } from '../hooks/useMenu'
import { usePageView } from '../hooks/usePageView'
import { useScreenTitle } from '../hooks/useScreenTitle'
import { useVenueStatus } from '../hooks/useVenueStatus'
import { NotFoundScreen, PAGE_NOT_FOUND } from '../shell/NotFoundScreen'

const routeApi = getRouteApi('/$lang/category/$id')

/**
 * Height of a 56 px sticky header and the category bar: the scroll spy's line. (Anchors and focused
 * cards land below the two through the page's scroll-padding, in @carte/ui's base styles; a
 * taller header adds its difference as the sections' scroll margin, which the spy takes off.)
 */
const CATEGORY_BAR_OFFSET = 112

/**
 * /{lang}/category/{id}: closed notice, then a special-category view, sub-categories, a promotion
 * slider or the product list with its description (spec: menu-browsing §2 Category page).
 * @returns the category screen.
 */
export function CategoryScreen() {
  const { id } = routeApi.useParams()
  const menu = useMenu()
  const t = useT()
  // A disabled category (enable: false) is not found, as an unknown id is (README reading: one
  // 'category shown' rule); one outside its hours says it has nothing now (CategoryContent).
  const category = menu.categories.find(
    (candidate) => String(candidate.id) === id && candidate.enable,
  )
  useScreenTitle(category?.name ?? t(...PAGE_NOT_FOUND))
  usePageView('category_page_view', { page_id: id })
  if (!category) return <NotFoundScreen />
  return <CategoryContent category={category} />
}

function CategoryContent({ category }: { category: Category }) {
  const menu = useMenu()
  const { lang } = useVenue()
  const venue = useVenueStatus()
  const t = useT()
  const subcategories = menu.categories.filter(
    (candidate) => candidate.parent === category.id && isCategoryShown(candidate, venue.isShown),
  )
  let body: React.ReactNode
  // Outside its own hours (a bookmarked or shared link: home and the drawer do not offer it
  // then) a category shows nothing of its own: not its sub-categories, promotions, special view
  // or description either (spec: menu-browsing §4 "categories appear only within their own
  // hours").
  if (!isCategoryShown(category, venue.isShown)) {
    body = <NothingNow />
  } else if (category.enable_special_category && category.special_category_type) {
    body = <SpecialCategory category={category} />
  } else if (subcategories.length > 0) {
    body = <CategoryCards menu={menu} lang={lang} categories={subcategories} />
  } else if (category.promotions.some((promotion) => promotion.enable)) {
    body = (
      <PromotionSlider
        key={category.id}
        label={t('ui_str_promotions', 'Promotions')}
        promotions={category.promotions.filter((promotion) => promotion.enable)}
      />
    )
  } else {
    const products = shownProducts(menu, venue.isShown, new Set([category.id]))
    body = (
      <>
        <VenueHtml html={category.description} className="carte-app-category-description" />
        {products.length > 0 ? (
          <ProductList
            menu={menu}
            lang={lang}
            venue={venue}
            category={category}
            products={products}
            viewFormat={category.view_format}
          />
        ) : (
          <NothingNow />
        )}
      </>
    )
  }
  return (
    <main className="carte-app-screen" data-testid="category-screen">
      {venue.open ? null : <ClosedNotice opensAt={venue.opensAt} />}
      {/* A hidden title is hidden from the eye only: the screen keeps its heading, which the
          focus lands on after a navigation (WCAG 2.4.6, 1.3.1). */}
      <h1
        className={
          category.hidden_title
            ? 'carte-app-visually-hidden'
            : 'carte-app-title carte-app-category-title'
        }
      >
        {category.name}
      </h1>
      {body}
    </main>
  )
}

/**
 * A category with no product to show at this hour (its own hours, or every product's, are
 * outside the time now): said, instead of an empty page.
 * spec: menu-browsing §2 Category page, §4 hours; architecture "Every screen has its … empty states"
 */
function NothingNow() {
  const t = useT()
  return (
    <p className="carte-app-category-empty" role="status" data-testid="category-empty">
      {t('ui_str_category_empty', 'Nothing in this category is available right now.')}
    </p>
  )
}

function SpecialCategory({ category }: { category: Category }) {
  const menu = useMenu()
  const { lang } = useVenue()
  const venue = useVenueStatus()
  const sections = specialSections(menu, category, venue.isShown)
  const spy = useCategoryScrollSpy(
    sections.map((section) => section.category.id),
    CATEGORY_BAR_OFFSET,
  )
  if (sections.length === 0) return <NothingNow />
  return (
    <>
      <CategoryBar
        className="carte-app-category-bar"
        categories={sections.map((section) => ({
          id: section.category.id,
          name: section.category.name,
        }))}
        activeId={spy.activeId}
        onSelect={spy.onSelect}
      />
      {sections.map((section) => (
        <section
          key={section.category.id}
          id={categoryAnchorId(section.category.id)}
          className="carte-category-section"
          aria-label={section.category.name}
        >
          <h2 className="carte-app-section-title">{section.category.name}</h2>
          <ProductList
            menu={menu}
            lang={lang}
            venue={venue}
            category={section.category}
            products={section.products}
            viewFormat={category.view_format}
          />
        </section>
      ))}
    </>
  )
}
