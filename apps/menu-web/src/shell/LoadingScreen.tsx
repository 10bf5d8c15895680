import { LoadingScreen as UiLoadingScreen } from '@carte/ui'

/**
 * Shown while the menu loads (spec: menu-browsing §4 menu loading).
 * @returns the loading screen.
 */
export function LoadingScreen() {
  return (
    <main aria-busy="true" data-testid="loading-screen">
      <UiLoadingScreen />
    </main>
  )
}
