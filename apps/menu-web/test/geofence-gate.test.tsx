import { createApiConfig, ServerError } from '@carte/api-client'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GeofenceGate } from '../src/components/GeofenceGate'
import { type Geofence, useGeofence } from '../src/hooks/useGeofence'
import { isOutsideGeofence } from '../src/lib/outside-geofence'

// The geofence check of the form, cart and checkout screens (GeofenceGate over useGeofence) as the
// browser drives it. spec: menu-browsing §4 Geolocation status, §8 geofence texts; WCAG 2.4.3
// (the focus never drops to the page when the gate changes under it), 4.1.3 (every press answers
// in the gate's live region).

/** The venue's answers to the geofence call, in order (the last one repeats). */
let answers: boolean[] = []
const geofenceCalls: { lat: number; lng: number }[] = []

vi.mock('../src/data/api', () => ({
  apiConfig: () =>
    createApiConfig({
      baseUrl: 'http://venue-api.test',
      fetch: async (_url: RequestInfo | URL, init?: RequestInit) => {
        geofenceCalls.push(JSON.parse(String(init?.body)) as { lat: number; lng: number })
        const allowed = answers.length > 1 ? answers.shift() : answers[0]
        return new Response(JSON.stringify({ allowed }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        })
      },
    }),
}))

type PermissionState = 'granted' | 'denied' | 'prompt'

/** A Permissions API whose geolocation state the test changes as the site settings would. */
function fakePermissions(initial: PermissionState) {
  const status = Object.assign(new EventTarget(), { state: initial, name: 'geolocation' })
  const permissions = { query: async () => status }
  return {
    permissions,
    set(state: PermissionState) {
      status.state = state
      status.dispatchEvent(new Event('change'))
    },
  }
}

/** A geolocation API answering with the position the test sets, or refusing while denied. */
function fakeGeolocation(permission: () => PermissionState) {
  const position = { lat: 25.0806, lng: 55.1404 }
  const requests: (typeof position)[] = []
  const geolocation = {
    getCurrentPosition(
      success: (position: { coords: { latitude: number; longitude: number } }) => void,
      failure: (error: { code: number; message: string }) => void,
    ) {
      requests.push({ ...position })
      queueMicrotask(() => {
        if (permission() === 'granted') {
          success({ coords: { latitude: position.lat, longitude: position.lng } })
        } else failure({ code: 1, message: 'User denied Geolocation' })
      })
    },
  }
  return { geolocation, position, requests }
}

let model: Geofence | null = null

/** A screen as the form screen builds it: the gate, then the form once proceeding. */
function FormLike() {
  const geofence = useGeofence(true, 'en', 7)
  model = geofence
  return (
    <main>
      <h1>Table service</h1>
      <GeofenceGate geofence={geofence} />
      {geofence.proceed ? (
        <form aria-label="Table service">
          <input aria-label="Request" />
          <button type="submit">Submit</button>
        </form>
      ) : null}
      <a href="/en/home">Home</a>
    </main>
  )
}

function setNavigator(key: 'permissions' | 'geolocation', value: unknown) {
  Object.defineProperty(navigator, key, { configurable: true, value })
}

function removeNavigator(key: 'permissions' | 'geolocation') {
  Reflect.deleteProperty(navigator, key)
}

beforeEach(() => {
  answers = [true]
  geofenceCalls.length = 0
})

afterEach(() => {
  cleanup()
  removeNavigator('permissions')
  removeNavigator('geolocation')
  model = null
})

describe('GeofenceGate focus when the permission changes outside the page (WCAG 2.4.3)', () => {
  it('focus on the gate, permission granted in the site settings: the focus lands on the form first field, never on the page', async () => {
    let permission: PermissionState = 'prompt'
    const settings = fakePermissions('prompt')
    const browser = fakeGeolocation(() => permission)
    setNavigator('permissions', settings.permissions)
    setNavigator('geolocation', browser.geolocation)
    render(<FormLike />)
    const enable = await screen.findByRole('button', { name: 'Enable Location' })
    // 'Enable Location' pressed and refused: DENIED, the focus back on 'Enable Location'.
    permission = 'denied'
    fireEvent.click(enable)
    await screen.findByText(/Location permission is denied/)
    const again = screen.getByRole('button', { name: 'Enable Location' })
    await waitFor(() => expect(document.activeElement).toBe(again))
    // Granted from the site settings, no press on the page.
    permission = 'granted'
    act(() => settings.set('granted'))
    const request = await screen.findByRole('textbox', { name: 'Request' })
    await waitFor(() => expect(document.activeElement).toBe(request))
    expect(geofenceCalls).toEqual([{ lat: 25.0806, lng: 55.1404 }])
  })

  it('a permission granted while the focus is elsewhere moves no focus', async () => {
    let permission: PermissionState = 'prompt'
    const settings = fakePermissions('prompt')
    setNavigator('permissions', settings.permissions)
    setNavigator('geolocation', fakeGeolocation(() => permission).geolocation)
    render(<FormLike />)
    await screen.findByRole('button', { name: 'Enable Location' })
    const home = screen.getByRole('link', { name: 'Home' })
    home.focus()
    permission = 'granted'
    act(() => settings.set('granted'))
    await screen.findByRole('textbox', { name: 'Request' })
    expect(document.activeElement).toBe(home)
  })
})

