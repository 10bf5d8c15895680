import type { SavedAddress } from '@carte/forms'
import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { geocoderBaseUrl, mapTiles, OSM_TILE_URL } from '../src/config'
import { savedAddressesAtom } from '../src/state/saved-addresses'

// Vite defines the build-time version; config.ts reads it when imported.
vi.hoisted(() => {
  Object.assign(globalThis, { __APP_VERSION__: '0.0.0-test' })
})

function setApiBase(url: string): void {
  document.head.innerHTML = `<meta name="carte-api-base" content="${url}">`
}

afterEach(() => {
  document.head.innerHTML = ''
  localStorage.clear()
})

// architecture rulings, Maps: "Leaflet with a configurable tile URL (OpenStreetMap by default);
// ... venue-api serves a small offline geocoder and tiles-free mode for the demo and the tests".
describe('map tiles and geocoder endpoint', () => {
  it('draws venue-api tiles when the app runs against a local venue-api (no internet needed)', () => {
    setApiBase('http://127.0.0.1:38723/')
    expect(mapTiles()).toEqual({
      url: 'http://127.0.0.1:38723/tiles/{z}/{x}/{y}.png',
      attribution: '',
    })
    expect(geocoderBaseUrl()).toBe('http://127.0.0.1:38723')
  })

  it('draws OpenStreetMap tiles, credited, against a deployed API', () => {
    setApiBase('https://api.carte.example')
    const tiles = mapTiles()
    expect(tiles.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    expect(tiles.url).toBe(OSM_TILE_URL)
    expect(tiles.attribution).toContain('OpenStreetMap')
    expect(geocoderBaseUrl()).toBe('https://api.carte.example')
  })
})

const address = (uuid: string): SavedAddress => ({
  uuid,
  deliveryLocation: { lat: 25.08, lng: 55.14 },
  formattedAddress: `Place ${uuid}`,
  flatNumber: '1',
  building: 'B',
  areaStreet: 'S',
  landmark: '',
})

// spec: ordering-payment §3 Cart state ("saved addresses persist"), §9 (newest first, at most 5).
describe('savedAddressesAtom', () => {
  it('persists per licence as carte:{license}:saved-addresses, newest first, at most five', () => {
    const store = createStore()
    for (const uuid of ['a', 'b', 'c', 'd', 'e', 'f'])
      store.set(savedAddressesAtom('demo'), address(uuid))
    expect(store.get(savedAddressesAtom('demo')).map((entry) => entry.uuid)).toEqual([
      'f',
      'e',
      'd',
      'c',
      'b',
    ])
    const stored = JSON.parse(localStorage.getItem('carte:demo:saved-addresses') ?? '[]')
    expect(stored.map((entry: SavedAddress) => entry.uuid)).toEqual(['f', 'e', 'd', 'c', 'b'])
    expect(store.get(savedAddressesAtom('partner'))).toEqual([])
  })

  it('reads a damaged stored list as the valid entries only', () => {
    localStorage.setItem(
      'carte:broken:saved-addresses',
      JSON.stringify([{ uuid: 7 }, address('ok'), 'text']),
    )
    const store = createStore()
    expect(store.get(savedAddressesAtom('broken')).map((entry) => entry.uuid)).toEqual(['ok'])
  })
})
