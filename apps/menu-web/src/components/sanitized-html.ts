// The lazily loaded sanitizer chunk (DOMPurify + @carte/ui's SanitizedHtml) under a key of its own,
// so the static server can preload it for the screens that show venue HTML on their first paint.
export { SanitizedHtml } from '@carte/ui'
