import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { type GeoAllowed, type GeoStatus, LocationGate } from '../src/index'
import { expectNoSeriousAxeViolations } from './axe'

// spec: menu-browsing §4 Geolocation status, §8 Geofence texts. WCAG 4.1.3: every message of the
// check goes through one polite region that stays in the page; WCAG 2.4.3: after a press on the
// gate's button the focus follows the check instead of dropping to the page.
type Step = readonly [GeoStatus, GeoAllowed]
let advance: (step: Step) => void = () => {}

/** The gate as a screen drives it: each button starts a position request (REQUESTING). */
function Screen() {
  const [[status, allowed], setStep] = useState<Step>(['IDLE', null])
  advance = (step) => act(() => setStep(step))
  const request = () => setStep(['REQUESTING', null])
  return (
    <main>
      <h1>Table service</h1>
      <LocationGate
        enabled
        status={status}
        allowed={allowed}
        onEnableLocation={request}
        onRetry={request}
        onRefreshLocation={request}
      >
        <form aria-label="Table service">
          <input aria-label="Request" />
        </form>
      </LocationGate>
    </main>
  )
}

describe('LocationGate live region and focus', () => {
  it('one status region carries every message, from the first status to proceeding, and no alert replaces it', async () => {
    const { container } = render(<Screen />)
    const region = screen.getByRole('status')
    expect(region).toHaveTextContent('Please enable your location to continue.')
    const steps: [Step, string][] = [
      [['REQUESTING', null], 'Locating you…'],
      [['DENIED', null], 'Location permission is denied.'],
      [['READY', null], 'Checking your location…'],
      [['READY', false], 'You’re currently outside the allowed area.'],
    ]
    for (const [step, text] of steps) {
      advance(step)
      expect(screen.getByRole('status')).toBe(region)
      expect(region).toHaveTextContent(text)
      expect(screen.queryByRole('alert')).toBeNull()
      await expectNoSeriousAxeViolations(container)
    }
    advance(['READY', true])
    expect(screen.getByRole('form', { name: 'Table service' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toBe(region)
    expect(region).toHaveTextContent(/^$/)
  })

  it('after a press the focus waits on the message while locating, then moves to the next button', async () => {
    const user = userEvent.setup()
    render(<Screen />)
    await user.tab()
    expect(screen.getByRole('button', { name: 'Enable Location' })).toHaveFocus()
    await user.keyboard('{Enter}')
    // The button is gone while locating: the focus is on the message, not the page.
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByRole('status')).toHaveFocus()
    expect(screen.getByRole('status')).toHaveTextContent('Locating you…')
    advance(['READY', null])
    expect(screen.getByRole('status')).toHaveFocus()
    advance(['READY', false])
    expect(screen.getByRole('button', { name: 'Refresh Location' })).toHaveFocus()
    await user.keyboard('{Enter}')
    advance(['ERROR', null])
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus()
    await user.keyboard('{Enter}')
    advance(['READY', true])
    // Proceeding: the focus stays in the gate's (now hidden) region, never on the page, where the
    // screen can move it on (the form screen to its first field).
    expect(document.activeElement).not.toBe(document.body)
    expect(screen.getByRole('status')).toHaveFocus()
  })

  it('a status change without a press that removes the focused button keeps the focus in the gate (permission granted in the site settings; WCAG 2.4.3)', async () => {
    const user = userEvent.setup()
    render(<Screen />)
    await user.tab()
    const enable = screen.getByRole('button', { name: 'Enable Location' })
    expect(enable).toHaveFocus()
    // The permission changes outside the page: a position request starts, the button goes.
    advance(['REQUESTING', null])
    expect(screen.queryByRole('button')).toBeNull()
    expect(document.activeElement).not.toBe(document.body)
    expect(screen.getByRole('status')).toHaveFocus()
    advance(['READY', false])
    expect(screen.getByRole('button', { name: 'Refresh Location' })).toHaveFocus()
    // Revoked again from the settings while on 'Refresh Location': the same.
    advance(['CHECKING_PERMISSION', null])
    expect(screen.getByRole('status')).toHaveFocus()
    advance(['READY', true])
    expect(screen.getByRole('status')).toHaveFocus()
  })

  it('a check that ends without a press takes no focus', () => {
    render(<Screen />)
    const other = document.createElement('button')
    document.body.append(other)
    other.focus()
    advance(['REQUESTING', null])
    advance(['READY', false])
    expect(other).toHaveFocus()
    other.remove()
  })
})
