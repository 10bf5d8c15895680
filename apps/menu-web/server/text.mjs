// Text helpers of the static server's page writers (server/hints.mjs, server/prerender.mjs).

/**
 * A non-empty string, else null (the api-client's nullable text, and a renderer's title or
 * description: '' is none).
 * @param {unknown} value
 * @returns {string | null}
 */
export const textOrNull = (value) => (typeof value === 'string' && value !== '' ? value : null)

/**
 * Text written into the page as HTML text or a double-quoted attribute value.
 * @param {string} text
 * @returns {string}
 */
export const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
