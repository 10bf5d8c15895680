import type { Promotion } from '@carte/api-client'
import { Carousel, PromotionSlide } from '@carte/ui'
import { useState } from 'react'
import { promotionImage } from '../lib/promotion-image'

/**
 * A slider of promotions (a category's, or the promotions screen's): only the shown slide's video
 * plays (and loads), the others wait paused; the first slide's image loads eagerly.
 * spec: menu-browsing §2 Category page "a promotion slider", /{lang}/promotions "slider of
 *   enabled promotions (images or videos)"; WCAG 2.2.2 Pause, Stop, Hide
 * @param props - the slider's accessible name and its promotions.
 * @returns the slider.
 */
export function PromotionSlider({
  label,
  promotions,
}: {
  readonly label: string
  readonly promotions: readonly Promotion[]
}) {
  const [active, setActive] = useState(0)
  return (
    <Carousel aria-label={label} loop onSlideChange={setActive}>
      {promotions.map((promotion, index) => (
        <PromotionSlide
          key={promotion.id}
          title={promotion.title}
          image={promotionImage(promotion)}
          retinaSrc={promotion.image?.retina ?? null}
          videoSrc={promotion.video}
          active={index === active}
          loading={index === 0 ? 'eager' : 'lazy'}
        />
      ))}
    </Carousel>
  )
}
