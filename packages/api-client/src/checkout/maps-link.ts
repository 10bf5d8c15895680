import type { LatLng } from '../order-payload/types'

/**
 * The maps link of a delivery position, put in the WhatsApp order message so the venue can open
 * the point: https://www.google.com/maps?q={lat},{lng}.
 * spec: ordering-payment §7 ("a maps link are built for order messages")
 * @param position the delivery position, or null
 * @returns the link, or null without a position
 */
export function mapsLink(position: LatLng | null | undefined): string | null {
  if (!position) return null
  return `https://www.google.com/maps?q=${position.lat},${position.lng}`
}
