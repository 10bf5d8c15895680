// @vitest-environment node
// A server renders Carte's first screen to HTML (apps/menu-web/src/prerender.tsx) where there is no
// page window: venue HTML must come out sanitized there too, never raw.
import { JSDOM } from 'jsdom'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SanitizedHtml, sanitizeHtml, setSanitizerWindow } from '../src/index'

// architecture: venue HTML is rendered only through one sanitizing component (DOMPurify)
describe('sanitizing venue HTML on a server', () => {
  const hostile =
    '<p>Fresh <b>daily</b></p><img src="x.png" onerror="alert(1)"><script>alert(2)</script>'

  it('without a DOM, nothing is returned (never the raw HTML)', () => {
    expect(typeof window).toBe('undefined')
    expect(sanitizeHtml(hostile)).toBe('')
    expect(renderToStaticMarkup(<SanitizedHtml html={hostile} />)).toBe('')
  })

  it("with a DOM implementation's window, the same configuration sanitizes", () => {
    setSanitizerWindow(new JSDOM('').window as unknown as Parameters<typeof setSanitizerWindow>[0])
    const markup = renderToStaticMarkup(<SanitizedHtml html={hostile} className="header" />)
    expect(markup).toContain('<p>Fresh <b>daily</b></p>')
    expect(markup).toContain('class="carte-html header"')
    expect(markup).not.toContain('onerror')
    expect(markup).not.toContain('<script')
    // The images rule applies too: decorative alt and lazy loading.
    expect(markup).toMatch(/<img[^>]*loading="lazy"/)
    expect(markup).toMatch(/<img[^>]*alt=""/)
    // And the headings rule: a venue <h3> sits under the screen's <h1> as an <h2>.
    expect(renderToStaticMarkup(<SanitizedHtml html="<h3>Welcome</h3>" />)).toBe(
      '<div class="carte-html"><h2 data-size="3">Welcome</h2></div>',
    )
  })
})
