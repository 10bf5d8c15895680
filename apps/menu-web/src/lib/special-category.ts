import type { Category, MenuData, Product } from '@carte/api-client'
import type { HoursEntry } from '@carte/hours'
import { compareAmounts } from '@carte/pricing'
import { shownProducts } from './visibility'

type IsShown = (entries: readonly HoursEntry[] | null | undefined) => boolean

/** One section of a special category: a category and its products. */
export interface SpecialSection {
  readonly category: Category
  readonly products: readonly Product[]
}

/**
 * The sections a special category lists: products of every enabled category shown now (or of
 * special_category_display_categories when set), kept to discounted products for 'discounted'
 * and to combos for 'combos' (spec: menu-browsing §2 Category page special categories).
 * @param menu - the menu data.
 * @param special - the special category.
 * @param isShown - @carte/hours' hours test bound to now.
 * @returns non-empty sections in menu order.
 */
export function specialSections(
  menu: MenuData,
  special: Category,
  isShown: IsShown,
): SpecialSection[] {
  const chosen = new Set(special.special_category_display_categories)
  const sourceCategories = menu.categories.filter(
    (category) =>
      category.id !== special.id &&
      !category.enable_special_category &&
      !category.disable_link &&
      !category.external_link &&
      (chosen.size === 0 || chosen.has(category.id)) &&
      isShown(category.category_hours),
  )
  const products = shownProducts(menu, isShown).filter((product) => {
    if (special.special_category_type === 'discounted') {
      return compareAmounts(product.discount, '0') > 0
    }
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
