import { searchProducts } from '@carte/api-client'
import { useT } from '@carte/ui'
import { useAtom } from 'jotai'
import { useId } from 'react'
import { ProductList } from '../components/ProductList'
import { useMenu, useVenue } from '../hooks/useMenu'
import { usePageView } from '../hooks/usePageView'
import { useScreenTitle } from '../hooks/useScreenTitle'
import { useVenueStatus } from '../hooks/useVenueStatus'
import { searchAtom } from '../state/search'

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
  const [search, setSearch] = useAtom(searchAtom)
  const inputId = useId()
  const label = t('ui_str_search', 'Search')
  useScreenTitle(label)
  usePageView('search_page_view')
  const results = searchProducts(menu, search, venue.isShown)
  const searching = search.searchTerm.trim() !== '' || search.checkedProperties.length > 0
  return (
    <main className="carte-app-screen" data-testid="search-screen">
      <search className="carte-app-search">
        <label htmlFor={inputId} className="carte-app-visually-hidden">
          {label}
        </label>
        <input
          id={inputId}
          type="search"
          className="carte-app-search__input"
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
      {searching && results.length === 0 ? (
        <p className="carte-app-empty" role="status">
          {t('ui_str_no_results', 'No products found')}
        </p>
      ) : null}
      <ProductList
        menu={menu}
        lang={lang}
        venue={venue}
        products={results}
        viewFormat={3}
        linkSearch="?from=search"
      />
    </main>
  )
}
