import { atom } from 'jotai'

/**
 * The partner integration's open order on the diner's table (spec: ordering-payment §3 Cart state
 * afActiveOrder, afOrderAccepted, afCommonOrder). Kept in memory only: the table's answer is asked
 * again on every visit, never trusted from storage.
 */
export interface ActiveOrderState {
  /** The open order's uuid (or id), or null when the table has none. */
  readonly orderId: string | null
  /** The open order is accepted or preparing (the order page's checkout button). */
  readonly accepted: boolean
  /** A common POS order is active on the table ('Table is busy with POS order ...'). */
  readonly commonOrder: boolean
}

/** No active order known. */
export const NO_ACTIVE_ORDER: ActiveOrderState = {
  orderId: null,
  accepted: false,
  commonOrder: false,
}

const atoms = new Map<string, ReturnType<typeof atom<ActiveOrderState>>>()

/**
 * The active order of one licence, in memory (spec: menu-browsing §3 Cart state afActiveOrder;
 * ordering-payment §4 "in the partner integration, stores the active order id").
 * @param license - the venue licence.
 * @returns the atom for that licence.
 */
export function activeOrderAtom(license: string) {
  let found = atoms.get(license)
  if (!found) {
    found = atom<ActiveOrderState>(NO_ACTIVE_ORDER)
    atoms.set(license, found)
  }
  return found
}
