import { type CSSProperties, useEffect, useRef } from 'react'
import type { ImageSource } from '../images/ImageWithFallback'

/** Props of {@link PromotionSlide}. spec: menu-browsing §3 Promotion (image product/retina, video) */
export interface PromotionSlideProps {
  readonly title: string
  /**
   * image.product with its size: the media box keeps this width/height ratio whatever the file's
   * own size turns out to be (a promotion's data carries no size; menu-browsing §3).
   */
  readonly image?: ImageSource | null
  /** image.retina, offered as the 2x source. */
  readonly retinaSrc?: string | null
  /** A video URL; shown instead of the image when present. */
  readonly videoSrc?: string | null
  /** Whether this slide is the visible one (a video plays only then). */
  readonly active?: boolean
  readonly loading?: 'lazy' | 'eager'
}

/** The media box of a promotion given no image size (a video without a poster): a banner's 16:9. */
const DEFAULT_BOX = '16 / 9'

/**
 * One promotion of the promotions slider or the on-load pop-up: its video (muted, inline,
 * with controls) or its image (with width/height, retina 2x source, lazy), and its title. The
 * media sits in a box of fixed ratio (the given size's, else 16:9) and fits inside it, so the
 * page does not move when the file arrives. A video plays only while its slide is `active`: it is
 * paused when the slide is left (changing autoplay does not stop a started video) and started
 * again when the slide is shown.
 * spec: menu-browsing §2 /{lang}/promotions ("slider of enabled promotions (images or videos)");
 *   WCAG 2.2.2 Pause, Stop, Hide
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
  const videoRef = useRef<HTMLVideoElement>(null)
  const wasActive = useRef(active)
  useEffect(() => {
    const before = wasActive.current
    wasActive.current = active
    const video = videoRef.current
    if (!video) return
    if (!active) video.pause()
    // Shown again: started again (the first showing is autoplay's; pause() ended autoplay). A
    // refused play (the browser's autoplay policy) leaves it paused with its controls.
    else if (!before) void Promise.resolve(video.play()).catch(() => undefined)
  }, [active])
  const box: CSSProperties = {
    aspectRatio: image ? `${image.width} / ${image.height}` : DEFAULT_BOX,
    objectFit: 'contain',
  }
  return (
    <figure className="carte-promotion" data-kind={videoSrc ? 'video' : 'image'}>
      {videoSrc ? (
        <video
          ref={videoRef}
          className="carte-promotion__media"
          style={box}
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
          style={box}
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
