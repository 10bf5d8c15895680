import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { type GeoAllowed, type GeoStatus, LocationGate } from '../src/index'
import { expectNoSeriousAxeViolations } from './axe'

// spec: menu-browsing §8 Geofence texts (verbatim, typographic apostrophes), §4 Geolocation status
describe('LocationGate', () => {
  it.each<[GeoStatus, GeoAllowed, string, string | null]>([
    ['IDLE', null, 'Please enable your location to continue.', 'Enable Location'],
    ['CHECKING_PERMISSION', null, 'Checking your location…', null],
    ['REQUESTING', null, 'Locating you…', null],
    [
      'DENIED',
      null,
      'Location permission is denied. Please enable location in your browser settings.',
      'Enable Location',
    ],
    ['UNAVAILABLE', null, 'Location is unavailable on this device or browser.', 'Retry'],
    ['ERROR', null, 'We couldn’t determine your location. Please try again.', 'Retry'],
    ['READY', false, 'You’re currently outside the allowed area.', 'Refresh Location'],
    ['READY', null, 'Checking your location…', null],
  ])('status %s (allowed %s) says %j with button %j', async (status, allowed, text, button) => {
    const { container } = render(
      <LocationGate
        enabled
        status={status}
        allowed={allowed}
        onEnableLocation={() => {}}
        onRetry={() => {}}
        onRefreshLocation={() => {}}
      >
        <form aria-label="feedback" />
      </LocationGate>,
    )
    expect(screen.getByText(text)).toBeInTheDocument()
    if (button) expect(screen.getByRole('button', { name: button })).toBeEnabled()
    else expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByRole('form', { name: 'feedback' })).toBeNull()
    expect(container.firstElementChild).toHaveAttribute('data-state', status.toLowerCase())
    await expectNoSeriousAxeViolations(container)
  })

  it('given READY and allowed, the protected content is shown and no message', () => {
    render(
      <LocationGate enabled status="READY" allowed>
        <form aria-label="feedback" />
      </LocationGate>,
    )
    expect(screen.getByRole('form', { name: 'feedback' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('given the feature is off, the content shows whatever the status', () => {
    render(
      <LocationGate enabled={false} status="DENIED" allowed={false}>
        <p>form here</p>
      </LocationGate>,
    )
    expect(screen.getByText('form here')).toBeInTheDocument()
  })

  it('a browser position error shows its own message, else "Unable to get your location."', () => {
    const { rerender } = render(
      <LocationGate enabled status="ERROR" allowed={null} positionErrorMessage="Timeout expired" />,
    )
    expect(screen.getByText('Timeout expired')).toBeInTheDocument()
    rerender(<LocationGate enabled status="ERROR" allowed={null} />)
    expect(screen.getByText('Unable to get your location.')).toBeInTheDocument()
  })

  it('a failed geofence call says so and offers Retry (fallback text of §7)', async () => {
    const onRetry = vi.fn()
    render(<LocationGate enabled status="READY" allowed={null} geofenceFailed onRetry={onRetry} />)
    expect(
      screen.getByText('Could not validate your location. Please try again.'),
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('a failed geofence call shows the server message instead of the fallback, and the fallback once (§7 Geofence failure)', () => {
    const { rerender } = render(
      <LocationGate
        enabled
        status="READY"
        allowed={null}
        geofenceErrorMessage="This menu accepts orders on site only."
      />,
    )
    expect(screen.getByRole('status')).toHaveTextContent(
      /^This menu accepts orders on site only\.$/,
    )
    rerender(
      <LocationGate
        enabled
        status="READY"
        allowed={null}
        geofenceErrorMessage="Could not validate your location. Please try again."
      />,
    )
    expect(screen.getAllByText('Could not validate your location. Please try again.')).toHaveLength(
      1,
    )
  })

  it('each button calls its own callback', async () => {
    const user = userEvent.setup()
    const onEnableLocation = vi.fn()
    const onRefreshLocation = vi.fn()
    const { rerender } = render(
      <LocationGate
        enabled
        status="DENIED"
        allowed={null}
        onEnableLocation={onEnableLocation}
        onRefreshLocation={onRefreshLocation}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Enable Location' }))
    rerender(
      <LocationGate
        enabled
        status="READY"
        allowed={false}
        onEnableLocation={onEnableLocation}
        onRefreshLocation={onRefreshLocation}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Refresh Location' }))
    expect(onEnableLocation).toHaveBeenCalledOnce()
    expect(onRefreshLocation).toHaveBeenCalledOnce()
  })
})
