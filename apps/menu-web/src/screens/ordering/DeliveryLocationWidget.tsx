import { AppLink, useT } from '@carte/ui'
import type { CartScreenModel } from '../../hooks/useCartScreen'
import { useVenue } from '../../hooks/useMenu'

/**
 * The delivery location widget: 'Set Delivery Location' without a confirmed address; with one, the
 * formatted address under 'Delivery Location' and an 'Edit' button. Both lead to the delivery
 * location screen. A position outside every zone says so (§8 Delivery outside area); a zone
 * lookup that failed without the venue's answer says it could not check and offers 'Try again'
 * (§8 Delivery zone failure: an error flag, not the out-of-area words). The caller hides it in
 * wishlist mode and with a minimum-order error.
 * spec: ordering-payment §2 Cart screen (cart widget), §7 delivery_zone, §8
 * @param props - the cart model.
 * @returns the widget.
 */
export function DeliveryLocationWidget({ model }: { readonly model: CartScreenModel }) {
  const t = useT()
  const { lang } = useVenue()
  const href = `/${lang}/delivery-location`
  if (!model.state.deliveryLocationConfirmed) {
    return (
      <section className="carte-app-cart__delivery" data-testid="delivery-widget">
        <AppLink href={href} className="carte-button">
          {t('ui_str_set_delivery_location', 'Set Delivery Location')}
        </AppLink>
      </section>
    )
  }
  return (
    <section className="carte-app-cart__delivery" data-testid="delivery-widget">
      <div>
        <p className="carte-field__label">{t('ui_str_delivery_location', 'Delivery Location')}</p>
        <p>{model.state.deliveryFormattedAddress}</p>
        {model.deliveryZoneError === 'out_of_area' ? (
          <p className="carte-field__error" role="alert">
            {t(
              'ui_str_delivery_zone_error',
              'This location is outside our delivery area. Please choose a different location.',
            )}
          </p>
        ) : null}
        {model.deliveryZoneError === 'failed' ? (
          <div className="carte-field__error" role="alert" data-testid="delivery-zone-failed">
            <p>
              {t(
                'ui_str_delivery_zone_failed',
                'We could not check delivery to this location. Check your connection and try again.',
              )}
            </p>
            <button
              type="button"
              className="carte-button"
              data-variant="secondary"
              // Busy, not disabled: the focus stays on it while the zone is asked again.
              aria-busy={model.deliveryZoneRetrying}
              onClick={() => {
                if (!model.deliveryZoneRetrying) model.retryDeliveryZone()
              }}
            >
              {t('ui_str_try_again', 'Try again')}
            </button>
          </div>
        ) : null}
      </div>
      <AppLink href={href} className="carte-button" data-state="edit">
        {t('ui_str_edit', 'Edit')}
      </AppLink>
    </section>
  )
}
