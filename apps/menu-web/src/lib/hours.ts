import { createHours, type Hours, loadTemporal } from '@carte/hours'

let loading: Promise<Hours> | null = null
let loaded: Hours | null = null

/**
 * Loads @carte/hours bound to Temporal (native, else the polyfill chunk); once per page.
 * @returns the bound hours functions.
 */
export function loadHours(): Promise<Hours> {
  loading ??= loadTemporal().then((temporal) => {
    loaded = createHours(temporal)
    return loaded
  })
  return loading
}

/**
 * The hours functions, after the menu route's loader awaited {@link loadHours}.
 * @returns the bound hours functions.
 */
export function loadedHours(): Hours {
  if (!loaded) throw new Error('[@carte/menu-web] hours used before the menu route loaded them')
  return loaded
}
