import type { Category, MenuData, Product } from '@carte/api-client'
import type { ImageSource } from '@carte/ui'

const DEFAULT_WIDTH = 400
const DEFAULT_HEIGHT = 300

function source(
  src: string | null | undefined,
  width: number | null | undefined,
  height: number | null | undefined,
): ImageSource | null {
  if (!src) return null
  return { src, width: width || DEFAULT_WIDTH, height: height || DEFAULT_HEIGHT }
}

/**
 * A category's image with its size (architecture: images carry width and height).
 * @param category - the category.
 * @returns the image source, or null.
 */
export function categoryImage(category: Category): ImageSource | null {
  return source(category.image?.product, category.image?.width, category.image?.height)
}

/**
 * A product's first image with its size.
 * @param product - the product.
 * @returns the image source, or null.
 */
export function productImage(product: Product): ImageSource | null {
  const [first] = product.images
  return source(first?.image, first?.image_width, first?.image_height)
}

/**
 * The menu's fallback images (architecture: fall back to default_product_image /
 * default_category_image).
 * @param menu - the menu data.
 * @returns { product, category } fallbacks.
 */
export function defaultImages(menu: MenuData): {
  product: ImageSource | null
  category: ImageSource | null
} {
  return {
    product: source(
      menu.default_product_image?.resized,
      menu.default_product_image?.width,
      menu.default_product_image?.height,
    ),
    category: source(
      menu.default_category_image?.resized,
      menu.default_category_image?.width,
      menu.default_category_image?.height,
    ),
  }
}
