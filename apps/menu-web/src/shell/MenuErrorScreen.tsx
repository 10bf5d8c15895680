import type { ErrorComponentProps } from '@tanstack/react-router'

/**
 * The error state of menu or language loading, a licence that is not ACTIVE or a menu that fails
 * its schema: 'Error' and the support message, never a white screen (spec: menu-browsing §8).
 * @param props - the router's error props (the error is logged, not shown).
 * @returns the error screen.
 */
export function MenuErrorScreen({ error }: ErrorComponentProps) {
  console.error('[@carte/menu-web] menu could not load', error)
  return (
    <main className="carte-app-state" role="alert" data-testid="menu-error">
      <h1>Error</h1>
      <p>Something went wrong. Please contact the support team.</p>
    </main>
  )
}
