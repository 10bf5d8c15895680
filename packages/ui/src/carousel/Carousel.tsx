import KeenSlider, { type KeenSliderInstance } from 'keen-slider'
import { Children, isValidElement, type ReactNode, useEffect, useRef, useState } from 'react'
import { useDirection } from '../direction/DirectionProvider'
import { BackIcon } from '../icons'
import { useFormatCount } from '../numbers/CountFormatProvider'
import { useT } from '../strings/StringsProvider'
import { UI_TEXT } from '../strings/uiText'

/** Props of {@link Carousel}. */
export interface CarouselProps {
  /** One child per slide. */
  readonly children: ReactNode
  /** Accessible name of the carousel (e.g. the category name, 'Promotions'). */
  readonly 'aria-label': string
  /**
   * Index shown first, read when the carousel mounts (give it a new `key` to start elsewhere): a
   * rebuild of the slider (a direction change, a new slide count) keeps the slide shown.
   */
  readonly initial?: number
  readonly loop?: boolean
  readonly slidesPerView?: number
  readonly spacing?: number
  /** Previous/next buttons (default on). */
  readonly showArrows?: boolean
  /** The shown slide changed (swipe or arrows). */
  readonly onSlideChange?: (index: number) => void
  readonly className?: string
}

/**
 * A swipeable carousel over keen-slider, right-to-left for ar, he, fa (keen's `rtl` option from the
 * direction), with labelled previous/next buttons, the position 'n / N' between them, and slides
 * announced as 'n / N'. Only the shown slide is reachable: the others are aria-hidden and inert
 * (out of the Tab order). The role descriptions 'carousel' and 'slide' are translatable
 * (ui_strings ui_str_carousel, ui_str_slide).
 * spec: menu-browsing §2 Product page (swipeable carousel, right-to-left), /{lang}/promotions;
 *   WCAG 2.4.3 Focus Order, 3.1.2 Language of Parts
 * @param props - {@link CarouselProps}
 * @returns the carousel region
 */
export function Carousel({
  children,
  'aria-label': ariaLabel,
  initial = 0,
  loop = false,
  slidesPerView = 1,
  spacing = 0,
  showArrows = true,
  onSlideChange,
  className,
}: CarouselProps) {
  const t = useT()
  const formatCount = useFormatCount()
  const dir = useDirection()
  const slides = Children.toArray(children)
  const containerRef = useRef<HTMLDivElement>(null)
  const sliderRef = useRef<KeenSliderInstance | null>(null)
  const [current, setCurrent] = useState(initial)
  const currentRef = useRef(initial)
  const onChangeRef = useRef(onSlideChange)
  onChangeRef.current = onSlideChange
  const count = slides.length
  /** 'n / N' for the slide at `index`: its accessible name, and the position shown between the arrows. */
  const slideName = (index: number) => `${formatCount(index + 1)} / ${formatCount(count)}`
  const show = (index: number) => {
    if (index === currentRef.current) return
    currentRef.current = index
    setCurrent(index)
    onChangeRef.current?.(index)
  }
  const showRef = useRef(show)
  showRef.current = show
  useEffect(() => {
    const el = containerRef.current
    if (!el || count === 0) return
    // Rebuilt (ltr ↔ rtl, another slide count) at the slide shown, not the one the carousel opened
    // at: keen would otherwise show that one while the page describes this one.
    const start = Math.min(currentRef.current, count - 1)
    if (start !== currentRef.current) showRef.current(start)
    const showWhereSettled = (s: KeenSliderInstance) => showRef.current(s.track.details.rel)
    const slider = new KeenSlider(el, {
      rtl: dir === 'rtl',
      initial: start,
      loop,
      slides: { perView: slidesPerView, spacing },
      slideChanged(s) {
        // While the slider moves to a slide (an arrow's, or the one a released swipe settles on),
        // the slides it passes are not shown ones: a quick second press would otherwise be undone
        // by the first one's move going by.
        const target = s.animator.targetIdx
        if (target !== null && s.track.absToRel(target) !== s.track.details.rel) return
        showRef.current(s.track.details.rel)
      },
      // A move cut short (a finger on the slider, a resize) settles where keen is, which the
      // position then names: the shown slide is always the one on screen.
      animationEnded: showWhereSettled,
      updated: showWhereSettled,
    })
    sliderRef.current = slider
    return () => {
      // A move under way would go on calling the old slider's handlers after destroy().
      slider.animator.stop()
      slider.destroy()
      sliderRef.current = null
    }
  }, [dir, loop, slidesPerView, spacing, count])
  const go = (delta: 1 | -1) => {
    const slider = sliderRef.current
    const details = slider?.track?.details
    if (!slider || !details) {
      // Not laid out yet (no measured track): the index is ours alone.
      show(
        loop
          ? (current + delta + count) % count
          : Math.min(count - 1, Math.max(0, current + delta)),
      )
      return
    }
    // One slide on from the slide the slider is moving to, not from where its move has got to
    // (keen's next()/prev()): a press within a move's 500 ms would otherwise land one short. The
    // position names that slide at once.
    const from = slider.animator.targetIdx ?? details.abs
    const to = loop
      ? from + delta
      : Math.min(details.maxIdx, Math.max(details.minIdx, from + delta))
    show(slider.track.absToRel(to))
    slider.moveToIdx(to, true)
  }
  return (
    <section
      className={className ? `carte-carousel ${className}` : 'carte-carousel'}
      aria-roledescription={t(...UI_TEXT.carousel)}
      aria-label={ariaLabel}
      data-dir={dir}
    >
      <div ref={containerRef} className="keen-slider" aria-live="polite">
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group with aria-roledescription="slide"; a fieldset would imply a form
          <div
            key={isValidElement(slide) && slide.key !== null ? slide.key : i}
            className="keen-slider__slide carte-carousel__slide"
            role="group"
            aria-roledescription={t(...UI_TEXT.slide)}
            aria-label={slideName(i)}
            aria-hidden={i === current ? undefined : true}
            // Out of the Tab order too, not only hidden from screen readers: a focusable control
            // in another slide (a video's controls) took the focus unheard and scrolled the
            // slider to it while the position still named the shown one (WCAG 2.4.3, 4.1.2).
            inert={i === current ? undefined : true}
            data-state={i === current ? 'active' : 'inactive'}
          >
            {slide}
          </div>
        ))}
      </div>
      {showArrows && count > 1 ? (
        <div className="carte-carousel__arrows">
          <button
            type="button"
            className="carte-icon-button carte-carousel__prev"
            aria-label={t(...UI_TEXT.previousSlide)}
            // aria-disabled, not disabled: at the first slide the focus stays on the arrow (a
            // disabled button drops it to the page; WCAG 2.4.3); a press then does nothing.
            aria-disabled={!loop && current === 0}
            onClick={() => {
              if (loop || current > 0) go(-1)
            }}
          >
            <BackIcon />
          </button>
          {/* Where the diner is among the slides, to the eye ('2 / 5'); screen readers have it
              from the shown slide's own name. */}
          <span
            className="carte-carousel__position"
            aria-hidden="true"
            data-testid="carousel-position"
          >
            {slideName(current)}
          </span>
          <button
            type="button"
            className="carte-icon-button carte-carousel__next"
            aria-label={t(...UI_TEXT.nextSlide)}
            aria-disabled={!loop && current === count - 1}
            onClick={() => {
              if (loop || current < count - 1) go(1)
            }}
          >
            <BackIcon />
          </button>
        </div>
      ) : null}
    </section>
  )
}
