import {
  feedbackFormOf,
  namesOtherLocation,
  orderPageSections,
  orderStatusView,
  queryKeys,
  receiptUrl,
} from '@carte/api-client'
import { AppLink, useT } from '@carte/ui'
import { useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useAtom, useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { apiConfig } from '../../data/api'
import { useHeadingFocusWhenShown } from '../../hooks/useHeadingFocusWhenShown'
import { useMenu, useVenue } from '../../hooks/useMenu'
import { useOrder } from '../../hooks/useOrder'
import { useOrderCartReset } from '../../hooks/useOrderCartReset'
import { usePageView } from '../../hooks/usePageView'
import { useScreenTitle } from '../../hooks/useScreenTitle'
import { activeOrderAtom } from '../../state/active-order'
import { orderLocationAtom } from '../../state/persisted'
import { whatsappChatAtom } from '../../state/whatsapp-chat'
import { OrderFeedback } from './order/OrderFeedback'
import { OrderReceipt } from './order/OrderReceipt'
import { OrderTracker } from './order/OrderTracker'
import { OrderUnavailable } from './order/OrderUnavailable'
import { PosBusyNotice } from './order/PosBusyNotice'
import './order/order.css'

const routeApi = getRouteApi('/$lang/order/$id')

function themeColor(theme: unknown, key: string): string | null {
  if (typeof theme !== 'object' || theme === null) return null
  const value = (theme as Record<string, unknown>)[key]
  return typeof value === 'string' ? value : null
}

/**
 * /{lang}/order/{uuid or id}: the receipt, the tracker, the POS-busy notice, the WhatsApp chat of
 * an order just placed with it (its link again), the receipt download, the checkout button of an
 * accepted active order and the feedback form; kept live through the order-update channel. A
 * finished order (fulfilled, canceled, rejected) resets the cart and the order location; so does
 * an order whose customer-name digits name another table or room.
 * spec: ordering-payment §2 Order page, §4 Order status values / Feedback after order, §8
 * @returns the order screen.
 */
export function OrderScreen() {
  const { id } = routeApi.useParams()
  const t = useT()
  const menu = useMenu()
  const { lang, license } = useVenue()
  useScreenTitle(t('ui_str_order', 'Order'))
  usePageView('order_page_view')
  const query = useOrder(lang, id)
  const order = query.data
  const view = order ? orderStatusView(order) : null
  const [active, setActive] = useAtom(activeOrderAtom(license))
  const location = useAtomValue(orderLocationAtom(license))
  const reset = useOrderCartReset(license)
  const whatsappChat = useAtomValue(whatsappChatAtom)
  const sections =
    order && view
      ? orderPageSections({ view, uuid: order.uuid, activeOrderId: active.orderId })
      : null
  const isActive = sections?.isActiveOrder ?? false

  const queryClient = useQueryClient()
  const partner = menu.al_futtaim_enabled
  useEffect(() => {
    // An order just placed or merged may be the table's active order now: the shell asks the
    // table again (ordering-payment §4 "in the partner integration, stores the active order id").
    if (partner)
      void queryClient.invalidateQueries({ queryKey: queryKeys.activeOrder('', '').slice(0, 2) })
  }, [partner, queryClient])

  const closed = view?.closed ?? false
  const accepted = view?.accepted ?? false
  const otherLocation = order
    ? namesOtherLocation(order.customer_name, location?.location ?? null)
    : false
  useEffect(() => {
    // §4: "Fulfilled, canceled or rejected resets the cart and order location state", and "a
    // fetched order whose customer-name digits differ from the stored order location clears the
    // cart and location" (cleared, the location no longer differs: the reset runs once).
    if (closed || otherLocation) reset({ location: true })
  }, [closed, otherLocation, reset])
  useEffect(() => {
    // §4: "Accepted or preparing sets the accepted flag, otherwise cleared" (the active order's).
    if (isActive && active.accepted !== accepted) setActive({ ...active, accepted })
  }, [isActive, accepted, active, setActive])
  const headingRef = useHeadingFocusWhenShown(order !== undefined)

  if (!order || !view) {
    return (
      <OrderUnavailable
        title={t('ui_str_order', 'Order')}
        className="carte-app-order"
        testIdPrefix="order"
        pending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    )
  }

  const feedbackForm = sections?.feedback ? feedbackFormOf(menu.forms) : null
  return (
    <main className="carte-app-screen carte-app-order" data-testid="order-screen">
      <h1 className="carte-app-title" ref={headingRef} tabIndex={-1}>
        {t('ui_str_order', 'Order')}
      </h1>
      <PosBusyNotice />
      {sections?.tracker ? <OrderTracker accepted={view.accepted} lang={lang} /> : null}
      <OrderReceipt
        order={order}
        view={view}
        money={{ ...menu, language: lang }}
        timezone={menu.timezone}
        lang={lang}
      />
      <div className="carte-app-order__actions">
        {/* The chat placing the order opened, again: a blocked pop-up opened nothing (§4). */}
        {whatsappChat?.orderUuid === order.uuid ? (
          <a
            className="carte-button"
            data-variant="whatsapp"
            href={whatsappChat.url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="order-whatsapp"
          >
            {t('ui_str_send_whatsapp', 'Send on WhatsApp')}
          </a>
        ) : null}
        <a
          className="carte-button"
          data-variant="secondary"
          href={receiptUrl(apiConfig(), { lang, uuid: order.uuid })}
          target="_blank"
          rel="noopener"
          data-testid="receipt-link"
        >
          {t('ui_str_download_receipt', 'Download receipt')}
        </a>
        {/* The partner dine-in payment page (/{lang}/af-checkout/{id}): tips, wallet, pay in full or split. */}
        {sections?.checkoutButton ? (
          <AppLink
            href={`/${lang}/af-checkout/${order.uuid}`}
            className="carte-button"
            data-testid="order-checkout"
          >
            {t('ui_str_checkout', 'Checkout')}
          </AppLink>
        ) : null}
      </div>
      {feedbackForm ? (
        <OrderFeedback
          formId={feedbackForm.id}
          lang={lang}
          country={menu.menu_country}
          location={location}
          successThemeColor={themeColor(menu.theme_data, 'feedback_success_text_color')}
        />
      ) : null}
    </main>
  )
}
