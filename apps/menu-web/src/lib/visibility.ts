import type { Category, MenuData, Product } from '@carte/api-client'
import type { HoursEntry } from '@carte/hours'

type IsShown = (entries: readonly HoursEntry[] | null | undefined) => boolean

/**
 * Top-level categories shown now: no parent and inside their category_hours
 * (spec: menu-browsing §2 Home "the top-level categories within opening hours").
 * @param menu - the menu data.
 * @param isShown - @carte/hours' hours test bound to now.
 * @returns the categories in menu order.
 */
export function homeCategories(menu: MenuData, isShown: IsShown): Category[] {
  return menu.categories.filter(
    (category) => category.parent === null && isShown(category.category_hours),
  )
}

/**
 * Drawer category links: top-level only, hidden when disable_link, external_link or outside the
 * category's hours (spec: menu-browsing §2 Drawer).
 * @param menu - the menu data.
 * @param isShown - @carte/hours' hours test bound to now.
 * @returns the categories to link.
 */
export function drawerCategories(menu: MenuData, isShown: IsShown): Category[] {
  return homeCategories(menu, isShown).filter(
    (category) => !category.disable_link && !category.external_link,
  )
}

/**
 * Products shown now: in enabled, time-valid categories and inside their own product_hours
 * (spec: menu-browsing §4 "Products and categories appear only within their own hours").
 * @param menu - the menu data.
 * @param isShown - @carte/hours' hours test bound to now.
 * @param categoryIds - limit to these categories (default: every category shown now).
 * @returns the products in menu order.
 */
export function shownProducts(
  menu: MenuData,
  isShown: IsShown,
  categoryIds?: ReadonlySet<number>,
): Product[] {
  const open = new Set(
    menu.categories.filter((category) => isShown(category.category_hours)).map((c) => c.id),
  )
  return menu.products.filter(
    (product) =>
      product.category !== null &&
      open.has(product.category) &&
      (categoryIds === undefined || categoryIds.has(product.category)) &&
      isShown(product.product_hours),
  )
}
