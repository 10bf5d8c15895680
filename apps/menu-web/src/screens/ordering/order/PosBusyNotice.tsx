import { useT } from '@carte/ui'
import { useAtomValue } from 'jotai'
import { useVenue } from '../../../hooks/useMenu'
import { activeOrderAtom } from '../../../state/active-order'
import './pos-busy.css'

/**
 * 'Table is busy with POS order. Please proceed ordering with a waiter. Thanks' while the table's
 * active-order answer says a common POS order is open (partner integration).
 * spec: ordering-payment §4 "The cart/order page shows a 'table busy with POS order' notice when a
 * common POS order is active", §8 Common POS order active
 * @returns the notice, or nothing.
 */
export function PosBusyNotice() {
  const t = useT()
  const { license } = useVenue()
  const { commonOrder } = useAtomValue(activeOrderAtom(license))
  if (!commonOrder) return null
  return (
    <p className="carte-app-pos-busy" role="alert" data-testid="pos-busy">
      {t(
        'ui_str_table_busy_pos',
        'Table is busy with POS order. Please proceed ordering with a waiter. Thanks',
      )}
    </p>
  )
}
