import { launchImageUrl, manifestUrl, touchIconUrl } from '@carte/api-client'
import { apiConfig } from '../data/api'

/** Apple touch icon sizes linked from the page head. */
const TOUCH_ICON_SIZES = [120, 152, 167, 180] as const

function headLink(rel: string, href: string, sizes?: string): HTMLLinkElement {
  const selector = sizes ? `link[rel="${rel}"][sizes="${sizes}"]` : `link[rel="${rel}"]`
  let link = document.head.querySelector<HTMLLinkElement>(selector)
  if (!link) {
    link = document.createElement('link')
    link.rel = rel
    if (sizes) link.sizes.value = sizes
    document.head.append(link)
  }
  link.href = href
  return link
}

/**
 * Links the venue's web manifest, apple touch icons and launch image in the page head (or points
 * the links already there at this venue): the launch image is what iOS shows while a menu added
 * to the home screen starts.
 * spec: menu-browsing §7 GET /en/menus/manifest/{license}/ and its icons,
 *   GET /en/menus/{license}/loading-image/launch.png
 * @param license - the venue licence.
 */
export function linkVenueHead(license: string): void {
  const config = apiConfig()
  const manifest = headLink('manifest', manifestUrl(config, license))
  manifest.crossOrigin = 'anonymous'
  for (const size of TOUCH_ICON_SIZES) {
    headLink(
      'apple-touch-icon',
      touchIconUrl(config, license, `${size}x${size}.png`),
      `${size}x${size}`,
    )
  }
  headLink('apple-touch-startup-image', launchImageUrl(config, license))
}
