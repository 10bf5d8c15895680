import { useEffect } from 'react'
import { useMenu } from './useMenu'

/**
 * Sets the page title to '{screen} | {menu name} | {host}' (spec: menu-browsing §2).
 * @param screen - the screen's label.
 */
export function useScreenTitle(screen: string): void {
  const menu = useMenu()
  useEffect(() => {
    document.title = `${screen} | ${menu.name} | ${window.location.host}`
  }, [screen, menu.name])
}
