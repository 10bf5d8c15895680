import { useEffect } from 'react'

/**
 * Shown at every path when the licence is 'none' (spec: menu-browsing §2 routing rules).
 * @returns the unlicensed screen.
 */
export function UnlicensedScreen() {
  useEffect(() => {
    document.title = `Not found | ${window.location.host}`
  }, [])
  return (
    <main className="carte-app-state" data-testid="unlicensed">
      <h1>Menu not found</h1>
      <p>This address does not lead to a menu. Please scan the QR code again.</p>
    </main>
  )
}
