import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Carousel, CarteUiProvider, createTranslate } from '../src/index'

// WCAG 3.1.2 Language of Parts: the role descriptions are read out in the page's language.
describe('Carousel role descriptions', () => {
  it("says 'carousel' and 'slide' in English by default", () => {
    render(
      <Carousel aria-label="Burgers">
        <p>one</p>
        <p>two</p>
      </Carousel>,
    )
    expect(screen.getByRole('region', { name: 'Burgers' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    )
    expect(screen.getByRole('group', { name: '1 / 2' })).toHaveAttribute(
      'aria-roledescription',
      'slide',
    )
  })

  it('takes them from the ui strings (ui_str_carousel, ui_str_slide)', () => {
    render(
      <CarteUiProvider
        language="ar"
        t={createTranslate({ ui_str_carousel: 'عرض دوّار', ui_str_slide: 'شريحة' })}
      >
        <Carousel aria-label="العروض">
          <p>one</p>
          <p>two</p>
        </Carousel>
      </CarteUiProvider>,
    )
    expect(screen.getByRole('region', { name: 'العروض' })).toHaveAttribute(
      'aria-roledescription',
      'عرض دوّار',
    )
    expect(screen.getByRole('group', { name: '1 / 2' })).toHaveAttribute(
      'aria-roledescription',
      'شريحة',
    )
  })
})
