import { describe, expect, it } from 'vitest'
import { venueHtmlText } from '../src/index'

// The venue's text for a link preview or a search result (the page's description): architecture
// "Venue-supplied HTML ... rendered only through one sanitizing component (DOMPurify)".
describe('venueHtmlText', () => {
  it('reads blocks apart and inline text together', () => {
    expect(
      venueHtmlText(
        '<h3>Welcome to Marina Grill House</h3><p>Charcoal grills, <strong>all-day</strong>\n breakfast.</p>',
      ),
    ).toBe('Welcome to Marina Grill House Charcoal grills, all-day breakfast.')
    expect(venueHtmlText('<ul><li>Pasta</li><li>Pizza</li></ul>line<br>two')).toBe(
      'Pasta Pizza line two',
    )
  })

  it('holds nothing the sanitizer drops: no script text, no handler', () => {
    expect(
      venueHtmlText(
        '<p>Open daily</p><img src="data:," alt="" onerror="alert(1)"><script>alert("xss")</script>',
      ),
    ).toBe('Open daily')
    expect(venueHtmlText('<style>p{}</style><p>a</p>')).toBe('a')
  })

  it('is empty for empty or absent HTML', () => {
    expect(venueHtmlText('')).toBe('')
    expect(venueHtmlText(null)).toBe('')
    expect(venueHtmlText(undefined)).toBe('')
    expect(venueHtmlText('<p> </p>')).toBe('')
  })
})
