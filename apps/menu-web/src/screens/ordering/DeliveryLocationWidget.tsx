import { AppLink, useT } from '@carte/ui'
import type { CartScreenModel } from '../../hooks/useCartScreen'
import { useVenue } from '../../hooks/useMenu'

/**
 * The delivery location widget: 'Set Delivery Location' without a confirmed address; with one, the
 * formatted address under 'Delivery Location' and an 'Edit' button. Both lead to the delivery
 * location screen. The caller hides it in wishlist mode and with a minimum-order error.
 * spec: ordering-payment §2 Cart screen (cart widget)
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
        {model.deliveryZoneError ? (
          <p className="carte-field__error" role="alert">
            {t(
              'ui_str_delivery_zone_error',
              'This location is outside our delivery area. Please choose a different location.',
            )}
          </p>
        ) : null}
      </div>
      <AppLink href={href} className="carte-button" data-state="edit">
        {t('ui_str_edit', 'Edit')}
      </AppLink>
    </section>
  )
}
