import type { ImageSource } from '../images/ImageWithFallback'

/** Props of {@link PromotionSlide}. spec: menu-browsing §3 Promotion (image product/retina, video) */
export interface PromotionSlideProps {
  readonly title: string
  /** image.product with its size. */
  readonly image?: ImageSource | null
  /** image.retina, offered as the 2x source. */
  readonly retinaSrc?: string | null
  /** A video URL; shown instead of the image when present. */
  readonly videoSrc?: string | null
  /** Whether this slide is the visible one (videos play only then). */
  readonly active?: boolean
  readonly loading?: 'lazy' | 'eager'
}

/**
 * One promotion of the promotions slider or the on-load pop-up: its video (muted, inline,
 * with controls) or its image (with width/height, retina 2x source, lazy), and its title.
 * spec: menu-browsing §2 /{lang}/promotions ("slider of enabled promotions (images or videos)")
 * @param props - {@link PromotionSlideProps}
 * @returns the slide content
 */
export function PromotionSlide({
  title,
  image,
  retinaSrc,
  videoSrc,
  active = true,
  loading = 'lazy',
}: PromotionSlideProps) {
  return (
    <figure className="carte-promotion" data-kind={videoSrc ? 'video' : 'image'}>
      {videoSrc ? (
        <video
          className="carte-promotion__media"
          src={videoSrc}
          controls
          muted
          playsInline
          loop
          autoPlay={active}
          preload={active ? 'auto' : 'none'}
          aria-label={title}
          {...(image ? { poster: image.src, width: image.width, height: image.height } : {})}
        />
      ) : image ? (
        <img
          className="carte-promotion__media"
          src={image.src}
          {...(retinaSrc ? { srcSet: `${image.src} 1x, ${retinaSrc} 2x` } : {})}
          width={image.width}
          height={image.height}
          alt=""
          loading={loading}
          decoding="async"
        />
      ) : null}
      <figcaption className="carte-promotion__title">{title}</figcaption>
    </figure>
  )
}
