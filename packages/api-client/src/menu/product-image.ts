import type { Product } from '../schemas/menu'
import { imageSource } from './image-source'
import type { ImageSource } from './types'

/**
 * A product's first image with its size (400×300 when the server gives none).
 * @param product - the product
 * @returns the image source, or null when the product has no image
 * spec: menu-browsing §3 Product images (image, image_width, image_height); architecture "Images carry width and height"
 */
export function productImage(product: Pick<Product, 'images'>): ImageSource | null {
  const [first] = product.images
  return imageSource(first?.image, first?.image_width, first?.image_height)
}
