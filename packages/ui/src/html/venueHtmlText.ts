import { sanitizedBody } from './sanitizeHtml'

/** Elements that end a line of text: their text is kept apart from the next one's. */
const BLOCKS =
  'address, article, blockquote, br, dd, div, dl, dt, figcaption, h1, h2, h3, h4, h5, h6, hr, li, ol, p, pre, section, table, td, th, tr, ul'

/**
 * The text of venue HTML as one line, as a link preview or a search result shows it: sanitized by
 * the same configuration as {@link sanitizeHtml}, each block's text kept apart by a space,
 * white space collapsed ('<h3>Welcome</h3><p>Grills.</p>' reads 'Welcome Grills.').
 * Empty without a DOM (a server that gave none through setSanitizerWindow), as sanitizeHtml.
 * spec: architecture "Venue-supplied HTML ... rendered only through one sanitizing component"
 * @param html - untrusted HTML from the venue or server
 * @returns the plain text
 */
export function venueHtmlText(html: string | null | undefined): string {
  const body = sanitizedBody(html)
  if (body === null) return ''
  for (const block of body.querySelectorAll(BLOCKS)) block.after(' ')
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim()
}
