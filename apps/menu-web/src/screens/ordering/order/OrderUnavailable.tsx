import { ServerError } from '@carte/api-client'
import { AppLink, Loader, useT } from '@carte/ui'
import { useVenue } from '../../../hooks/useMenu'

/** Props of {@link OrderUnavailable}. */
export interface OrderUnavailableProps {
  /** The screen's heading ('Order', 'Checkout'). */
  readonly title: string
  /** The screen's own class beside carte-app-screen. */
  readonly className: string
  /** The prefix of its test ids: `{prefix}-loading`, `-not-found`, `-error`. */
  readonly testIdPrefix: string
  /** The order is still being read. */
  readonly pending: boolean
  /** Why it could not be read (a 404 is an unknown order). */
  readonly error: unknown
  /** Reads the order again. */
  readonly onRetry: () => void
}

/**
 * A screen of one order while that order is not there: loading, then 'We could not find this
 * order.' (404, with Back To Menu) or the load error with Retry; the order page and the partner's
 * payment page show the same.
 * spec: ordering-payment §2 Order page; architecture "every failure the user can act on says
 *   what to do next"
 * @param props - {@link OrderUnavailableProps}
 * @returns the loading or failure screen.
 */
export function OrderUnavailable({
  title,
  className,
  testIdPrefix,
  pending,
  error,
  onRetry,
}: OrderUnavailableProps) {
  const t = useT()
  const { lang } = useVenue()
  if (pending) {
    return (
      <main
        className={`carte-app-screen ${className}`}
        data-testid={`${testIdPrefix}-loading`}
        aria-busy="true"
      >
        <Loader size="large" label={t('ui_str_loading', 'Loading')} />
      </main>
    )
  }
  const missing = error instanceof ServerError && error.status === 404
  return (
    <main
      className={`carte-app-screen ${className}`}
      data-testid={`${testIdPrefix}-${missing ? 'not-found' : 'error'}`}
    >
      <h1 className="carte-app-title">{title}</h1>
      <p role="alert">
        {missing
          ? t('ui_str_order_not_found', 'We could not find this order.')
          : t(
              'ui_str_order_load_error',
              'The order could not be loaded. Check your connection and try again.',
            )}
      </p>
      <div className="carte-app-order__actions">
        {missing ? null : (
          <button type="button" className="carte-button" onClick={onRetry}>
            {t('ui_str_retry', 'Retry')}
          </button>
        )}
        <AppLink href={`/${lang}/home`} className="carte-button" data-variant="secondary">
          {t('ui_str_back_to_menu', 'Back To Menu')}
        </AppLink>
      </div>
    </main>
  )
}
