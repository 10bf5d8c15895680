import {
  type CSSProperties,
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { useDirection } from '../direction/DirectionProvider'
import { type ThemeData, themeToCssVariables } from './themeVariables'

const PortalContainerContext = createContext<HTMLElement | null>(null)

/** Props of {@link ThemeProvider}. */
export interface ThemeProviderProps {
  /** The venue's theme_data. */
  readonly theme?: ThemeData | null
  /** The page language, set as `lang` on the root. */
  readonly lang?: string
  readonly className?: string
  readonly children?: ReactNode
}

/**
 * Renders the `.carte-root` element carrying the theme as CSS custom properties and the direction;
 * dialogs, drawer, menus and toasts portal into an element inside it so they inherit both. That
 * element is made once, before the first render, and put into the root before the page is painted:
 * a dialog open on load has it at once. (Taken from the root's ref into state instead, it changed
 * in the first commit and re-rendered the whole app synchronously there, its effects with it: one
 * long task of every first load.)
 * spec: architecture "A theme provider turns theme_data into CSS custom properties on the root"
 * @param props - {@link ThemeProviderProps}
 * @returns the themed root element
 */
export function ThemeProvider({ theme, lang, className, children }: ThemeProviderProps) {
  const dir = useDirection()
  const root = useRef<HTMLDivElement>(null)
  // None on a server: nothing is portalled there.
  const [portalHost] = useState(() => {
    if (typeof document === 'undefined') return null
    const host = document.createElement('div')
    host.className = 'carte-portal-host'
    return host
  })
  useLayoutEffect(() => {
    if (!portalHost) return
    root.current?.append(portalHost)
    return () => portalHost.remove()
  }, [portalHost])
  const style = themeToCssVariables(theme) as CSSProperties
  return (
    <div
      ref={root}
      className={className ? `carte-root ${className}` : 'carte-root'}
      dir={dir}
      lang={lang}
      style={style}
    >
      <PortalContainerContext.Provider value={portalHost}>
        {children}
      </PortalContainerContext.Provider>
    </div>
  )
}

/**
 * The element portalled content should mount in (the ThemeProvider root, or null for body).
 * @returns the portal container or null
 */
export function usePortalContainer(): HTMLElement | null {
  return useContext(PortalContainerContext)
}
