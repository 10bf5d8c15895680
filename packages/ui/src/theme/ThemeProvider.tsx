import { type CSSProperties, createContext, type ReactNode, useContext, useState } from 'react'
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
 * dialogs, drawer, menus and toasts portal into it so they inherit both.
 * spec: architecture "A theme provider turns theme_data into CSS custom properties on the root"
 * @param props - {@link ThemeProviderProps}
 * @returns the themed root element
 */
export function ThemeProvider({ theme, lang, className, children }: ThemeProviderProps) {
  const dir = useDirection()
  const [root, setRoot] = useState<HTMLDivElement | null>(null)
  const style = themeToCssVariables(theme) as CSSProperties
  return (
    <div
      ref={setRoot}
      className={className ? `carte-root ${className}` : 'carte-root'}
      dir={dir}
      lang={lang}
      style={style}
    >
      <PortalContainerContext.Provider value={root}>{children}</PortalContainerContext.Provider>
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
