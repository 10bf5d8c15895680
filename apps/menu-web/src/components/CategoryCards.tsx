import type { Category, MenuData } from '@carte/api-client'
import { categoryImage, defaultImages } from '@carte/api-client'
import { AppLink, ImageWithFallback } from '@carte/ui'

/**
 * Cards whose images load at once: a phone's first screen shows up to four rows of two cards, and
 * a lazy image there is fetched only after layout (it was the home page's LCP element).
 */
const EAGER_CARDS = 8

/** Props of {@link CategoryCards}. */
export interface CategoryCardsProps {
  readonly menu: MenuData
  readonly lang: string
  readonly categories: readonly Category[]
}

/**
 * Sub-category cards linking to each category page (external_link opens in a new tab,
 * disable_link renders a plain card). spec: menu-browsing §2 Home and Category page
 * @param props - {@link CategoryCardsProps}
 * @returns the card grid.
 */
export function CategoryCards({ menu, lang, categories }: CategoryCardsProps) {
  const fallback = defaultImages(menu).category
  return (
    <ul className="carte-app-cards" data-testid="category-cards">
      {categories.map((category, index) => (
        <li
          key={category.id}
          className="carte-app-card"
          data-fullwidth={category.fullwidth || undefined}
          data-shadow={category.card_shadow || undefined}
        >
          <AppLink
            href={category.external_link || `/${lang}/category/${category.id}`}
            external={Boolean(category.external_link)}
            disabled={category.disable_link}
            className="carte-app-card__link"
          >
            {category.hidden_image ? null : (
              <ImageWithFallback
                image={categoryImage(category)}
                fallback={fallback}
                alt=""
                loading={index < EAGER_CARDS ? 'eager' : 'lazy'}
                className="carte-app-card__image"
              />
            )}
            {category.hidden_title ? (
              <span className="carte-app-visually-hidden">{category.name}</span>
            ) : (
              <span className="carte-app-card__title">{category.name}</span>
            )}
          </AppLink>
        </li>
      ))}
    </ul>
  )
}
