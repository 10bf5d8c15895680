import { render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PromotionSlide } from '../src/index'

afterEach(() => vi.restoreAllMocks())

// spec: menu-browsing §2 /{lang}/promotions (videos); WCAG 2.2.2 Pause, Stop, Hide
describe('PromotionSlide video', () => {
  it('is paused when its slide stops being the shown one, and started again when shown', () => {
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
    const { rerender } = render(<PromotionSlide title="Clip" videoSrc="/v.mp4" active />)
    // Shown first: autoplay's to start, nothing paused.
    expect(play).not.toHaveBeenCalled()
    expect(pause).not.toHaveBeenCalled()
    rerender(<PromotionSlide title="Clip" videoSrc="/v.mp4" active={false} />)
    expect(pause).toHaveBeenCalledTimes(1)
    expect(play).not.toHaveBeenCalled()
    rerender(<PromotionSlide title="Clip" videoSrc="/v.mp4" active />)
    expect(play).toHaveBeenCalledTimes(1)
  })

  it('a video of a slide never shown is not started and not loaded', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
    const { container } = render(<PromotionSlide title="Clip" videoSrc="/v.mp4" active={false} />)
    const video = container.querySelector('video') as HTMLVideoElement
    expect(video.autoplay).toBe(false)
    expect(video).toHaveAttribute('preload', 'none')
    expect(play).not.toHaveBeenCalled()
  })
})
