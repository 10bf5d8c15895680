import { type Product, searchIndex, searchIndexProducts } from '@carte/api-client'
import { type CountedText, useFormatCount, useT, useTranslateCount } from '@carte/ui'
import { useAtom } from 'jotai'
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { ProductList } from '../components/ProductList'
import { WarmUpRows } from '../components/WarmUpRows'
import { useMenu, useVenue } from '../hooks/useMenu'
import { usePageView } from '../hooks/usePageView'
import { useScreenfulFirst } from '../hooks/useScreenfulFirst'
import { useScreenTitle } from '../hooks/useScreenTitle'
import { useVenueStatus } from '../hooks/useVenueStatus'
import { preloadFontsOf } from '../lib/fonts'
import { rowsToFill } from '../lib/rows-to-fill'
import { type SearchState, searchAtom, searchPageAtom } from '../state/search'
import './search.css'

/**
 * Results rendered at first and added per 'Show more' (more than a phone's screen of rows): a first
 * letter can match hundreds of the big venue's 2,000 products, and rendering them all held each key
 * for a third of a second; a page renders within the key's own frame.
 */
export const SEARCH_PAGE_SIZE = 12

/**
 * Rows of new results rendered with the key that found them until the screen's own count is
 * measured; the rest of the page follows a frame later (useScreenfulFirst). Below the box and the
 * property chips the results start 270-330 px down and a row is 140-155 px tall, so five rows
 * fill a phone's screen up to some 990 px high (measured at 412 px wide on the big and demo
 * venues). With all 12, the key that replaced the rows of 'smoky ' by those of 'smoky r' took
 * 22 ms; with six, 9 ms (`pnpm perf`). Once the warm-up rows are laid out, the count is the rows
 * that start on this screen (four on a 823 px one: the fifth only held the first key's frame).
 */
export const SEARCH_FIRST_ROWS = 5

/** Searches run once while the box is empty, so that the first key's search runs compiled. */
const WARM_UP_TERMS = ['a', 'e', 'i']

/** The results count: one form for 1 ('1 product found'), another for other counts. */
const RESULTS_COUNT: CountedText = [
  'ui_str_search_results_count',
  '{count} product found',
  '{count} products found',
]

/** One key per search, so the shown count starts again at a page when the search changes. */
function searchKey(search: SearchState): string {
  return `${search.searchTerm.trim().toLocaleLowerCase()}|${search.checkedProperties.join(',')}`
}

/**
 * /{lang}/search: a text box and property checkboxes over the products of enabled, time-valid,
 * non-link categories (spec: menu-browsing §2 Search page).
 * @returns the search screen.
 */
