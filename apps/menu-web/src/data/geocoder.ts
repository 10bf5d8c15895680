import { type ApiConfig, createApiConfig } from '@carte/api-client'
import { geocoderBaseUrl } from '../config'

let config: ApiConfig | null = null

/**
 * The api-client configuration of the geocoder calls (searchAddresses, reverseGeocode): the
 * configurable geocoder endpoint (architecture rulings: Maps).
 * @returns the shared geocoder ApiConfig.
 */
export function geocoderConfig(): ApiConfig {
  config ??= createApiConfig({ baseUrl: geocoderBaseUrl() })
  return config
}
