import { render } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import { SanitizedHtml, sanitizeHtml } from '../src/index'
import { expectNoSeriousAxeViolations } from './axe'

// architecture: venue HTML is rendered only through one sanitizing component (DOMPurify)
describe('SanitizedHtml with hostile venue HTML', () => {
  it('keeps ordinary formatting of a venue header text', async () => {
    const { container } = render(
      <SanitizedHtml
        html={'<h2>Welcome</h2><p>Try our <strong>new</strong> <a href="/en/page/3">menu</a></p>'}
      />,
    )
    expect(container.querySelector('h2')?.textContent).toBe('Welcome')
    expect(container.querySelector('strong')?.textContent).toBe('new')
    expect(container.querySelector('a')).toHaveAttribute('href', '/en/page/3')
    await expectNoSeriousAxeViolations(container)
  })

  it.each([
    ['script tag', '<p>hi</p><script>window.pwned=1</script>', 'script'],
    ['event handler', '<img src="x.png" alt="" onerror="window.pwned=1">', 'onerror'],
    ['javascript: link', '<a href="javascript:alert(1)">x</a>', 'javascript:'],
    ['javascript: with entity tricks', '<a href="jav&#x09;ascript:alert(1)">x</a>', 'ascript:'],
    ['iframe', '<iframe src="https://evil.example"></iframe>', 'iframe'],
    ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg>', 'onload'],
    ['style tag', '<style>body{display:none}</style><p>a</p>', 'style'],
    ['inline style', '<p style="position:fixed;inset:0">cover</p>', 'style'],
    ['form', '<form action="https://evil.example"><input name="card"></form>', 'form'],
    ['data: html link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', 'data:'],
    ['mXSS noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', 'onerror'],
    ['object', '<object data="evil.swf"></object>', 'object'],
  ])('strips a %s', (_name, html, forbidden) => {
    const out = sanitizeHtml(html)
    expect(out.toLowerCase()).not.toContain(forbidden)
  })

  it('new-tab links get rel="noopener noreferrer"; other targets are removed', () => {
    const { container } = render(
      <SanitizedHtml
        html={
          '<a href="https://example.com" target="_blank" rel="opener">a</a><a href="https://example.com" target="_top">b</a>'
        }
      />,
    )
    const [blank, top] = container.querySelectorAll('a')
    expect(blank).toHaveAttribute('rel', 'noopener noreferrer')
    expect(blank).toHaveAttribute('target', '_blank')
    expect(top).not.toHaveAttribute('target')
  })

  it('renders nothing for empty or absent HTML', () => {
    const { container } = render(
      <>
        <SanitizedHtml html={null} />
        <SanitizedHtml html="" />
        <SanitizedHtml html="<script>x</script>" />
      </>,
    )
    expect(container.innerHTML).toBe('')
  })
})

describe('SanitizedHtml images', () => {
  it('venue images load lazily and get an empty alt when they have none', () => {
    const { container } = render(
      <SanitizedHtml html={'<img src="/a.png"><img src="/b.png" alt="Chef">'} />,
    )
    const [a, b] = container.querySelectorAll('img')
    expect(a).toHaveAttribute('alt', '')
    expect(a).toHaveAttribute('loading', 'lazy')
    expect(b).toHaveAttribute('alt', 'Chef')
  })
})

// WCAG 1.3.1 (axe heading-order): venue HTML sits under the screen's own <h1>, so its headings
// start at level 2 whatever level the venue wrote.
describe('venue headings nest under the screen heading', () => {
  const tags = (html: string) =>
    [
      ...new DOMParser()
        .parseFromString(html, 'text/html')
        .body.querySelectorAll('h1,h2,h3,h4,h5,h6'),
    ].map(
      (heading) =>
        `${heading.tagName.toLowerCase()}:${heading.getAttribute('data-size') ?? '-'}:${heading.textContent}`,
    )

  it("a welcome line written as <h3> becomes an <h2> that keeps an h3's size", () => {
    expect(tags(sanitizeHtml('<h3>Welcome</h3><p>Charcoal grills.</p>'))).toEqual(['h2:3:Welcome'])
  })

  it("the venue's levels become 2, 3, 4 in their order, with no level skipped", () => {
    expect(tags(sanitizeHtml('<h1>Menu</h1><h2>Starters</h2><h4>Note</h4>'))).toEqual([
      'h2:1:Menu',
      'h3:2:Starters',
      'h4:-:Note',
    ])
    expect(tags(sanitizeHtml('<h1>Menu</h1><h3>Note</h3>'))).toEqual(['h2:1:Menu', 'h3:-:Note'])
  })

  it('no heading opens deeper than one below the one before it (an h2 written before the h1)', () => {
    expect(tags(sanitizeHtml('<h2>Today</h2><h1>Menu</h1><h2>Starters</h2>'))).toEqual([
      'h2:-:Today',
      'h2:1:Menu',
      'h3:2:Starters',
    ])
  })

  it('headings already starting at level 2 are left as written; none goes past 6', () => {
    expect(sanitizeHtml('<h2>A</h2><h3>B</h3>')).toBe('<h2>A</h2><h3>B</h3>')
    expect(tags(sanitizeHtml('<h1>a</h1><h6>b</h6>'))).toEqual(['h2:1:a', 'h3:6:b'])
  })

  it('a moved heading keeps its allowed attributes and content, and nothing unsafe comes back', () => {
    const out = sanitizeHtml(
      '<h3 id="hello" class="promo" onclick="alert(1)">Hi <em>there</em><img src="x.png" onerror="alert(2)"></h3>',
    )
    const heading = new DOMParser().parseFromString(out, 'text/html').body.firstElementChild
    expect(heading?.tagName).toBe('H2')
    expect(heading?.id).toBe('hello')
    expect(heading?.className).toBe('promo')
    expect(heading?.querySelector('em')?.textContent).toBe('there')
    expect(out).not.toMatch(/onclick|onerror/)
  })

  it.each([
    '<h3>Welcome</h3><p>Charcoal grills.</p>',
    '<h1>Menu</h1><h3>Note</h3>',
    '<h2>Today</h2><h1>Menu</h1>',
    '<h4>a</h4><h1>b</h1><h6>c</h6><h2>d</h2>',
  ])('passes axe heading-order under a page <h1>: %s', async (html) => {
    const { container } = render(
      <main>
        <h1>Marina Grill House</h1>
        <SanitizedHtml html={html} />
      </main>,
    )
    // heading-order is a 'moderate' rule, which expectNoSeriousAxeViolations lets through.
    const results = await axe.run(container, { runOnly: ['heading-order'] })
    expect(results.violations.map((violation) => violation.id)).toEqual([])
  })
})
