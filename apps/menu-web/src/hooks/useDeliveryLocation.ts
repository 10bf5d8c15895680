import {
  addressLookupStatus,
  type DeliveryStage,
  deliveryStage,
  type GeocoderPlace,
  preferredPlace,
} from '@carte/api-client'
import { deliveryZoneQueryOptions, reverseGeocodeQueryOptions } from '@carte/api-client/query'
import {
  canContinueDeliveryAddress,
  type DeliveryAddressOutput,
  type FormIssue,
  reusedAddressUuid,
  type SavedAddress,
  validateDeliveryAddress,
} from '@carte/forms'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useState } from 'react'
import { apiConfig } from '../data/api'
import { geocoderConfig } from '../data/geocoder'
import { type CartState, cartStateAtom } from '../state/cart-state'
import { savedAddressesAtom } from '../state/saved-addresses'
import {
  type DeliveryPosition,
  type LatLng,
  useDeliveryLocationPosition,
} from './useDeliveryLocationPosition'
import { type DeliverySearch, useDeliveryLocationSearch } from './useDeliveryLocationSearch'
import { useMenu, useVenue } from './useMenu'

/** The address form's values (ordering-payment §3 Saved address). */
export type DeliveryAddressValues = CartState['deliveryAddress']

/** Where the flow stands (@carte/api-client deliveryStage). */
export type { DeliveryStage }

/** Everything the delivery location screen shows, derived on every render. */
export interface DeliveryLocationModel {
  readonly marker: DeliveryPosition
  readonly search: DeliverySearch
  readonly saved: readonly SavedAddress[]
  /** The address shown for the marker: the chosen place's or saved address's, else the geocoder's. */
  readonly formattedAddress: string
  /** The reverse-geocoding of the marker: loading, known, nothing there, or failed. */
  readonly addressStatus: 'loading' | 'ready' | 'empty' | 'error'
  readonly retryAddress: () => void
  readonly choosePlace: (place: GeocoderPlace) => void
  readonly chooseSaved: (address: SavedAddress) => void
  readonly stage: DeliveryStage
  /** The delivery fee of the confirmed position (decimal string). */
  readonly fee: string | null
  readonly confirm: () => void
  readonly retryConfirm: () => void
  /** Back to the map (the 'Change' button, the dialog's 'Change Location'); typed values stay. */
  readonly changeLocation: () => void
  readonly values: DeliveryAddressValues
  readonly setValue: (field: keyof DeliveryAddressValues, value: string) => void
  /** Messages of the required parts (empty when Continue may go). */
  readonly issues: readonly FormIssue<'required'>[]
  readonly canContinue: boolean
  readonly save: () => void
}

function coordinatesText(point: LatLng): string {
  // Shown only when the geocoder knows no place near the point: the point itself, ~1 m precise.
  return `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`
}

/** A chosen label that stands for the marker until it moves again. */
interface Chosen {
  readonly at: LatLng
  readonly formattedAddress: string
  readonly place: GeocoderPlace | null
  readonly savedUuid: string | null
}

const same = (a: LatLng, b: LatLng) => a.lat === b.lat && a.lng === b.lng

/**
 * The delivery location flow: the marker (saved position or outlet, then the browser position),
 * the search with saved-address history, reverse geocoding (sublocality, then neighbourhood, then
 * the first result), confirm → delivery-zone lookup (out of area → dialog, other failures →
 * retry), the address form (flat, building, area/street required), and Continue: the cart state
 * and the saved-address history are written, then the cart opens.
 * spec: ordering-payment §2 Delivery location screen, §3 Saved address, §4 Delivery location flow,
 * §5 Delivery address (map flow), §8 Delivery outside area, §9 (saved addresses, 10 km, zoom 16)
 * @returns the model.
 */
