import { useEffect } from 'react'
import { screenTitle } from '../hooks/useScreenTitle'

/**
 * Shown at every path when the licence is 'none' (spec: menu-browsing §2 routing rules), but for
 * a payment return on the shared domain (shell/NoVenueScreen.tsx; README, readings).
 * @returns the unlicensed screen.
 */
export function UnlicensedScreen() {
  useEffect(() => {
    document.title = screenTitle('Not found')
  }, [])
  return (
    // No venue, so no translations: the text is English, marked so in an ar, he or fa path
    // (WCAG 3.1.2 Language of Parts).
    <main className="carte-app-state" data-testid="unlicensed" lang="en" dir="ltr">
      <h1>Menu not found</h1>
      <p>This address does not lead to a menu. Please scan the QR code again.</p>
    </main>
  )
}
