import { ErrorScreen } from '@carte/ui'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * The error state of menu or language loading, a licence that is not ACTIVE or a menu that fails
 * its schema: 'Error' and the support message, never a white screen (spec: menu-browsing §8).
 * @param props - the router's error props (the error is logged, not shown).
 * @returns the error screen.
 */
export function MenuErrorScreen({ error }: ErrorComponentProps) {
  useEffect(() => {
    console.error('[@carte/menu-web] menu could not load', error)
  }, [error])
  return (
    <main data-testid="menu-error">
      <ErrorScreen />
    </main>
  )
}