export function useDeliveryLocation(): DeliveryLocationModel {
  const menu = useMenu()
  const { license, lang } = useVenue()
  const navigate = useNavigate()
  const [state, setState] = useAtom(cartStateAtom(license))
  const saved = useAtomValue(savedAddressesAtom(license))
  const remember = useSetAtom(savedAddressesAtom(license))

  const outlet: LatLng = {
    lat: menu.outlet_latitude ?? 0,
    lng: menu.outlet_longitude ?? 0,
  }
  const start = state.deliveryLocation ?? outlet
  const marker = useDeliveryLocationPosition(start, state.deliveryLocation === null)
  const { position } = marker
  const search = useDeliveryLocationSearch(position)

  const [chosen, setChosen] = useState<Chosen | null>(() =>
    state.deliveryLocation && state.deliveryFormattedAddress !== ''
      ? {
          at: state.deliveryLocation,
          formattedAddress: state.deliveryFormattedAddress,
          place: null,
          savedUuid: null,
        }
      : null,
  )
  const [values, setValues] = useState<DeliveryAddressValues>(state.deliveryAddress)
  const [checkAt, setCheckAt] = useState<LatLng | null>(null)

  const reverse = useQuery(reverseGeocodeQueryOptions(geocoderConfig(), position.lat, position.lng))
  const geocoded = reverse.data ? preferredPlace(reverse.data) : null
  const label = chosen && same(chosen.at, position) ? chosen : null
  const formattedAddress =
    label?.formattedAddress ?? geocoded?.formatted_address ?? coordinatesText(position)
  const place = label?.place ?? geocoded
  const addressStatus = addressLookupStatus({
    chosen: label !== null,
    status: reverse.status,
    found: geocoded !== null,
  })

  const zone = useQuery({
    ...deliveryZoneQueryOptions(apiConfig(), menu.id, checkAt?.lat ?? 0, checkAt?.lng ?? 0),
    enabled: checkAt !== null,
  })
  const stage = deliveryStage({
    requested: checkAt !== null,
    status: zone.status,
    error: zone.error,
  })

  const validation = validateDeliveryAddress(values)
  const canContinue = canContinueDeliveryAddress({
    zoneConfirmed: stage === 'confirmed',
    addressValid: validation.success,
  })

  const choosePlace = useCallback(
    (hit: GeocoderPlace) => {
      const at = { lat: hit.lat, lng: hit.lng }
      setChosen({ at, formattedAddress: hit.formatted_address, place: hit, savedUuid: null })
      // A new point needs its own zone lookup: back to confirming it.
      setCheckAt(null)
      marker.moveTo(at)
    },
    [marker.moveTo],
  )
  const chooseSaved = useCallback(
    (address: SavedAddress) => {
      const at = address.deliveryLocation
      setChosen({
        at,
        formattedAddress: address.formattedAddress,
        place: null,
        savedUuid: address.uuid,
      })
      // A saved address reused fills the form too (nothing to type again).
      setValues({
        flatNumber: address.flatNumber,
        building: address.building,
        areaStreet: address.areaStreet,
        landmark: address.landmark,
      })
      setCheckAt(null)
      marker.moveTo(at)
    },
    [marker.moveTo],
  )

  const save = () => {
    if (!canContinue || checkAt === null || !validation.success) return
    const output: DeliveryAddressOutput = validation.output
    const deliveryAddress = {
      flatNumber: output.flatNumber,
      building: output.building,
      areaStreet: output.areaStreet,
      landmark: output.landmark ?? '',
    }
    setState((previous) => ({
      ...previous,
      deliveryLocation: checkAt,
      deliveryLocationConfirmed: true,
      deliveryFormattedAddress: formattedAddress,
      deliveryAddress,
      deliveryPlace: place,
    }))
    // The same pin saved before is that address again (moved to the top, not repeated).
    const uuid =
      reusedAddressUuid({ chosenUuid: label?.savedUuid ?? null, saved, at: checkAt }) ??
      crypto.randomUUID()
    remember({ uuid, deliveryLocation: checkAt, formattedAddress, ...deliveryAddress })
    // §2: saved → the cart. It replaces the map in the history, so Back from the cart does not
    // reopen a map whose address is already saved.
    void navigate({ href: `/${lang}/cart`, replace: true })
  }

  return {
    marker: {
      ...marker,
      moveFromMap: (next) => {
        if (checkAt === null) marker.moveFromMap(next)
      },
    },
    search,
    saved,
    formattedAddress,
    addressStatus,
    retryAddress: () => void reverse.refetch(),
    choosePlace,
    chooseSaved,
    stage,
    fee: zone.data?.delivery_amount ?? null,
    confirm: () => {
      marker.keep()
      setCheckAt(position)
    },
    retryConfirm: () => void zone.refetch(),
    changeLocation: () => setCheckAt(null),
    values,
    setValue: (field, value) => setValues((previous) => ({ ...previous, [field]: value })),
    issues: validation.success ? [] : validation.issues,
    canContinue,
    save,
  }
}
