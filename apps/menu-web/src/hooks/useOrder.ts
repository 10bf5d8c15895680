import { type Order, subscribeToOrder } from '@carte/api-client'
import { orderQueryOptions } from '@carte/api-client/query'
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { apiBaseUrl } from '../config'
import { apiConfig } from '../data/api'
import { useLastShownOnFailure } from './useLastShownOnFailure'

declare module '@tanstack/react-router' {
  interface HistoryState {
    /**
     * The order just placed or updated, handed to /{lang}/order/{uuid} by the checkout
     * (spec: ordering-payment §2 Order page "order data passed in navigation state").
     */
    order?: Order
  }
}

/**
 * Whether an order is the one a route id names (its uuid or its numeric id).
 * @param order - the order.
 * @param id - the route's uuid or id.
 * @returns true when they match.
 */
function names(order: Order, id: string): boolean {
  return order.uuid === id || (order.id !== null && String(order.id) === id)
}

/**
 * One order, live: the navigation state's order shows at once when it is this one, then the
 * order is read through orderQueryOptions and read again on every 'order-update', on every
 * join of the order's room (first connect and reconnects), when the browser comes back online
 * and when the tab becomes visible. A read that fails is logged. After a language switch the
 * order read in the previous language shows until the new read is in, and stays if that read
 * fails (useLastShownOnFailure), unless the order is gone (404); a first read that fails shows
 * the error state.
 * spec: ordering-payment §2 Order page, §4 "The receipt refreshes on every real-time
 * 'order-update' event"; architecture how data flows 5
 * @param lang - the language code.
 * @param id - the order uuid or id from the route.
 * @returns the order to show (`data`), whether the first read is pending, the last read's error
 *   and `refetch`.
 */
export function useOrder(lang: string, id: string) {
  const navigated = useRouterState({ select: (state) => state.location.state.order })
  const fromNavigation = navigated !== undefined && names(navigated, id) ? navigated : undefined
  const query = useQuery({
    ...orderQueryOptions(apiConfig(), lang, id),
    ...(fromNavigation ? { initialData: fromNavigation, initialDataUpdatedAt: 0 } : {}),
    // A language switch reads the order again in the new language: the one on screen stays
    // meanwhile (a loader would unmount the cards and drop the tip, shares and answers typed in
    // them). Another order's data never stands in.
    // An order read in another language is not kept once no screen shows it: switching back
    // shows the one on screen until a fresh read, never an older copy (a stale balance due would
    // reset the shares).
    gcTime: 0,
    placeholderData: (previous) =>
      previous !== undefined && names(previous, id) ? previous : undefined,
  })
  // A read in the new language that fails keeps the order shown (logged only, §8).
  const order = useLastShownOnFailure(query.data, query.error, (shown) => names(shown, id))
  const uuid = order?.uuid
  const { refetch, error } = query

  useEffect(() => {
    // A failed read is shown by the screen (OrderUnavailable) and logged here (§8: logged only).
    if (error) console.error('[@carte/menu-web] order could not load', error)
  }, [error])

  useEffect(() => {
    if (uuid === undefined) return
    const refresh = () => void refetch()
    // Every 'order-update' reads the order again; so does every join of its room (the first one
    // included), since what changed before the socket joined was never pushed.
    const unsubscribe = subscribeToOrder(
      uuid,
      (event) => {
        if (event.type === 'order-update') refresh()
      },
      {
        url: apiBaseUrl(),
        onSubscribe: refresh,
        // Without a socket the page still refreshes on online and visibility (logged only, §8).
        onError: (error) => console.error('[@carte/menu-web] order updates unavailable', error),
      },
    )
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh()
    }
    window.addEventListener('online', refresh)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      unsubscribe()
      window.removeEventListener('online', refresh)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [uuid, refetch])

  // Only what the screens read (a spread would subscribe them to every field of the query).
  return { data: order, isPending: query.isPending, error, refetch }
}
