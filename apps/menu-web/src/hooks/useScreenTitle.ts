import { useEffect } from 'react'
import { useMenu } from './useMenu'

/**
 * The page title '{screen} | {menu name} | {host}'; a part that is not known (no menu loaded yet)
 * is left out.
 * spec: menu-browsing §2 titles
 * @param screen - the screen's label.
 * @param menuName - the menu's name, when a menu is loaded.
 * @returns the title.
 */
export function screenTitle(screen: string, menuName?: string | undefined): string {
  return [screen, menuName, window.location.host].filter(Boolean).join(' | ')
}

/**
 * Sets the page title to '{screen} | {menu name} | {host}' (spec: menu-browsing §2).
 * @param screen - the screen's label.
 */
export function useScreenTitle(screen: string): void {
  const menu = useMenu()
  useEffect(() => {
    document.title = screenTitle(screen, menu.name)
  }, [screen, menu.name])
}
