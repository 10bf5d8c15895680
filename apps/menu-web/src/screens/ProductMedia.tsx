import type { ImageSource, Product } from '@carte/api-client'
import { productImage } from '@carte/api-client'
import { ImageWithFallback, useT } from '@carte/ui'
import { useEffect, useRef, useState } from 'react'

/**
 * A product's video: its uploaded video_file first, else its video_url; null without either.
 * spec: menu-browsing §3 Product (video_file, video_url)
 * @param product - the product.
 * @returns the video's URL, or null.
 */
export function productVideo(product: Pick<Product, 'video_file' | 'video_url'>): string | null {
  return product.video_file || product.video_url || null
}

/** Props of {@link ProductMedia}. */
export interface ProductMediaProps {
  readonly product: Product
  /** default_product_image, shown when the product's own image is missing or fails. */
  readonly fallback: ImageSource | null
  /** The slide is the one shown: only its image loads eagerly and only its video may load or play. */
  readonly active: boolean
  /** On a carousel slide: a hidden_image product keeps an empty box of the images' shape. */
  readonly inCarousel?: boolean
}

/**
 * One product's picture and, below it, its video (muted, inline, with controls, the picture as
 * poster, named by the product), on its product-page slide. A video off the shown slide has no
 * source (nothing loads) and is paused when its slide leaves. A video the browser cannot play (a
 * video_url of a page such as YouTube's, or a file that is gone) becomes a link to it, 'Watch the
 * video' (ui_str_watch_video), rather than a dead player, even when it failed before it was on the
 * page. With hidden_image there is no picture; on a carousel slide an empty box of the images'
 * shape stands in, so the slider keeps its height.
 * spec: menu-browsing §2 Product page (carousel; display options hidden_image), §3 Product (images,
 *   video_file, video_url)
 * @param props - {@link ProductMediaProps}
 * @returns the slide content
 */
export function ProductMedia({ product, fallback, active, inCarousel = false }: ProductMediaProps) {
  const image = productImage(product)
  const video = productVideo(product)
  const videoRef = useRef<HTMLVideoElement>(null)
  const t = useT()
  const [unplayable, setUnplayable] = useState<string | null>(null)
  useEffect(() => {
    if (!active) videoRef.current?.pause()
  }, [active])
  // The video's source is set when React creates the element, which can be a yield or more before
  // React puts it on the page; an error in between (a page answered at once, a cached 404) reaches
  // no handler, as React drops events on elements it has not committed. The element keeps it.
  useEffect(() => {
    if (active && video && videoRef.current?.error) setUnplayable(video)
  }, [active, video])
  const poster = image ?? fallback
  return (
    <div className="carte-app-product-media">
      {product.hidden_image ? (
        inCarousel ? (
          <span
            className="carte-app-product-image carte-app-product-image--hidden"
            data-testid={`hidden-image-${product.id}`}
          />
        ) : null
      ) : (
        <ImageWithFallback
          image={image}
          fallback={fallback}
          alt={product.name}
          loading={active ? 'eager' : 'lazy'}
          className="carte-app-product-image"
        />
      )}
      {video && unplayable === video ? (
        <a
          className="carte-app-product-video-link"
          href={video}
          target="_blank"
          rel="noopener noreferrer"
          data-state={active ? 'active' : 'inactive'}
        >
          {t('ui_str_watch_video', 'Watch the video')}
        </a>
      ) : video ? (
        <video
          ref={videoRef}
          className="carte-app-product-video"
          // Off the shown slide the video has no source: it fetches nothing, not even its metadata.
          src={active ? video : undefined}
          controls
          muted
          playsInline
          preload={active ? 'metadata' : 'none'}
          aria-label={product.name}
          data-state={active ? 'active' : 'inactive'}
          onError={() => setUnplayable(video)}
          {...(poster ? { poster: poster.src, width: poster.width, height: poster.height } : {})}
        />
      ) : null}
    </div>
  )
}
