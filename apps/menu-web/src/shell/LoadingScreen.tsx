/**
 * Shown while the menu loads (spec: menu-browsing §4 menu loading).
 * @returns the loading screen.
 */
export function LoadingScreen() {
  return (
    <main className="carte-app-state" aria-busy="true" data-testid="loading-screen">
      <div className="carte-app-spinner" role="status" aria-label="Loading" />
    </main>
  )
}
