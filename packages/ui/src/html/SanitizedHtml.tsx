import { type ElementType, useMemo } from 'react'
import { sanitizeHtml } from './sanitizeHtml'

/** Props of {@link SanitizedHtml}. */
export interface SanitizedHtmlProps {
  /** Untrusted HTML (venue header/footer texts, pages, form success messages, cart footer). */
  readonly html: string | null | undefined
  /** Element to render, 'div' by default. */
  readonly as?: 'div' | 'section' | 'span' | 'p' | 'article'
  readonly className?: string
  readonly id?: string
}

/**
 * The one component of Carte that renders HTML: venue HTML sanitized by DOMPurify first.
 * spec: architecture "Venue-supplied HTML ... rendered only through one sanitizing component (DOMPurify)"
 * @param props - {@link SanitizedHtmlProps}
 * @returns the element with the sanitized HTML, or nothing for empty HTML
 */
export function SanitizedHtml({ html, as = 'div', className, id }: SanitizedHtmlProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html])
  if (safe === '') return null
  const Tag: ElementType = as
  const classes = className ? `carte-html ${className}` : 'carte-html'
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the input was sanitized by DOMPurify just above; this is Carte's single sanctioned HTML sink.
  return <Tag className={classes} id={id} dangerouslySetInnerHTML={{ __html: safe }} />
}
