import { createHours, loadTemporal } from '../src/index'

/** The Temporal namespace the suite runs on (the polyfill under Node 20). */
export const temporal = await loadTemporal()

/** Every function bound to it, as consumers use them. */
export const hours = createHours(temporal)

/** A weekly slot in the spec's shape. */
export const slot = (
  weekday: number,
  from_hour: string,
  to_hour: string,
  disable_order = false,
) => ({
  weekday,
  from_hour,
  to_hour,
  disable_order,
})
