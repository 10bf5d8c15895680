import type { Category, MenuData } from '../schemas/menu'
import { homeCategories } from './home-categories'
import type { IsShown } from './types'

/**
 * Drawer category links: top-level only, hidden when disabled (enable false), disable_link,
 * external_link or outside the category's hours (the home's categories, {@link homeCategories}).
 * @param menu - the menu data (its categories)
 * @param isShown - the hours test bound to now in the venue zone
 * @returns the categories to link, in menu order
 * spec: menu-browsing §2 Drawer "links to top-level categories only (hidden when disable_link, external_link, or outside the category's opening hours)"
 */
export function drawerCategories(menu: Pick<MenuData, 'categories'>, isShown: IsShown): Category[] {
  return homeCategories(menu, isShown).filter(
    (category) => !category.disable_link && !category.external_link,
  )
}
