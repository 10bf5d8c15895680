import { render } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { HeaderBase, HeaderPlaceholder, ThemeProvider } from '../src/index'
import { expectNoSeriousAxeViolations } from './axe'
import { resolvedStyle, uiStylesheet, useStylesheets } from './resolved-style'

// menu-browsing §2 Header bar; issue 5 (CLS, LCP): the stand-in a screen shows while the header's
// code loads has the header's box, so nothing below moves when the header replaces it.

beforeAll(() => useStylesheets(uiStylesheet()))

describe('HeaderPlaceholder', () => {
  it("given a theme's header font size, its height rule, background and shadow are the header's own", async () => {
    const theme = { header_font_size: 21, header_background_color: '#112233' }
    const view = render(
      <ThemeProvider theme={theme}>
        <HeaderPlaceholder />
        <HeaderBase title="Marina Grill House" onMenuClick={() => {}} />
      </ThemeProvider>,
    )
    const placeholder = view.container.querySelector('[data-state="placeholder"]')
    const header = view.getByRole('banner')
    if (!placeholder) throw new Error('no placeholder')
    for (const property of ['block-size', 'font-size', 'background', 'box-shadow', 'position']) {
      expect(resolvedStyle(placeholder, property)).toBe(resolvedStyle(header, property))
    }
    expect(resolvedStyle(placeholder, 'font-size')).toBe('21px')
    // Nothing for assistive technology: an empty bar, no second banner.
    expect(placeholder.getAttribute('aria-hidden')).toBe('true')
    expect(view.getAllByRole('banner')).toHaveLength(1)
    await expectNoSeriousAxeViolations(view.container)
  })
})
