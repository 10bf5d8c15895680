import type { Hours } from '@carte/hours'
import type { Db } from './db/open'
import type { OrderStore } from './orders/store'
import type { Realtime } from './realtime'
import type { Venues } from './seed/index'

/** Everything a route needs, created once per server. */
export interface AppContext {
  readonly db: Db
  readonly venues: Venues
  readonly orders: OrderStore
  readonly hours: Hours
  /** Absolute origin of venue-api itself (payment pages, media). */
  readonly origin: string
  /** Origin of the diner app (payment return redirects). */
  readonly appOrigin: string
  /** The current instant (tests pin it). */
  readonly now: () => Date
  /** Real-time pushes; set once the HTTP server exists. */
  realtime: Realtime | null
  /** Test hook: awaited inside order creation before it commits (to observe in-flight keys). */
  readonly beforeOrderCommit?: (() => Promise<void>) | undefined
}
