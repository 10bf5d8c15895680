import { render } from '@testing-library/react'
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
