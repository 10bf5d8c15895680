import { ErrorScreen, UI_TEXT, useT } from '@carte/ui'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { screenTitle } from '../hooks/useScreenTitle'

/**
 * The error state of menu or language loading, a licence that is not ACTIVE or a menu that fails
 * its schema: 'Error' and the support message, never a white screen (spec: menu-browsing §8).
 * Its page title follows '{screen} | {menu name} | {host}' without the menu (spec: menu-browsing
 * §2 titles): 'Error | {host}', not the title of the page before it. Nearly every error here is a
 * menu that did not load; naming the venue for the rest is not worth the first screen's bytes.
 * @param props - the router's error props (the error is logged, not shown).
 * @returns the error screen.
 */
export function MenuErrorScreen({ error }: ErrorComponentProps) {
  const t = useT()
  const title = t(...UI_TEXT.error)
  useEffect(() => {
    console.error('[@carte/menu-web] menu could not load', error)
  }, [error])
  useEffect(() => {
    document.title = screenTitle(title)
  }, [title])
  return (
    <main data-testid="menu-error">
      <ErrorScreen />
    </main>
  )
}
