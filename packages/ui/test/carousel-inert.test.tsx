import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Carousel } from '../src/index'

// spec: menu-browsing §2 /{lang}/promotions, Category page promotion slider; WCAG 2.4.3 Focus Order
describe('Carousel hidden slides', () => {
  it('only the shown slide is reachable: the others are inert as well as aria-hidden', async () => {
    const user = userEvent.setup()
    const { container } = render(
      <Carousel aria-label="Promotions" loop>
        <button type="button">in one</button>
        <button type="button">in two</button>
        <button type="button">in three</button>
      </Carousel>,
    )
    const slide = (name: string) =>
      container.querySelector(`[aria-roledescription="slide"][aria-label="${name}"]`)
    expect(slide('1 / 3')).not.toHaveAttribute('inert')
    expect(slide('2 / 3')).toHaveAttribute('inert')
    expect(slide('3 / 3')).toHaveAttribute('inert')
    expect(slide('3 / 3')).toHaveAttribute('aria-hidden', 'true')
    // A pressed arrow keeps the focus, and the slide it showed becomes the reachable one.
    const next = screen.getByRole('button', { name: 'Next' })
    await user.click(next)
    expect(next).toHaveFocus()
    expect(slide('1 / 3')).toHaveAttribute('inert')
    expect(slide('2 / 3')).not.toHaveAttribute('inert')
    expect(slide('2 / 3')).not.toHaveAttribute('aria-hidden')
    expect(screen.getByRole('button', { name: 'in two' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus()
    expect(slide('1 / 3')).not.toHaveAttribute('inert')
  })
})
