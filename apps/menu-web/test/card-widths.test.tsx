import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ThemeProvider } from '@carte/ui'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  resolvedStyle,
  uiStylesheet,
  useStylesheets,
} from '../../../packages/ui/test/resolved-style'

// spec: menu-browsing §9 "Default widths of selected list items: cards 45 percent, full-width 95
// percent". Category and sub-category cards (CategoryCards) follow the widths @carte/ui's
// ProductCard uses (its --carte-card-width and --carte-fullwidth). The layout itself (two to a
// row at 320 px, right to left) is measured in Chromium: e2e/theme.e2e.ts.
beforeAll(() =>
  useStylesheets(uiStylesheet(), readFileSync(join(import.meta.dirname, '../src/app.css'), 'utf8')),
)
afterEach(() => cleanup())

function cards() {
  render(
    <ThemeProvider theme={{}}>
      <ul className="carte-app-cards">
        <li className="carte-app-card" data-testid="card">
          Burgers
        </li>
        <li className="carte-app-card" data-fullwidth data-testid="full">
          Grills
        </li>
      </ul>
    </ThemeProvider>,
  )
  return { card: screen.getByTestId('card'), full: screen.getByTestId('full') }
}

describe('category cards (menu-browsing §9 card widths)', () => {
  it('a card is 45 % of the row and a full-width card 95 %', () => {
    const { card, full } = cards()
    expect(resolvedStyle(card, 'inline-size')).toBe('45%')
    expect(resolvedStyle(full, 'inline-size')).toBe('95%')
  })

  it('2.5 % margins and no gap: two cards fill a row (2 × (45 + 5) = 100 %), a full-width one a row', () => {
    const { card } = cards()
    // Both sides alike, so right to left lays the row out the same, mirrored.
    expect(resolvedStyle(card, 'margin-left')).toBe('2.5%')
    expect(resolvedStyle(card, 'margin-right')).toBe('2.5%')
    const list = card.parentElement
    if (!list) throw new Error('no list')
    expect(getComputedStyle(list).getPropertyValue('gap')).toBe('0')
  })
})
