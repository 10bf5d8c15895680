import type { MenuLanguages } from '../schemas/menu-info'

/**
 * Picks the language to load: the requested one if the venue has it, else its default_language.
 * @param requested the language asked for (path segment or stored choice), or null
 * @param languages the venue's language list
 * @returns a language code the venue serves
 * spec: menu-browsing §4 Menu loading ("A requested language is used only if it is in the list")
 */
export function resolveLanguage(requested: string | null, languages: MenuLanguages): string {
  if (requested !== null && languages.languages.some((language) => language.code === requested)) {
    return requested
  }
  return languages.default_language
}
