import { type ReactNode, useEffect, useState } from 'react'
import { afterNextPaint } from '../hooks/afterNextPaint'

/** An image with its intrinsic size (no layout shift). spec: architecture "Images carry width and height" */
export interface ImageSource {
  readonly src: string
  readonly width: number
  readonly height: number
}

/** Props of {@link ImageWithFallback}. */
export interface ImageWithFallbackProps {
  /** The image to show; the fallback is used when absent or when it fails to load. */
  readonly image?: ImageSource | null
  /** default_product_image / default_category_image. */
  readonly fallback?: ImageSource | null
  /** Text alternative ('' for decorative images next to their name). */
  readonly alt: string
  /** 'lazy' below the first screen (default), 'eager' for the first visible images. */
  readonly loading?: 'lazy' | 'eager'
  readonly className?: string
  /**
   * Sets the source only once the frame that first shows the image's box has been drawn. For
   * lists that change with every key (the search results): a new row's text is drawn with the
   * key, and its image request (a cache lookup, a fetch, a decode) follows a frame later instead
   * of holding that frame (issue 5: ≤ 16 ms per keystroke). The box keeps its size meanwhile.
   */
  readonly afterPaint?: boolean
  /**
   * What shows when no image can (neither given, or both failed to load): nothing by default; the
   * drawer's built-in logo for a venue logo that does not load (spec: menu-browsing §2 Drawer "a
   * default if none").
   */
  readonly placeholder?: ReactNode
}

/**
 * An `<img>` with width and height, lazy loading, and a fallback image when the source is missing
 * or fails to load (also when it failed before it was on the page); `data-state` is 'fallback' when
 * the fallback shows.
 * spec: architecture "Images carry width and height ..., load lazily ..., and fall back to
 * default_product_image / default_category_image"
 * @param props - {@link ImageWithFallbackProps}
 * @returns the image, or `placeholder` (nothing by default) when neither image nor fallback can show
 */
export function ImageWithFallback({
  image,
  fallback,
  alt,
  loading = 'lazy',
  className,
  afterPaint = false,
  placeholder = null,
}: ImageWithFallbackProps) {
  // Every source that failed here: once the image and then its fallback have failed, neither is
  // tried again (remembering only the last, the two took turns without end).
  const [failed, setFailed] = useState<readonly string[]>([])
  const fail = (src: string) => setFailed((sources) => [...sources, src])
  const [painted, setPainted] = useState(!afterPaint)
  useEffect(() => (painted ? undefined : afterNextPaint(() => setPainted(true))), [painted])
  const useFallback = !image || image.src === '' || failed.includes(image.src)
  const shown = useFallback ? fallback : image
  if (!shown || shown.src === '' || failed.includes(shown.src)) return placeholder
  return (
    <img
      // The source is set when React creates the <img>, a yield or more before React puts it on
      // the page; an error in between (a cached 404, a fast refusal) reaches no handler, as React
      // drops events on elements it has not committed. So once on the page, a finished image with
      // no width is checked: broken, or an SVG without a size of its own? decode() rejects only
      // the broken one.
      ref={(img) => {
        if (img?.complete && img.currentSrc && !img.naturalWidth) {
          img.decode().catch(() => fail(shown.src))
        }
      }}
      className={className}
      src={painted ? shown.src : undefined}
      width={shown.width}
      height={shown.height}
      alt={alt}
      loading={loading}
      decoding="async"
      data-state={useFallback ? 'fallback' : 'loaded'}
      onError={() => fail(shown.src)}
    />
  )
}
