import { useActiveOrder } from '../../../hooks/useActiveOrder'

/**
 * Keeps the partner's active order in step with the table (useActiveOrder), rendering nothing.
 * A chunk of its own, loaded by the shell only for venues with the partner integration, so other
 * venues' first download does not carry the active-order call and its schema.
 * spec: menu-browsing §4 Order type (active order check), §2 Cart icon
 * @returns nothing.
 */
export function ActiveOrderWatcher() {
  useActiveOrder()
  return null
}
