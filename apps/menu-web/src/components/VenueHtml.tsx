import type { SanitizedHtmlProps } from '@carte/ui'
import { lazy, Suspense } from 'react'

const SanitizedHtml = lazy(() =>
  import('@carte/ui').then((module) => ({ default: module.SanitizedHtml })),
)

/**
 * Venue-supplied HTML through @carte/ui's SanitizedHtml (DOMPurify), loaded beside the screen so
 * the sanitizer stays out of the first download; nothing renders for empty HTML.
 * spec: architecture "Venue-supplied HTML ... rendered only through one sanitizing component"
 * @param props - the SanitizedHtml props.
 * @returns the sanitized HTML, once the sanitizer is loaded.
 */
export function VenueHtml(props: SanitizedHtmlProps) {
  if (!props.html) return null
  return (
    <Suspense fallback={null}>
      <SanitizedHtml {...props} />
    </Suspense>
  )
}
