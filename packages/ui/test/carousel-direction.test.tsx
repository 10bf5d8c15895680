import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Carousel, CarteUiProvider } from '../src/index'

// keen-slider measures the slides and moves them with translate3d; jsdom lays out nothing, so
// every element is given the width of a phone's slide.
const WIDTH = 354
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: WIDTH, height: 300 }),
  )
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(WIDTH)
})
afterEach(() => vi.restoreAllMocks())

function Burgers({ language, initial }: { language: string; initial?: number }) {
  return (
    <CarteUiProvider language={language}>
      <Carousel aria-label="Burgers" {...(initial === undefined ? {} : { initial })}>
        <p>Classic Beef Burger</p>
        <p>Spicy Chicken Burger</p>
        <p>Veggie Burger</p>
      </Carousel>
    </CarteUiProvider>
  )
}

/** Where keen has put each slide (its transform), in slide order. */
function placement(container: HTMLElement): string[] {
  return [...container.querySelectorAll<HTMLElement>('.keen-slider__slide')].map(
    (slide) => slide.style.transform,
  )
}

// spec: menu-browsing §2 Product page (swipeable carousel, right-to-left for ar, he, fa): the
// slide on screen is the one the page describes, also after the language changes direction.
describe('Carousel across a direction change', () => {
  it('at 2 / 3, switching en → ar keeps the second slide on screen, not the one it opened at', async () => {
    // What keen does for a carousel that is in ar at the second slide from the start.
    const reference = render(<Burgers language="ar" initial={1} />)
    await waitFor(() => expect(placement(reference.container)[1]).not.toBe(''))
    const atSecondInRtl = placement(reference.container)
    reference.unmount()

    const { container, rerender } = render(<Burgers language="en" />)
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByRole('group', { name: '2 / 3' })).toHaveAttribute('data-state', 'active')
    rerender(<Burgers language="ar" />)
    expect(screen.getByRole('region', { name: 'Burgers' })).toHaveAttribute('data-dir', 'rtl')
    await waitFor(() => expect(placement(container)).toEqual(atSecondInRtl))
    // The page's idea of the shown slide did not move either.
    expect(screen.getByRole('group', { name: '2 / 3' })).toHaveAttribute('data-state', 'active')
    expect(screen.getByTestId('carousel-position')).toHaveTextContent('2 / 3')
  })

  it('a carousel opened in ar at its first slide places the slides otherwise (the check above can fail)', async () => {
    const { container } = render(<Burgers language="ar" />)
    await waitFor(() => expect(placement(container)[1]).not.toBe(''))
    const atFirst = placement(container)
    const other = render(<Burgers language="ar" initial={1} />)
    await waitFor(() => expect(placement(other.container)[1]).not.toBe(''))
    expect(placement(other.container)).not.toEqual(atFirst)
  })

  it('at 3 / 3, when a slide goes away, the last slide left is shown and reported', async () => {
    const onSlideChange = vi.fn()
    const slides = (names: string[]) => (
      <Carousel aria-label="Burgers" initial={2} onSlideChange={onSlideChange}>
        {names.map((name) => (
          <p key={name}>{name}</p>
        ))}
      </Carousel>
    )
    const reference = render(slides(['Classic', 'Spicy']))
    const { container: referenceContainer } = reference
    await waitFor(() => expect(placement(referenceContainer)[0]).not.toBe(''))
    const lastOfTwo = placement(referenceContainer)
    reference.unmount()
    onSlideChange.mockClear()

    const { container, rerender } = render(slides(['Classic', 'Spicy', 'Veggie']))
    expect(screen.getByRole('group', { name: '3 / 3' })).toHaveAttribute('data-state', 'active')
    rerender(slides(['Classic', 'Spicy']))
    expect(screen.getByRole('group', { name: '2 / 2' })).toHaveAttribute('data-state', 'active')
    expect(onSlideChange).toHaveBeenLastCalledWith(1)
    await waitFor(() => expect(placement(container)).toEqual(lastOfTwo))
  })
})
