import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PromotionSlide } from '../src/index'

// architecture "Images carry width and height (no layout shift)": the file's own size is unknown.
describe('PromotionSlide media box', () => {
  it("keeps the given size's ratio and fits the file inside it", () => {
    const { container } = render(
      <PromotionSlide title="2 for 1" image={{ src: '/p.jpg', width: 800, height: 450 }} />,
    )
    const img = container.querySelector('img') as HTMLImageElement
    expect(img.style.aspectRatio).toBe('800 / 450')
    expect(img.style.objectFit).toBe('contain')
  })

  it('gives a video without a poster a 16:9 box', () => {
    const { container } = render(<PromotionSlide title="Clip" videoSrc="/v.mp4" />)
    const video = container.querySelector('video') as HTMLVideoElement
    expect(video.style.aspectRatio).toBe('16 / 9')
    expect(video.style.objectFit).toBe('contain')
  })
})
