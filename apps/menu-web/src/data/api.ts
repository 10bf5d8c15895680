import { type ApiConfig, createApiConfig } from '@carte/api-client'
import { apiBaseUrl } from '../config'
import { documentFetchPreloads, preloadAwareFetch } from './preloaded-fetch'

let config: ApiConfig | null = null

/**
 * Sets the api-client configuration where there is no page to read it from: the static server's
 * first-screen rendering (src/prerender.tsx) calls the venue API with its own base URL.
 * @param serverConfig - the configuration every later apiConfig() returns.
 */
export function configureApi(serverConfig: ApiConfig): void {
  config = serverConfig
}

/**
 * The api-client configuration: the venue API origin from the page (or the build).
 * @returns the shared ApiConfig.
 */
export function apiConfig(): ApiConfig {
  // The first menu calls of a page answer from the preloads the static server wrote into it.
  config ??= createApiConfig({
    baseUrl: apiBaseUrl(),
    fetch: preloadAwareFetch(documentFetchPreloads(document)),
  })
  return config
}
