import { afterNextPaint } from '@carte/ui'
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react'

/** Props of {@link WarmUpRows}. */
export interface WarmUpRowsProps {
  /** Whether to warm up now (the screen is up and the fonts the rows use have loaded). */
  readonly when: boolean
  /** The rows to render once, as the screen will render them. */
  readonly children: ReactNode
  /**
   * Called with the box once its rows are laid out, before they are removed: where the rows will
   * show is read from it (the search's rows that fill the screen).
   */
  readonly onLaidOut?: ((box: HTMLElement) => void) | undefined
}

/**
 * Renders `children` once, out of sight, lays them out and removes them in the same task: the
 * first rows a diner's key brings then render with their code compiled and their text's fonts
 * and words already shaped. On a fresh search page the first key rendered its rows cold (the
 * script's first run, a layout three times as long) and took 13-28 ms; warmed, 10-12 ms
 * (`pnpm perf`). The box takes no room, is hidden from the eye and from assistive technology,
 * and its rows never set their images' sources (they are removed before the next paint).
 * spec: menu-browsing §2 Search page; issue 5 (≤ 16 ms per keystroke)
 * @param props - {@link WarmUpRowsProps}
 * @returns the hidden rows while they are laid out, else nothing.
 */
export function WarmUpRows({ when, children, onLaidOut }: WarmUpRowsProps) {
  const [phase, setPhase] = useState<'waiting' | 'rendering' | 'done'>('waiting')
  const box = useRef<HTMLDivElement>(null)
  // After the frame that shows the screen: it is never held by the warm-up.
  useEffect(
    () => (when && phase === 'waiting' ? afterNextPaint(() => setPhase('rendering')) : undefined),
    [when, phase],
  )
  useLayoutEffect(() => {
    // Reading a size lays the rows out now, in the task that rendered them.
    if (phase !== 'rendering' || !box.current) return
    box.current.getBoundingClientRect()
    onLaidOut?.(box.current)
  }, [phase, onLaidOut])
  useEffect(() => {
    if (phase === 'rendering') setPhase('done')
  }, [phase])
  if (phase !== 'rendering') return null
  return (
    <div ref={box} className="carte-app-warm-up" aria-hidden="true" inert data-testid="warm-up">
      {children}
    </div>
  )
}
