import { isWalletCardShown, orderStatusView } from '@carte/api-client'
import { activeOrderQueryOptions } from '@carte/api-client/query'
import { isTipsCardShown } from '@carte/pricing'
import { AppLink, Loader, useT } from '@carte/ui'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate, useRouterState } from '@tanstack/react-router'
import { useAtom, useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { apiConfig } from '../../data/api'
import { useHeadingFocusWhenShown } from '../../hooks/useHeadingFocusWhenShown'
import { useMenu, useVenue } from '../../hooks/useMenu'
import { useOrder } from '../../hooks/useOrder'
import { useScreenTitle } from '../../hooks/useScreenTitle'
import { activeOrderAtom } from '../../state/active-order'
import { orderLocationAtom } from '../../state/persisted'
import { AfPaymentOptions } from './af/AfPaymentOptions'
import { AfTipsCard } from './af/AfTipsCard'
import { AfWalletCard } from './af/AfWalletCard'
import { OrderReceipt } from './order/OrderReceipt'
import { OrderUnavailable } from './order/OrderUnavailable'
import './order/order.css'
import './af/af.css'

const routeApi = getRouteApi('/$lang/af-checkout/$id')

/**
 * /{lang}/af-checkout/{id}: the partner integration's dine-in payment page. Shows the order
 * receipt, the tips card (when the venue takes tips), the wallet card and the payment options card (pay in full, or split between 2 and 6 guests), and a
 * thank-you message only when the order arrived through navigation state. Only for the partner
 * integration and an accepted (or preparing) order: any other order sends the diner to its order
 * page; the cards show only for the table's active order (as the menu shell asked the table), else
 * a notice with the order's details link. Kept live through the order-update channel.
 * spec: ordering-payment §2 Dine-in payment checkout, §4 Order status values ("In the dine-in
 *   flow, a fetched order in accepted or preparing sets the active order; otherwise the screen
 *   navigates to the order page"), §6 (partner flag and active order)
 * @returns the screen.
 */
export function AfCheckoutScreen() {
  const { id } = routeApi.useParams()
  const t = useT()
  const menu = useMenu()
  const { lang, license } = useVenue()
  const navigate = useNavigate()
  useScreenTitle(t('ui_str_checkout', 'Checkout'))
  const query = useOrder(lang, id)
  const order = query.data
  const view = order ? orderStatusView(order) : null
  const partner = menu.al_futtaim_enabled === true
  const arrived = useRouterState({ select: (state) => state.location.state.order })
  const thanks = arrived !== undefined && order !== undefined && arrived.uuid === order.uuid
  const [active, setActive] = useAtom(activeOrderAtom(license))
  const accepted = view?.accepted ?? false
  const orderUuid = order?.uuid

  // §6: the payment features are the table's active order's only (the menu shell asks the table).
  const isActive =
    order !== undefined &&
    active.orderId !== null &&
    (active.orderId === order.uuid || (order.id !== null && active.orderId === String(order.id)))
  // The shell's table lookup, watched here (not started: enabled false): is it still asking?
  const location = useAtomValue(orderLocationAtom(license))
  const askingTable = useQuery({
    ...activeOrderQueryOptions(apiConfig(), location?.location ?? '0', menu.id),
    enabled: false,
  }).isFetching

  useEffect(() => {
    if (orderUuid === undefined) return
    if (!partner || !accepted) {
      void navigate({ href: `/${lang}/order/${id}`, replace: true })
      return
    }
    // §4: "Accepted or preparing sets the accepted flag" of the active order (the shell owns its id).
    if (isActive && !active.accepted) setActive({ ...active, accepted: true })
  }, [orderUuid, partner, accepted, isActive, active, setActive, navigate, lang, id])
  const headingRef = useHeadingFocusWhenShown(order !== undefined)

  if (!order || !view) {
    return (
      <OrderUnavailable
        title={t('ui_str_checkout', 'Checkout')}
        className="carte-app-af"
        testIdPrefix="af"
        pending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    )
  }

  const money = { ...menu, language: lang }
  const ready = partner && accepted && isActive
  const hasSplitPayments = order.split_payments.length > 0
  const tips =
    ready &&
    menu.enable_tips === true &&
    isTipsCardShown({
      hasSplitPayments,
      storedTip: order.additional_data.tips_amount,
      total: order.total,
    })
  const refetch = () => query.refetch()
  return (
    <main className="carte-app-screen carte-app-af" data-testid="af-checkout">
      <h1 className="carte-app-title" ref={headingRef} tabIndex={-1}>
        {t('ui_str_checkout', 'Checkout')}
      </h1>
      {thanks ? (
        <p className="carte-app-af__thanks" data-testid="af-thanks">
          {t(
            'ui_str_order_thanks',
            'Thank you for placing the order. Our team will get back to you shortly!',
          )}
        </p>
      ) : null}
      <OrderReceipt order={order} view={view} money={money} timezone={menu.timezone} lang={lang} />
      {tips ? <AfTipsCard order={order} money={money} onOrderChanged={refetch} /> : null}
      {ready && isWalletCardShown(order) ? (
        <AfWalletCard order={order} money={money} onOrderChanged={refetch} />
      ) : null}
      {ready ? (
        <AfPaymentOptions order={order} money={money} lang={lang} onOrderChanged={refetch} />
      ) : askingTable || !accepted ? (
        <Loader label={t('ui_str_loading', 'Loading')} />
      ) : (
        <div className="carte-app-af__card" data-testid="af-not-active">
          <p className="carte-app-af__notice">
            {t(
              'ui_str_af_not_active_order',
              "This order can be paid here only from its table. Scan the table's code, or pay with our staff.",
            )}
          </p>
          <AppLink
            href={`/${lang}/order/${order.uuid}`}
            className="carte-button"
            data-variant="secondary"
          >
            {t('ui_str_order_details', 'Order Details')}
          </AppLink>
        </div>
      )}
    </main>
  )
}
