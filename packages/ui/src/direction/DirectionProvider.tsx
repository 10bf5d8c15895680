import { Direction as RadixDirection } from 'radix-ui'
import { createContext, type ReactNode, useContext } from 'react'
import type { Direction } from './directionOf'

const DirectionContext = createContext<Direction>('ltr')

/** Props of {@link DirectionProvider}. */
export interface DirectionProviderProps {
  /** 'rtl' for ar, he, fa (see `directionOf`). */
  readonly dir: Direction
  readonly children?: ReactNode
}

/**
 * Sets the interface direction for @carte/ui and the radix primitives (menus, sliders, keyboard).
 * The app still sets `dir` on `<html>`; portalled content takes it from the ThemeProvider root.
 * spec: menu-browsing §1 "Right-to-left layout applies for languages ar, he and fa"
 * @param props - {@link DirectionProviderProps}
 * @returns the children within the direction context
 */
export function DirectionProvider({ dir, children }: DirectionProviderProps) {
  return (
    <DirectionContext.Provider value={dir}>
      <RadixDirection.Provider dir={dir}>{children}</RadixDirection.Provider>
    </DirectionContext.Provider>
  )
}

/**
 * Reads the direction set by the nearest {@link DirectionProvider} ('ltr' without one).
 * @returns 'ltr' or 'rtl'
 */
export function useDirection(): Direction {
  return useContext(DirectionContext)
}
