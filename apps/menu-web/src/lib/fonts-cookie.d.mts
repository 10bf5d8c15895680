/** The cookie's name. */
export declare const FONTS_COOKIE: string
/** What `document.cookie` is given once the default fonts are loaded. */
export declare function fontsLoadedCookie(secure: boolean): string
/** Whether a Cookie header says the browser has loaded the default fonts before. */
export declare function hasLoadedFonts(cookieHeader: string | undefined): boolean
