import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify'

/**
 * The strict configuration for venue HTML: plain HTML only (no SVG/MathML), no scripts, styles,
 * frames, forms or embedded objects, no inline styles or event handlers; DOMPurify's default URI
 * policy drops javascript: and other script URLs.
 */
export const SANITIZE_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'script',
    'style',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'link',
    'meta',
    'base',
    'svg',
    'math',
    'template',
  ],
  FORBID_ATTR: ['style', 'srcdoc', 'formaction', 'action', 'xlink:href'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
} satisfies Config

/**
 * The level venue HTML's highest heading takes: venue HTML always sits under the screen's own
 * `<h1>` (its title), so its headings start at level 2.
 * spec: architecture "Venue-supplied HTML ... rendered only through one sanitizing component";
 *   WCAG 1.3.1 Info and Relationships (heading levels)
 */
export const VENUE_TOP_HEADING_LEVEL = 2

const HEADINGS = 'h1, h2, h3, h4, h5, h6'

const isElement = (node: Node): node is Element => node.nodeType === 1

const levelOf = (heading: Element): number => Number(heading.tagName.slice(1))

/**
 * Moves venue headings under the screen's heading. The venue's levels, in order, become
 * {@link VENUE_TOP_HEADING_LEVEL} and the levels below it, one apart ('h1, h3' reads 'h2, h3'),
 * and no heading goes more than one level below the heading before it (a venue's h2 before its h1
 * does not open the outline at level 3). A venue writes `<h3>` for a welcome line and `<h1>` for a
 * page title without knowing the screen around it; a screen reader's outline then skipped a level
 * or had two level-1 headings (WCAG 1.3.1, axe heading-order). A moved heading keeps the look of
 * the tag the venue wrote (`data-size`, styled by the package CSS).
 * spec: architecture "Venue-supplied HTML ... rendered only through one sanitizing component";
 *   WCAG 1.3.1 Info and Relationships
 */
function nestHeadings(body: Element): void {
  const headings = [...body.querySelectorAll(HEADINGS)]
  const ranks = [...new Set(headings.map(levelOf))].sort((a, b) => a - b)
  let previous = VENUE_TOP_HEADING_LEVEL - 1
  const document = body.ownerDocument
  for (const heading of headings) {
    const written = levelOf(heading)
    const level = Math.min(VENUE_TOP_HEADING_LEVEL + ranks.indexOf(written), previous + 1, 6)
    previous = level
    if (level === written) continue
    const moved = document.createElement(`h${level}`)
    for (const attribute of [...heading.attributes]) {
      moved.setAttribute(attribute.name, attribute.value)
    }
    moved.setAttribute('data-size', String(written))
    moved.append(...heading.childNodes)
    heading.replaceWith(moved)
  }
}

let purifier: Purifier | null = null
let serverWindow: WindowLike | null = null

/**
 * Gives the sanitizer a DOM where the page has none: a server that renders Carte's screens to HTML
 * passes a DOM implementation's window (jsdom's), so venue HTML is sanitized there by the same
 * DOMPurify configuration instead of being left out. In a browser the page's window is used and
 * this is not needed.
 * spec: architecture "Venue-supplied HTML ... rendered only through one sanitizing component"
 * @param domWindow - a window with a DOM parser (e.g. `new JSDOM('').window`).
 */
export function setSanitizerWindow(domWindow: WindowLike): void {
  serverWindow = domWindow
  purifier = null
}

function getPurifier(): Purifier | null {
  if (purifier) return purifier
  const root: WindowLike | null = typeof window === 'undefined' ? serverWindow : window
  if (root === null) return null
  const instance = DOMPurify(root)
  if (!instance.isSupported) return null
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG') {
      // Venue images without a text alternative are treated as decorative; below-the-fold loading.
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '')
      node.setAttribute('loading', 'lazy')
    }
    if (!node.hasAttribute('target')) return
    // Only new-tab targets survive, and they never get a handle on the opener (reverse tabnabbing).
    if (node.getAttribute('target') !== '_blank') {
      node.removeAttribute('target')
      return
    }
    node.setAttribute('rel', 'noopener noreferrer')
  })
  purifier = instance
  return purifier
}

/**
 * Sanitizes venue-supplied HTML with DOMPurify under {@link SANITIZE_CONFIG}; links opening a new
 * tab get rel="noopener noreferrer"; images get loading="lazy" and alt="" when they have none;
 * headings move under the screen's own, the highest to level {@link VENUE_TOP_HEADING_LEVEL}
 * (keeping their size).
 * Without a DOM (a server that gave none through {@link setSanitizerWindow}) the result is empty:
 * nothing unsafe is ever returned.
 * spec: architecture "Venue-supplied HTML ... rendered only through one sanitizing component"
 * @param html - untrusted HTML from the venue or server (null/undefined -> '')
 * @returns safe HTML
 */
export function sanitizeHtml(html: string | null | undefined): string {
  return sanitizedBody(html)?.innerHTML ?? ''
}

/**
 * The sanitized venue HTML as the body of DOMPurify's own inert document (nothing in it loads or
 * runs), its headings moved under the screen's; null for empty HTML or without a DOM. For the
 * package's readers of venue HTML (sanitizeHtml, venueHtmlText); not exported by the package.
 * @param html - untrusted HTML from the venue or server
 * @returns the sanitized body element, or null
 * spec: architecture "Venue-supplied HTML ... rendered only through one sanitizing component"
 */
export function sanitizedBody(html: string | null | undefined): Element | null {
  if (!html) return null
  const instance = getPurifier()
  if (!instance) return null
  const body = instance.sanitize(html, { ...SANITIZE_CONFIG, RETURN_DOM: true })
  if (!isElement(body)) return null
  nestHeadings(body)
  return body
}
