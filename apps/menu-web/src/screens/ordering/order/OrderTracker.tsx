import { AppLink, useT } from '@carte/ui'

/**
 * The order tracker: 'Order Pending' (orange) until accepted, then 'Order Accepted' (green), with
 * an Edit link to the menu home.
 * spec: ordering-payment §2 Order page (tracker, colour cues), §4 "The tracker shows only when ..."
 * @param props - accepted (accepted or preparing) and the language.
 * @returns the tracker.
 */
export function OrderTracker({
  accepted,
  lang,
}: {
  readonly accepted: boolean
  readonly lang: string
}) {
  const t = useT()
  return (
    <section
      className="carte-app-order__tracker"
      data-testid="order-tracker"
      data-state={accepted ? 'accepted' : 'pending'}
      aria-live="polite"
    >
      <span className="carte-app-order__tracker-dot" aria-hidden="true" />
      <p className="carte-app-order__tracker-text">
        {accepted
          ? t('ui_str_order_accepted', 'Order Accepted')
          : t('ui_str_order_pending', 'Order Pending')}
      </p>
      <AppLink href={`/${lang}/home`} className="carte-app-order__edit">
        {t('ui_str_edit', 'Edit')}
      </AppLink>
    </section>
  )
}
