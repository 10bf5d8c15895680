import type { GeocoderPlace } from '@carte/api-client'
import { addressSearchQueryOptions } from '@carte/api-client/query'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { geocoderConfig } from '../data/geocoder'
import type { LatLng } from './useDeliveryLocationPosition'

/** Typing pauses this long before the geocoder is asked (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 300
/** Fewer characters than this ask nothing (every place would match). */
export const SEARCH_MIN_CHARS = 2

/** What the address search box shows. */
export interface DeliverySearch {
  readonly text: string
  readonly setText: (text: string) => void
  /** The text the results answer (typing settled). */
  readonly settled: string
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  readonly results: readonly GeocoderPlace[]
  readonly retry: () => void
}

/**
 * Address autocomplete: the typed text, debounced, searched through @carte/api-client's
 * addressSearchQueryOptions around the current point (the geocoder biases to 10 km).
 * spec: ordering-payment §2 Delivery location screen (search box), §7 maps service, §9 (10 km)
 * @param center - the current marker position (the bias point).
 * @returns the search state.
 */
export function useDeliveryLocationSearch(center: LatLng): DeliverySearch {
  const [text, setText] = useState('')
  const [settled, setSettled] = useState('')
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text.trim()), SEARCH_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [text])
  const enabled = settled.length >= SEARCH_MIN_CHARS
  const query = useQuery({
    ...addressSearchQueryOptions(geocoderConfig(), settled, center.lat, center.lng),
    enabled,
    // The list stays put while the next answer comes (no flicker between keystrokes).
    placeholderData: keepPreviousData,
  })
  const status = !enabled
    ? 'idle'
    : query.isError
      ? 'error'
      : query.isPending || query.isPlaceholderData
        ? 'loading'
        : 'ready'
  return {
    text,
    setText,
    settled,
    status,
    results: enabled ? (query.data?.results ?? []) : [],
    retry: () => void query.refetch(),
  }
}
