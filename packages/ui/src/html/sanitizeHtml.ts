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
 * tab get rel="noopener noreferrer"; images get loading="lazy" and alt="" when they have none.
 * Without a DOM (a server that gave none through {@link setSanitizerWindow}) the result is empty:
 * nothing unsafe is ever returned.
 * spec: architecture "Venue-supplied HTML ... rendered only through one sanitizing component"
 * @param html - untrusted HTML from the venue or server (null/undefined -> '')
 * @returns safe HTML
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return ''
  const instance = getPurifier()
  if (!instance) return ''
  return instance.sanitize(html, { ...SANITIZE_CONFIG, RETURN_TRUSTED_TYPE: false })
}
