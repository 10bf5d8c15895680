/**
 * The header bar's box without its content: the same height, background and shadow, for a screen
 * to show while the header's code loads. Its height follows the header's own rule (the theme's
 * header font size), so nothing below moves when the header replaces it: a 56 px stand-in for a
 * 56.6 px header moved the home's cards by 0.6 px, and the browser took the moved cards for a new,
 * larger LCP element.
 * spec: menu-browsing §2 Header bar; issue 5 (CLS, LCP)
 * @returns the empty bar, hidden from assistive technology.
 */
export function HeaderPlaceholder() {
  return <div className="carte-header" data-state="placeholder" aria-hidden="true" />
}
