import type { Category, MenuData } from '../schemas/menu'
import { isCategoryShown } from './is-category-shown'
import type { IsShown } from './types'

/**
 * Top-level categories shown now: no parent, enabled and inside their category_hours
 * ({@link isCategoryShown}).
 * @param menu - the menu data (its categories)
 * @param isShown - the hours test bound to now in the venue zone
 * @returns the categories in menu order
 * spec: menu-browsing §2 Home page "the top-level categories within opening hours"
 */
export function homeCategories(menu: Pick<MenuData, 'categories'>, isShown: IsShown): Category[] {
  return menu.categories.filter(
    (category) => category.parent === null && isCategoryShown(category, isShown),
  )
}
