import type { Category } from '../schemas/menu'
import type { IsShown } from './types'

/**
 * Whether a category is shown now: it is enabled (`enable`, absent = enabled) and inside its
 * category_hours. The one rule behind every list and page that shows categories or their
 * products: home and drawer links, shown products and the product page, the category page,
 * search and special categories. (README reading: a disabled category is not shown anywhere and
 * its URL is not found.)
 * spec: menu-browsing §2 Search page and Category page ("enabled categories"), §2 Home page and
 *   Drawer ("within opening hours"), §4 "Products and categories appear only within their own hours"
 * @param category - the category (enable and category_hours)
 * @param isShown - the hours test bound to now in the venue zone
 * @returns true when the category and its products may be shown now
 */
export function isCategoryShown(
  category: Pick<Category, 'enable' | 'category_hours'>,
  isShown: IsShown,
): boolean {
  return category.enable && isShown(category.category_hours)
}
