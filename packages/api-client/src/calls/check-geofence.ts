import type { ApiConfig, CallOptions } from '../config'
import { segment } from '../path'
import { request } from '../request'
import {
  type GeofenceResult,
  geofenceBodySchema,
  geofenceResponseSchema,
} from '../schemas/menu-info'

/**
 * Asks the server whether a position is inside the venue's geofence.
 * @param config base URL and fetch
 * @param params.lang the language code
 * @param params.menuId the menu id
 * @param params.lat latitude
 * @param params.lng longitude
 * @param params.endpoint overrides the whole URL (the spec lets the endpoint be overridden)
 * @param options signal
 * @returns { allowed: true | false | null } (null when the answer says neither)
 * spec: menu-browsing §7 POST {app}/{lang}/menus/geofence/{menuId}/; §3 Geofence response
 */
export function checkGeofence(
  config: ApiConfig,
  params: {
    readonly lang: string
    readonly menuId: number | string
    readonly lat: number
    readonly lng: number
    readonly endpoint?: string
  },
  options?: CallOptions,
): Promise<GeofenceResult> {
  return request(
    config,
    {
      method: 'POST',
      path: params.endpoint ?? `/${segment(params.lang)}/menus/geofence/${segment(params.menuId)}/`,
      body: { lat: params.lat, lng: params.lng },
      bodySchema: geofenceBodySchema,
      schema: geofenceResponseSchema,
    },
    options,
  )
}
