import type { MessageParams, Translate } from './messages'

/**
 * Fills a message template's {placeholders}, translating the template first when asked.
 * A placeholder without a value is left as written, so a missing parameter is visible.
 * spec: menu-browsing §3 ui_strings (a lookup maps English text to translated text)
 * @param template - an English template such as '{label} is a required field'
 * @param params - the placeholder values
 * @param translate - maps the English template to the selected language's template
 * @returns the finished message
 */
export function formatMessage(
  template: string,
  params: MessageParams = {},
  translate?: Translate,
): string {
  const text = translate === undefined ? template : translate(template)
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name]
    return value === undefined ? whole : String(value)
  })
}
