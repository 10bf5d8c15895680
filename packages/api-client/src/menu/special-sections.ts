import type { Category, MenuData, Product } from '../schemas/menu'
import { isCategoryShown } from './is-category-shown'
import { shownProducts } from './shown-products'
import type { IsShown } from './types'

/** One section of a special category: a category and its products. */
export interface SpecialSection {
  readonly category: Category
  readonly products: readonly Product[]
}

// Discounts are decimal strings ("10", "0.00"); above zero means a non-zero digit and no sign.
function isDiscounted(discount: string): boolean {
  return !discount.startsWith('-') && /[1-9]/.test(discount)
}

/**
 * The sections a special category lists: the products shown now of every enabled, non-special
 * category inside its hours (or only of special_category_display_categories when set), kept to
 * discounted products for 'discounted' and to combos for 'combos'; one section per category,
 * empty sections left out. A category with disable_link or an external_link is listed too (the
 * spec excludes link categories from search, not from special categories); its products' links
 * follow the category page's rules.
 * @param menu - the menu data (categories and products)
 * @param special - the special category
 * @param isShown - the hours test bound to now in the venue zone
 * @returns the sections in menu order
 * spec: menu-browsing §2 Category page "Special categories (special_category_type: all, all_in_category, discounted, combos) list products from all enabled categories"
 */
export function specialSections(
  menu: Pick<MenuData, 'categories' | 'products'>,
  special: Category,
  isShown: IsShown,
): SpecialSection[] {
  const chosen = new Set(special.special_category_display_categories)
  const sourceCategories = menu.categories.filter(
    (category) =>
      category.id !== special.id &&
      isCategoryShown(category, isShown) &&
      !category.enable_special_category &&
      (chosen.size === 0 || chosen.has(category.id)),
  )
  const products = shownProducts(menu, isShown).filter((product) => {
    if (special.special_category_type === 'discounted') return isDiscounted(product.discount)
    if (special.special_category_type === 'combos') return product.enable_combo
    return true
  })
  return sourceCategories
    .map((category) => ({
      category,
      products: products.filter((product) => product.category === category.id),
    }))
    .filter((section) => section.products.length > 0)
}
