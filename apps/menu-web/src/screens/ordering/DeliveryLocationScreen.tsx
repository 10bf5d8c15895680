import { Loader, useT } from '@carte/ui'
import { lazy, Suspense, useRef } from 'react'
import { useDeliveryLocation } from '../../hooks/useDeliveryLocation'
import { usePageView } from '../../hooks/usePageView'
import { useScreenTitle } from '../../hooks/useScreenTitle'
import { AddressSearch } from './delivery/AddressSearch'
import { ConfirmLocationCard } from './delivery/ConfirmLocationCard'
import { DeliveryAddressForm } from './delivery/DeliveryAddressForm'
import { MapBoundary } from './delivery/MapBoundary'
import { OutOfAreaDialog } from './delivery/OutOfAreaDialog'
import './delivery/delivery.css'

// Leaflet and its CSS come with the map's own chunk: not even preloading this route fetches them.
const DeliveryMap = lazy(() =>
  import('./delivery/DeliveryMap').then((module) => ({ default: module.DeliveryMap })),
)

/**
 * /{lang}/delivery-location: title 'Delivery Location', the address search with the saved-address
 * history and 'Use my location', the full-height map with its draggable marker, the
 * confirm-location card, then (zone confirmed) the address form; Continue saves the address and
 * opens the cart. Out of area: the "We're not there yet" dialog.
 * spec: ordering-payment §2 Delivery location screen, §4 Delivery location flow, §5 Delivery
 * address, §7 maps service / delivery_zone / delivery_page_view, §8 Delivery outside area
 * @returns the delivery location screen.
 */
export function DeliveryLocationScreen() {
  const t = useT()
  const title = t('ui_str_delivery_location', 'Delivery Location')
  useScreenTitle(title)
  usePageView('delivery_page_view')
  const model = useDeliveryLocation()
  const { marker } = model
  const picking = model.stage === 'pick' || model.stage === 'checking' || model.stage === 'failed'
  const formShown = useRef(false)
  const sheetRef = useRef<HTMLDivElement>(null)
  if (model.stage === 'confirmed') formShown.current = true

  return (
    <main className="carte-app-screen carte-app-delivery" data-testid="delivery-location-screen">
      <h1 className="carte-app-title">{title}</h1>
      <div className="carte-app-delivery__stage">
        <div className="carte-app-delivery__tools">
          <AddressSearch
            search={model.search}
            saved={model.saved}
            onChoosePlace={model.choosePlace}
            onChooseSaved={model.chooseSaved}
          />
          <button
            type="button"
            className="carte-button"
            data-variant="secondary"
            disabled={marker.locateStatus === 'locating' || !picking}
            aria-busy={marker.locateStatus === 'locating'}
            onClick={marker.locate}
          >
            {marker.locateStatus === 'locating'
              ? t('ui_str_locating', 'Finding your location…')
              : t('ui_str_use_my_location', 'Use my location')}
          </button>
          {marker.locateStatus === 'denied' || marker.locateStatus === 'unavailable' ? (
            <p className="carte-field__error" role="alert">
              {marker.locateStatus === 'denied'
                ? t(
                    'ui_str_location_denied',
                    'Location access is off for this site. Search for your address or move the marker instead.',
                  )
                : t(
                    'ui_str_location_unavailable',
                    'Your location is not available right now. Search for your address or move the marker instead.',
                  )}
            </p>
          ) : null}
        </div>
        <section
          className="carte-app-delivery__map"
          aria-label={t('ui_str_map', 'Map')}
          data-testid="delivery-map"
          dir="ltr"
        >
          <MapBoundary
            fallback={
              <p className="carte-app-delivery__map-message" role="alert">
                {t(
                  'ui_str_map_failed',
                  'The map could not load. Search for your address above, or reload the page.',
                )}
              </p>
            }
          >
            <Suspense
              fallback={<Loader label={t('ui_str_loading_map', 'Loading the map…')} size="large" />}
            >
              <DeliveryMap
                position={marker.position}
                viewKey={marker.viewKey}
                movable={model.stage === 'pick'}
                onMove={marker.moveFromMap}
              />
            </Suspense>
          </MapBoundary>
        </section>
      </div>
      <div ref={sheetRef} className="carte-app-delivery__sheet">
        {model.stage === 'confirmed' ? (
          <DeliveryAddressForm model={model} />
        ) : (
          <ConfirmLocationCard model={model} focusOnMount={formShown.current} />
        )}
      </div>
      <OutOfAreaDialog
        open={model.stage === 'out_of_area'}
        onChangeLocation={model.changeLocation}
        // Back on the map, the focus returns to Confirm Location (disabled while it was checking).
        returnFocus={() =>
          sheetRef.current?.querySelector<HTMLButtonElement>('.carte-app-delivery__confirm')
        }
      />
    </main>
  )
}
