import type { MenuData } from '../schemas/menu'
import { imageSource } from './image-source'
import type { ImageSource } from './types'

/**
 * The menu's fallback images for products and categories (their resized variant and size).
 * @param menu - the menu data
 * @returns { product, category }, each null when the menu sets none
 * spec: menu-browsing §3 default_product_image and default_category_image (with resized, width, height); architecture "fall back to default_product_image / default_category_image"
 */
export function defaultImages(
  menu: Pick<MenuData, 'default_product_image' | 'default_category_image'>,
): {
  product: ImageSource | null
  category: ImageSource | null
} {
  return {
    product: imageSource(
      menu.default_product_image?.resized,
      menu.default_product_image?.width,
      menu.default_product_image?.height,
    ),
    category: imageSource(
      menu.default_category_image?.resized,
      menu.default_category_image?.width,
      menu.default_category_image?.height,
    ),
  }
}
