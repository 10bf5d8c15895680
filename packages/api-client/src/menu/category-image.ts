import type { Category } from '../schemas/menu'
import { imageSource } from './image-source'
import type { ImageSource } from './types'

/**
 * A category's image with its size (400×300 when the server gives none).
 * @param category - the category
 * @returns the image source, or null when the category has no image
 * spec: menu-browsing §3 Category image (product, width, height); architecture "Images carry width and height"
 */
export function categoryImage(category: Pick<Category, 'image'>): ImageSource | null {
  return imageSource(category.image?.product, category.image?.width, category.image?.height)
}
