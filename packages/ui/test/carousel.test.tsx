import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Carousel, CarteUiProvider, PromotionSlide } from '../src/index'
import { expectNoSeriousAxeViolations } from './axe'

// spec: menu-browsing §2 Product page (swipeable carousel, right-to-left), /{lang}/promotions
describe('Carousel', () => {
  it('is a labelled carousel region of slides "n / N" with previous/next buttons', async () => {
    const onSlideChange = vi.fn()
    const { container } = render(
      <Carousel aria-label="Burgers" onSlideChange={onSlideChange}>
        <p>one</p>
        <p>two</p>
        <p>three</p>
      </Carousel>,
    )
    const region = screen.getByRole('region', { name: 'Burgers' })
    expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    expect(screen.getByRole('group', { name: '1 / 3' })).toHaveAttribute('data-state', 'active')
    // At the first slide Previous is unavailable (aria-disabled: it keeps the focus) and a press
    // changes nothing.
    const previous = screen.getByRole('button', { name: 'Previous' })
    expect(previous).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(previous)
    expect(onSlideChange).not.toHaveBeenCalled()
    expect(previous).toHaveFocus()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(onSlideChange).toHaveBeenLastCalledWith(1)
    expect(screen.getByRole('group', { name: '2 / 3' })).toHaveAttribute('data-state', 'active')
    await expectNoSeriousAxeViolations(container)
  })

  it('shows the diner where they are among the slides, between the arrows', async () => {
    render(
      <CarteUiProvider language="ar" enableArabicNumerals>
        <Carousel aria-label="Promotions" loop>
          <p>one</p>
          <p>two</p>
          <p>three</p>
        </Carousel>
      </CarteUiProvider>,
    )
    const position = screen.getByTestId('carousel-position')
    expect(position).toHaveTextContent('١ / ٣')
    // The shown slide's own name says it to screen readers: the text is not read twice.
    expect(position).toHaveAttribute('aria-hidden', 'true')
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }))
    expect(position).toHaveTextContent('٣ / ٣')
  })

  it('runs right to left for ar, he, fa', () => {
    render(
      <CarteUiProvider language="he">
        <Carousel aria-label="x">
          <p>one</p>
          <p>two</p>
        </Carousel>
      </CarteUiProvider>,
    )
    expect(screen.getByRole('region', { name: 'x' })).toHaveAttribute('data-dir', 'rtl')
  })
})

describe('PromotionSlide', () => {
  it('renders an image promotion with its size and a retina source', async () => {
    const { container } = render(
      <PromotionSlide
        title="2 for 1"
        image={{ src: '/p.jpg', width: 800, height: 400 }}
        retinaSrc="/p@2x.jpg"
      />,
    )
    const img = container.querySelector('img')
    expect(img).toHaveAttribute('width', '800')
    expect(img).toHaveAttribute('srcset', '/p.jpg 1x, /p@2x.jpg 2x')
    expect(screen.getByText('2 for 1')).toBeInTheDocument()
    await expectNoSeriousAxeViolations(container)
  })

  it('renders a video promotion muted and inline, playing only when active', () => {
    const { container, rerender } = render(
      <PromotionSlide title="Clip" videoSrc="/v.mp4" active={false} />,
    )
    const video = container.querySelector('video') as HTMLVideoElement
    expect(video.muted).toBe(true)
    expect(video).toHaveAttribute('playsinline')
    expect(video.autoplay).toBe(false)
    rerender(<PromotionSlide title="Clip" videoSrc="/v.mp4" active />)
    expect((container.querySelector('video') as HTMLVideoElement).autoplay).toBe(true)
  })
})
