import { useT } from '@carte/ui'
import { useEffect, useId, useRef } from 'react'
import type { DeliveryLocationModel } from '../../../hooks/useDeliveryLocation'

/**
 * The confirm-location card under the map: the address at the marker (loading, unknown or
 * failed states included) and 'Confirm Location', which asks the delivery zone for the fee;
 * a lookup that fails for another reason than "out of area" says what to do and offers a retry.
 * spec: ordering-payment §2 Delivery location screen (confirm-location card), §4 Delivery location
 * flow ("first confirm the map position, which fetches delivery fees"), §7 delivery_zone
 * @param props - the screen model; focusOnMount after the address form was left.
 * @returns the card.
 */
export function ConfirmLocationCard({
  model,
  focusOnMount = false,
}: {
  readonly model: DeliveryLocationModel
  /** Back from the address form ('Change'): the focus goes to Confirm, where the diner left. */
  readonly focusOnMount?: boolean
}) {
  const t = useT()
  const headingId = useId()
  const confirmRef = useRef<HTMLButtonElement>(null)
  const focusFirst = useRef(focusOnMount)
  useEffect(() => {
    // Only when the focus was lost with the form's 'Change' button (never taken from the search).
    const lost = document.activeElement === null || document.activeElement === document.body
    if (focusFirst.current && lost) confirmRef.current?.focus()
  }, [])
  const checking = model.stage === 'checking'
  return (
    <section
      className="carte-app-delivery__card"
      aria-labelledby={headingId}
      data-testid="confirm-location-card"
      data-state={model.stage}
    >
      <h2 id={headingId} className="carte-app-delivery__heading">
        {t('ui_str_deliver_to', 'Deliver to')}
      </h2>
      <p className="carte-app-delivery__address" data-testid="marker-address" aria-live="polite">
        {model.addressStatus === 'loading'
          ? t('ui_str_finding_address', 'Finding the address…')
          : model.formattedAddress}
      </p>
      {model.addressStatus === 'error' ? (
        <p className="carte-app-delivery__note">
          {t(
            'ui_str_address_lookup_failed',
            'The address of this point could not be looked up. Try again, or confirm the point as it is.',
          )}{' '}
          <button
            type="button"
            className="carte-button"
            data-variant="secondary"
            onClick={model.retryAddress}
          >
            {t('ui_str_try_again', 'Try again')}
          </button>
        </p>
      ) : null}
      {model.stage === 'failed' ? (
        <div className="carte-field__error" role="alert">
          <p>
            {t(
              'ui_str_delivery_zone_failed',
              'We could not check delivery to this location. Check your connection and try again.',
            )}
          </p>
          <div className="carte-app-delivery__actions">
            <button type="button" className="carte-button" onClick={model.retryConfirm}>
              {t('ui_str_try_again', 'Try again')}
            </button>
            <button
              type="button"
              className="carte-button"
              data-variant="secondary"
              onClick={model.changeLocation}
            >
              {t('ui_str_change_location', 'Change Location')}
            </button>
          </div>
        </div>
      ) : (
        <button
          ref={confirmRef}
          type="button"
          className="carte-button carte-app-delivery__confirm"
          disabled={checking}
          aria-busy={checking}
          onClick={model.confirm}
        >
          {checking
            ? t('ui_str_checking_location', 'Checking delivery…')
            : t('ui_str_confirm_location', 'Confirm Location')}
        </button>
      )}
    </section>
  )
}
