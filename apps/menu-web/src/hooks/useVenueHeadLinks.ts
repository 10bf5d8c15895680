import { useEffect } from 'react'

/**
 * Links the venue's web manifest, apple touch icons and launch image in the page head
 * (lib/venue-head-links.ts), loaded after the first render: they matter when the diner adds the
 * menu to the home screen, not to the first screen, so their code is not in the first download.
 * spec: menu-browsing §7 GET /en/menus/manifest/{license}/ and its icons,
 *   GET /en/menus/{license}/loading-image/launch.png
 * @param license - the venue licence.
 */
export function useVenueHeadLinks(license: string): void {
  useEffect(() => {
    let current = true
    void import('../lib/venue-head-links').then(({ linkVenueHead }) => {
      // A venue changed meanwhile (the shared domain) links its own.
      if (current) linkVenueHead(license)
    })
    return () => {
      current = false
    }
  }, [license])
}
