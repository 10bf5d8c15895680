import type { Promotion } from '@carte/api-client'
import type { ImageSource } from '@carte/ui'

/**
 * The size a promotion image is given before it arrives: a promotion's data carries none (image
 * product and retina only), and promotion banners are 16:9 (the seed's are 800×450). The slide's
 * media box keeps this ratio and fits the file inside it, so a file of another size letterboxes
 * instead of moving the slider's arrows when it loads.
 */
export const PROMOTION_IMAGE_SIZE = { width: 800, height: 450 } as const

/**
 * A promotion's image (image.product) with the size its box is reserved at, for PromotionSlide.
 * spec: menu-browsing §3 Promotion (image: product, retina); architecture "Images carry width and
 *   height (no layout shift)"
 * @param promotion - the promotion.
 * @returns its image source, or null when it has none.
 */
export function promotionImage(promotion: Pick<Promotion, 'image'>): ImageSource | null {
  const src = promotion.image?.product
  return src ? { src, ...PROMOTION_IMAGE_SIZE } : null
}