export function SearchScreen() {
  const menu = useMenu()
  const { lang } = useVenue()
  const venue = useVenueStatus()
  const t = useT()
  const formatCount = useFormatCount()
  const translateCount = useTranslateCount()
  const [search, setSearch] = useAtom(searchAtom)
  const inputId = useId()
  const listRef = useRef<HTMLDivElement>(null)
  const [fontsLoaded, setFontsLoaded] = useState(false)
  const label = t('ui_str_search', 'Search')
  useScreenTitle(label)
  usePageView('search_page_view')
  // The searchable products (categories, hours, lower-cased names) once per menu and clock tick,
  // built with the empty box: a key then only compares names (the hours test per product was
  // most of the first key's search).
  const index = useMemo(() => searchIndex(menu, venue.isShown, lang), [menu, venue.isShown, lang])
  useEffect(() => {
    // While the diner looks at the empty box, not on their first key: the results count's number
    // format and plural rules (Intl instances of their own: building plural rules takes 2-3 ms on
    // a fresh page), a search over every name (its first, uncompiled run was half a millisecond
    // of the first key under the profiler), and the rows' font, regular and bold, which the
    // warm-up rows below wait for (the first results are then laid out once, in it).
    const timer = setTimeout(() => {
      translateCount(RESULTS_COUNT, index.products.length)
      for (const letter of WARM_UP_TERMS) {
        searchIndexProducts(index, { searchTerm: letter, checkedProperties: [] })
      }
      const sample = index.products
        .slice(0, 20)
        .map((listed) => listed.name)
        .join(' ')
      if (listRef.current) {
        void preloadFontsOf(listRef.current, sample).then(() => setFontsLoaded(true))
      }
    }, 0)
    return () => clearTimeout(timer)
  }, [index, translateCount])
  // The results render with the key that changed them, in the same frame: a page of rows is cheap
  // (a deferred render cost a second frame per key, ~33 ms).
  const shownSearch = search
  const results = useMemo(() => searchIndexProducts(index, shownSearch), [index, shownSearch])
  const key = searchKey(shownSearch)
  const [page, setPage] = useAtom(searchPageAtom)
  const count = page?.key === key ? page.count : SEARCH_PAGE_SIZE
  // A key that leaves the shown rows as they were (most keys once a term is specific) keeps the
  // same array, so the memoised list does not render them again.
  const lastShown = useRef<readonly Product[]>([])
  const shown = useMemo(() => {
    const next = results.slice(0, count)
    const last = lastShown.current
    const same =
      last.length === next.length && last.every((product, index) => product === next[index])
    return same ? last : next
  }, [results, count])
  useEffect(() => {
    lastShown.current = shown
  }, [shown])
  // The rows that fill this screen, from where the warm-up rows were laid out.
  const [firstRows, setFirstRows] = useState(SEARCH_FIRST_ROWS)
  const measureFirstRows = useCallback((box: HTMLElement) => {
    const tops = [...box.querySelectorAll('[data-testid="product-list"] > li')].map(
      (row) => row.getBoundingClientRect().top,
    )
    setFirstRows(rowsToFill(tops, window.innerHeight) ?? SEARCH_FIRST_ROWS)
  }, [])
  const rendered = useScreenfulFirst(shown, firstRows)
  const firstNew = useRef<number | null>(null)
  useEffect(() => {
    // After 'Show more', the focus moves to the first added result (keyboard and screen readers
    // carry on from where they were instead of at the top of the page).
    const index = firstNew.current
    if (index === null) return
    firstNew.current = null
    listRef.current
      ?.querySelectorAll<HTMLElement>('[data-testid="product-list"] > li')
      [index]?.querySelector<HTMLElement>('a, button')
      ?.focus()
  })
  const searching = shownSearch.searchTerm.trim() !== '' || shownSearch.checkedProperties.length > 0
  return (
    <main className="carte-app-screen" data-testid="search-screen">
      {/* The screen's heading for screen readers (the box's label says the same to the eye). */}
      <h1 className="carte-app-visually-hidden">{label}</h1>
      <search className="carte-app-search">
        <label htmlFor={inputId} className="carte-app-visually-hidden">
          {label}
        </label>
        <input
          id={inputId}
          type="search"
          className="carte-input carte-app-search__input"
          placeholder={label}
          value={search.searchTerm}
          onChange={(event) => setSearch({ ...search, searchTerm: event.target.value })}
        />
        {menu.properties.length > 0 ? (
          <fieldset className="carte-app-search__properties">
            <legend className="carte-app-visually-hidden">
              {t('ui_str_properties', 'Properties')}
            </legend>
            {menu.properties.map((property) => (
              <label key={property.id} className="carte-app-search__property">
                <input
                  type="checkbox"
                  checked={search.checkedProperties.includes(property.id)}
                  onChange={(event) =>
                    setSearch({
                      ...search,
                      checkedProperties: event.target.checked
                        ? [...search.checkedProperties, property.id]
                        : search.checkedProperties.filter((id) => id !== property.id),
                    })
                  }
                />
                {property.image?.icon ? (
                  <img src={property.image.icon} alt="" width={20} height={20} />
                ) : null}
                {property.name}
              </label>
            ))}
          </fieldset>
        ) : null}
      </search>
      <div
        ref={listRef}
        className="carte-app-search__results"
        data-testid="search-results"
        data-term={shownSearch.searchTerm}
      >
        <p className="carte-app-search__count" role="status">
          {!searching
            ? ''
            : results.length === 0
              ? t('ui_str_no_results', 'No products found')
              : translateCount(RESULTS_COUNT, results.length)}
        </p>
        {/* The rows of a first key, warmed up once while the box is empty (code, fonts, layout). */}
        <WarmUpRows when={fontsLoaded && !searching} onLaidOut={measureFirstRows}>
          <ProductList
            menu={menu}
            lang={lang}
            venue={venue}
            products={index.products.slice(0, SEARCH_FIRST_ROWS)}
            viewFormat={3}
            imagesAfterPaint
          />
        </WarmUpRows>
        <ProductList
          menu={menu}
          lang={lang}
          venue={venue}
          products={rendered}
          viewFormat={3}
          linkSearch="?from=search"
          imagesAfterPaint
        />
        {results.length > shown.length ? (
          <button
            type="button"
            className="carte-button carte-app-search__more"
            data-testid="search-show-more"
            onClick={() => {
              firstNew.current = shown.length
              setPage({ key, count: count + SEARCH_PAGE_SIZE })
            }}
          >
            {t('ui_str_show_more', 'Show more ({shown} of {count})', {
              shown: formatCount(shown.length),
              count: formatCount(results.length),
            })}
          </button>
        ) : null}
      </div>
    </main>
  )
}
