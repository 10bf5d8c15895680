// The error screen in an Arabic page whose strings never loaded: its English texts are marked as
// English, left to right, so a screen reader reads them in an English voice (WCAG 3.1.2 Language
// of Parts); a venue's translation takes the page's own language.
// spec: menu-browsing §8 "the loading screen shows 'Error' and a message to contact the support team"
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CarteUiProvider, createTranslate, ErrorScreen } from '../src/index'

describe('ErrorScreen language of parts', () => {
  it('English defaults inside an ar page carry lang="en" dir="ltr"', () => {
    render(
      <CarteUiProvider language="ar">
        <ErrorScreen />
      </CarteUiProvider>,
    )
    const title = screen.getByRole('heading', { name: 'Error' })
    expect(title).toHaveAttribute('lang', 'en')
    expect(title).toHaveAttribute('dir', 'ltr')
    const message = screen.getByText(/contact the support team/)
    expect(message).toHaveAttribute('lang', 'en')
  })

  it("the venue's translations keep the page's language (no lang of their own)", () => {
    render(
      <CarteUiProvider
        language="ar"
        t={createTranslate({ ui_str_error: 'خطأ', ui_str_contact_support: 'حدث خطأ ما.' })}
      >
        <ErrorScreen />
      </CarteUiProvider>,
    )
    expect(screen.getByRole('heading', { name: 'خطأ' })).not.toHaveAttribute('lang')
    expect(screen.getByText('حدث خطأ ما.')).not.toHaveAttribute('lang')
  })
})