describe('a submission refused as outside the area (menu-browsing §4, §8)', () => {
  it("refuse() puts the gate back to outside the area with 'Refresh Location' focused; a press takes a fresh position", async () => {
    const settings = fakePermissions('granted')
    const browser = fakeGeolocation(() => 'granted')
    setNavigator('permissions', settings.permissions)
    setNavigator('geolocation', browser.geolocation)
    render(<FormLike />)
    const submit = await screen.findByRole('button', { name: 'Submit' })
    expect(browser.requests).toHaveLength(1)
    submit.focus()
    // The server refused the submission: the form goes with the focus in it.
    act(() => model?.refuse())
    expect(screen.queryByRole('form')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe(
      'You’re currently outside the allowed area.',
    )
    const refresh = screen.getByRole('button', { name: 'Refresh Location' })
    await waitFor(() => expect(document.activeElement).toBe(refresh))
    expect(model?.proceed).toBe(false)
    // The diner walked back in: a fresh position, checked again, opens the form.
    browser.position.lat = 25.0807
    fireEvent.click(refresh)
    await screen.findByRole('textbox', { name: 'Request' })
    expect(browser.requests).toHaveLength(2)
    expect(geofenceCalls.at(-1)).toEqual({ lat: 25.0807, lng: 55.1404 })
    expect(model?.state.position).toEqual({ lat: 25.0807, lng: 55.1404 })
  })

  it('isOutsideGeofence is true only for an outside_geofence answer: 403 on a form, 422 on an order', () => {
    const request = { method: 'POST', url: 'http://venue-api.test/en/api/submission/' }
    const refusal = {
      code: 'outside_geofence',
      field: 'origin_location',
      message: 'You’re currently outside the allowed area.',
    }
    expect(isOutsideGeofence(new ServerError(403, refusal, request))).toBe(true)
    const order = { method: 'POST', url: 'http://venue-api.test/en/api/order/' }
    expect(isOutsideGeofence(new ServerError(422, refusal, order))).toBe(true)
    expect(isOutsideGeofence(new ServerError(400, { code: 'invalid_body' }, request))).toBe(false)
    expect(isOutsideGeofence(new ServerError(403, { code: 'forbidden' }, request))).toBe(false)
    expect(isOutsideGeofence(new ServerError(500, refusal, request))).toBe(false)
    expect(isOutsideGeofence(new Error('outside_geofence'))).toBe(false)
  })
})

describe("'Retry' without any geolocation in the browser (WCAG 4.1.3)", () => {
  it('each press is answered: the unavailable message comes into the live region anew and the focus returns to Retry', async () => {
    // No Permissions API and no geolocation API at all (jsdom has neither).
    expect('geolocation' in navigator).toBe(false)
    render(<FormLike />)
    fireEvent.click(await screen.findByRole('button', { name: 'Enable Location' }))
    const region = screen.getByRole('status')
    await waitFor(() =>
      expect(region.textContent).toBe('Location is unavailable on this device or browser.'),
    )
    const retry = screen.getByRole('button', { name: 'Retry' })
    await waitFor(() => expect(document.activeElement).toBe(retry))
    const texts: string[] = []
    const observer = new MutationObserver(() => texts.push(region.textContent ?? ''))
    observer.observe(region, { childList: true, subtree: true, characterData: true })
    fireEvent.click(retry)
    await waitFor(() => expect(texts.at(-1)).toBe('Locating you…'))
    await waitFor(() =>
      expect(texts.at(-1)).toBe('Location is unavailable on this device or browser.'),
    )
    observer.disconnect()
    // The gate moves the focus through its message to the button (one step per frame): wait
    // for where it ends, not the step it passes through on a slow machine.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Retry' })),
    )
  })
})
