/** The cookie's name for a licence. */
export declare function languageCookieName(license: string): string
/** What `document.cookie` is given to keep a licence's language choice for a year (null forgets it). */
export declare function languageCookie(
  license: string,
  code: string | null,
  secure: boolean,
): string
/** The language a Cookie header says the diner chose for a licence; null when there is none. */
export declare function storedLanguageInCookies(
  cookieHeader: string | undefined,
  license: string,
): string | null
/** Only the language cookies of a Cookie header, in a stable order. */
export declare function languageCookiesKey(cookieHeader: string | undefined): string
