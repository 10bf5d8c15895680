import type { SanitizedHtmlProps } from '@carte/ui'
import { type ComponentType, use } from 'react'

let loading: Promise<ComponentType<SanitizedHtmlProps>> | null = null
let loaded: ComponentType<SanitizedHtmlProps> | null = null

/**
 * Loads the sanitizer chunk once (DOMPurify + @carte/ui's SanitizedHtml); the static server
 * preloads it on the screens that show venue HTML on their first paint.
 * @returns the SanitizedHtml component, once loaded.
 */
export function loadSanitizer(): Promise<ComponentType<SanitizedHtmlProps>> {
  loading ??= import('./sanitized-html').then((module) => {
    loaded = module.SanitizedHtml
    return loaded
  })
  return loading
}

/**
 * Venue-supplied HTML through @carte/ui's SanitizedHtml (DOMPurify), loaded beside the screen so
 * the sanitizer stays out of the first download; nothing renders for empty HTML. It has no
 * Suspense boundary of its own: the screen around it waits for the sanitizer, so the venue text
 * is in the screen's first paint instead of pushing the content down when it arrives (that was
 * the home page's layout shift); once loaded it renders without suspending.
 * spec: architecture "Venue-supplied HTML ... rendered only through one sanitizing component"
 * @param props - the SanitizedHtml props.
 * @returns the sanitized HTML.
 */
export function VenueHtml(props: SanitizedHtmlProps) {
  if (!props.html) return null
  const Sanitized = loaded ?? use(loadSanitizer())
  return <Sanitized {...props} />
}
