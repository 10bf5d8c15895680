import { loadTemporal, type TemporalNamespace } from '@carte/hours'

let loading: Promise<TemporalNamespace> | null = null
let loaded: TemporalNamespace | null = null

/**
 * Loads the Temporal that @carte/hours computes with (native, else the polyfill chunk); once per
 * page. The screens call @carte/hours' own functions with it, so each chunk carries only the hours
 * rules it uses (the first screen: open or closed, next opening, shown and orderable; the
 * checkout: the order date and time).
 * @returns the Temporal namespace.
 */
export function loadHours(): Promise<TemporalNamespace> {
  loading ??= loadTemporal().then((temporal) => {
    loaded = temporal
    return temporal
  })
  return loading
}

/**
 * The Temporal of {@link loadHours}, after the menu route's loader awaited it.
 * @returns the Temporal namespace.
 */
export function loadedTemporal(): TemporalNamespace {
  if (!loaded) throw new Error('[@carte/menu-web] hours used before the menu route loaded them')
  return loaded
}
