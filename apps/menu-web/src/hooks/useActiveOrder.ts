import { nextActiveOrder, shouldCheckActiveOrder } from '@carte/api-client'
import { activeOrderQueryOptions } from '@carte/api-client/query'
import { orderTypeForLocation } from '@carte/pricing'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useAtom, useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { apiConfig } from '../data/api'
import { type ActiveOrderState, activeOrderAtom } from '../state/active-order'
import { cartStateAtom } from '../state/cart-state'
import { orderLocationAtom } from '../state/persisted'
import { useMenu, useVenue } from './useMenu'

/**
 * Asks venue-api for the table's open order when the partner integration is on, the order type
 * is dine_in and an order location is set, and keeps the in-memory active order in step
 * (order id and common POS order). Used once, by the menu shell.
 * spec: menu-browsing §4 Order type ("With no active order, the retail-group integration on, type
 * dine_in and an order location, a check for an existing active order on the table is
 * triggered"); ordering-payment §7 GET /iiko/active-order/{location}/{menuId}/
 * @returns the active order state.
 */
export function useActiveOrder(): ActiveOrderState {
  const menu = useMenu()
  const { license } = useVenue()
  const location = useAtomValue(orderLocationAtom(license))
  const { orderType } = useAtomValue(cartStateAtom(license))
  const [active, setActive] = useAtom(activeOrderAtom(license))
  const type = orderTypeForLocation(orderType ?? 'delivery', {
    hasLocation: location !== null,
    al_futtaim_enabled: menu.al_futtaim_enabled,
  })
  const enabled = shouldCheckActiveOrder({
    partner: menu.al_futtaim_enabled,
    orderType: type,
    hasLocation: location !== null,
  })
  const query = useQuery({
    ...activeOrderQueryOptions(apiConfig(), location?.location ?? '0', menu.id),
    enabled,
  })
  const answer = enabled ? query.data : undefined

  useEffect(() => {
    const next = nextActiveOrder(active, enabled, answer)
    if (next !== active) setActive(next)
  }, [enabled, answer, active, setActive])

  return active
}

/**
 * Sends the cart to the table's open order: "If an active order already exists for the table, the
 * screen redirects to /{lang}/order/{id}" (spec: ordering-payment §2 Cart screen).
 */
export function useActiveOrderRedirect(): void {
  const { license, lang } = useVenue()
  const { orderId } = useAtomValue(activeOrderAtom(license))
  const navigate = useNavigate()
  useEffect(() => {
    if (orderId !== null) void navigate({ href: `/${lang}/order/${orderId}`, replace: true })
  }, [orderId, lang, navigate])
}
