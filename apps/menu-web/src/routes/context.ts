import { resolveLanguage } from '@carte/api-client'
import type { QueryClient } from '@tanstack/react-query'
import { menuLanguagesQueryOptions } from '../data/queries'
import { isSupportedLanguage } from '../lib/languages'
import { selectedLanguageAtom } from '../state/persisted'
import type { AppStore } from '../state/store'

/** What every route loader receives: the query cache, the jotai store and the page's host. */
export interface RouterContext {
  readonly queryClient: QueryClient
  readonly store: AppStore
  /** The page's host name: a custom domain names its venue (spec: menu-browsing §2 licence). */
  readonly hostname: string
}

/**
 * Where a venue lands: its home in the language {@link pickLanguage} chooses (spec: menu-browsing
 * §2 '/' and location-coded paths land on /{lang}/home). Used by the app's redirects and by the
 * server's first-screen rendering, which renders the home a landing path goes to.
 * @param context - the router context.
 * @param license - the venue licence.
 * @returns the home's path, '/{lang}/home'.
 */
export async function homePath(context: RouterContext, license: string): Promise<string> {
  return `/${await pickLanguage(context, license)}/home`
}

/**
 * The language to show for a licence: the requested code, else the stored choice, when the venue
 * has it, else its default_language (spec: menu-browsing §2 and §4).
 * @param context - the router context.
 * @param license - the venue licence.
 * @param requested - the first path segment, if any.
 * @returns the language code to route to.
 */
export async function pickLanguage(
  context: RouterContext,
  license: string,
  requested?: string,
): Promise<string> {
  const languages = await context.queryClient.ensureQueryData(menuLanguagesQueryOptions(license))
  const wanted = isSupportedLanguage(requested)
    ? requested
    : context.store.get(selectedLanguageAtom(license))
  return resolveLanguage(wanted ?? null, languages)
}
