import { type ApiConfig, createApiConfig } from '@carte/api-client'
import { apiBaseUrl } from '../config'

let config: ApiConfig | null = null

/**
 * The api-client configuration: the venue API origin from the page (or the build).
 * @returns the shared ApiConfig.
 */
export function apiConfig(): ApiConfig {
  config ??= createApiConfig({ baseUrl: apiBaseUrl() })
  return config
}
