import { render } from '@testing-library/react'
import { createPortal } from 'react-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import { DirectionProvider, ThemeProvider, usePortalContainer } from '../src/index'
import { resolvedStyle, uiStylesheet, useStylesheets } from './resolved-style'

beforeAll(() => useStylesheets(uiStylesheet()))

// architecture: the theme provider's root carries the theme's CSS variables and the direction,
// and dialogs, the drawer, menus and toasts portal into it to inherit both. Issue 5 (TBT): a first
// load must not re-render the app synchronously in its first commit to find that element.

/** The portal container of each render of {@link OpenOnLoad}. */
const seen: (HTMLElement | null)[] = []

/** A dialog open from the first render (the home's promotion pop-up). */
function OpenOnLoad() {
  const container = usePortalContainer()
  seen.push(container)
  return container ? createPortal(<p role="dialog">Today only</p>, container) : null
}

describe('ThemeProvider portal host', () => {
  it('gives content portalled in the first render its element inside the themed root at once: one render, no second pass', () => {
    seen.length = 0
    const view = render(
      <DirectionProvider dir="rtl">
        <ThemeProvider theme={{ primary_color: '#aa0000' }} lang="ar">
          <OpenOnLoad />
        </ThemeProvider>
      </DirectionProvider>,
    )
    expect(seen).toHaveLength(1)
    const dialog = view.getByRole('dialog')
    const root = view.container.querySelector('.carte-root')
    expect(root?.contains(dialog)).toBe(true)
    // The portalled content reads the root's direction and variables.
    expect(dialog.closest('[dir]')?.getAttribute('dir')).toBe('rtl')
    expect(resolvedStyle(dialog.parentElement as Element, 'display')).toBe('contents')
    view.unmount()
    expect(document.body.querySelector('.carte-portal-host')).toBeNull()
  })
})
