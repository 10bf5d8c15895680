import { type ReactNode, useEffect, useRef } from 'react'
import { useT } from '../strings/StringsProvider'
import { UI_TEXT, type UiText } from '../strings/uiText'
import { canProceed, type GeoAllowed, type GeoStatus } from './geolocationStatus'

/** Props of {@link LocationGate}. */
export interface LocationGateProps {
  /** Whether the geofence applies (off -> children are shown as is). */
  readonly enabled: boolean
  readonly status: GeoStatus
  readonly allowed: GeoAllowed
  /** The browser's own position-error message (shown under the ERROR text). */
  readonly positionErrorMessage?: string | null
  /** Why the geofence call failed; 'Could not validate your location…' when empty. */
  readonly geofenceErrorMessage?: string | null
  /** Whether the geofence call failed (shows the validation failure text). */
  readonly geofenceFailed?: boolean
  /** 'Enable Location' (IDLE and DENIED). */
  readonly onEnableLocation?: () => void
  /** 'Retry' (UNAVAILABLE, ERROR, failed validation). */
  readonly onRetry?: () => void
  /** 'Refresh Location' (outside the allowed area). */
  readonly onRefreshLocation?: () => void
  /** What the gate protects (a form, the checkout button); shown only when proceeding is allowed. */
  readonly children?: ReactNode
  readonly className?: string
}

interface GateView {
  readonly text: UiText
  readonly action?: { readonly label: UiText; readonly kind: 'enable' | 'retry' | 'refresh' }
  readonly tone: 'info' | 'error'
  readonly busy?: boolean
  readonly detail?: 'position' | 'geofence'
}

function viewOf(status: GeoStatus, allowed: GeoAllowed, geofenceFailed: boolean): GateView | null {
  switch (status) {
    case 'IDLE':
      return {
        text: UI_TEXT.geoEnablePrompt,
        action: { label: UI_TEXT.enableLocation, kind: 'enable' },
        tone: 'info',
      }
    case 'CHECKING_PERMISSION':
      return { text: UI_TEXT.geoChecking, tone: 'info', busy: true }
    case 'REQUESTING':
      return { text: UI_TEXT.geoLocating, tone: 'info', busy: true }
    case 'DENIED':
      return {
        text: UI_TEXT.geoDenied,
        action: { label: UI_TEXT.enableLocation, kind: 'enable' },
        tone: 'error',
      }
    case 'UNAVAILABLE':
      return {
        text: UI_TEXT.geoUnavailable,
        action: { label: UI_TEXT.retry, kind: 'retry' },
        tone: 'error',
      }
    case 'ERROR':
      return {
        text: UI_TEXT.geoError,
        action: { label: UI_TEXT.retry, kind: 'retry' },
        tone: 'error',
        detail: 'position',
      }
    case 'READY':
      if (allowed === true) return null
      if (allowed === false) {
        return {
          text: UI_TEXT.geoOutside,
          action: { label: UI_TEXT.refreshLocation, kind: 'refresh' },
          tone: 'error',
        }
      }
      if (geofenceFailed) {
        return {
          text: UI_TEXT.geoValidationFailed,
          action: { label: UI_TEXT.retry, kind: 'retry' },
          tone: 'error',
          detail: 'geofence',
        }
      }
      return { text: UI_TEXT.geoChecking, tone: 'info', busy: true }
  }
}

/**
 * The location check block: one message per geolocation status with its button, and the protected
 * content only once proceeding is permitted (feature off, or READY and allowed). The messages go
 * through one polite status region that stays in the page from the first status to the last (also
 * once proceeding, empty), so each new message is read. After a press on one of its buttons the
 * focus follows the check: to the message while it runs (the button is gone), then to the next
 * state's button; once proceeding it stays on the (hidden) region, where the screen may move it on.
 * The same when a status change without a press removes the focused button (a permission granted
 * or revoked in the site settings): the focus never drops to the page.
 * spec: menu-browsing §4 Geolocation status, §8 Geofence texts, §2 Form screen; WCAG 4.1.3, 2.4.3
 * @param props - {@link LocationGateProps}
 * @returns the gate
 */
export function LocationGate({
  enabled,
  status,
  allowed,
  positionErrorMessage,
  geofenceErrorMessage,
  geofenceFailed = false,
  onEnableLocation,
  onRetry,
  onRefreshLocation,
  children,
  className,
}: LocationGateProps) {
  const t = useT()
  const rootRef = useRef<HTMLDivElement>(null)
  const regionRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  // Set by a press on the gate's button: the focus follows the check until a button takes it.
  const followFocus = useRef(false)
  // The gate's control that last had the focus: when a new status removes it (a permission
  // granted in the site settings while the diner is on 'Enable Location'), the focus follows the
  // check as after a press instead of dropping to the page.
  const lastFocused = useRef<Element | null>(null)
  const view = canProceed(enabled, status, allowed)
    ? null
    : viewOf(status, allowed, geofenceFailed || Boolean(geofenceErrorMessage))
  const viewKey = view ? `${status}:${t(...view.text)}:${view.action?.kind ?? ''}` : 'open'
  useEffect(() => {
    const root = rootRef.current
    if (!enabled || root === null) return
    const remember = (event: FocusEvent) => {
      lastFocused.current = event.target instanceof Element ? event.target : null
    }
    // The diner moved on to the page: a later change of the gate is none of the focus's business.
    const forget = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !root.contains(event.relatedTarget)) {
        lastFocused.current = null
      }
    }
    root.addEventListener('focusin', remember)
    root.addEventListener('focusout', forget)
    return () => {
      root.removeEventListener('focusin', remember)
      root.removeEventListener('focusout', forget)
    }
  }, [enabled])
  useEffect(() => {
    const active = document.activeElement
    const lost =
      lastFocused.current !== null &&
      !lastFocused.current.isConnected &&
      (active === null || active === document.body)
    if (lost) {
      followFocus.current = true
      lastFocused.current = null
    }
    if (!followFocus.current) return
    // The diner went elsewhere meanwhile: leave the focus where it is.
    if (active && active !== document.body && !rootRef.current?.contains(active)) {
      followFocus.current = false
      return
    }
    if (buttonRef.current) {
      buttonRef.current.focus()
      followFocus.current = false
      return
    }
    regionRef.current?.focus()
    if (viewKey === 'open') followFocus.current = false
  }, [viewKey])
  if (!enabled) return <>{children}</>
  const handlers = { enable: onEnableLocation, retry: onRetry, refresh: onRefreshLocation }
  const press = (handler: (() => void) | undefined) => () => {
    followFocus.current = true
    handler?.()
  }
  // A failed geofence check shows one message: the server's, else 'Could not validate your
  // location…' in the diner's language (the English fallback passed in counts as none).
  const serverMessage =
    view?.detail === 'geofence' &&
    geofenceErrorMessage &&
    geofenceErrorMessage !== UI_TEXT.geoValidationFailed[1]
      ? geofenceErrorMessage
      : null
  const detail =
    view?.detail === 'position' ? positionErrorMessage || t(...UI_TEXT.geoPositionError) : null
  const gateClass = className ? `carte-location-gate ${className}` : 'carte-location-gate'
  return (
    <>
      {/* Kept once proceeding, hidden and empty: its region must outlive the messages. */}
      <div
        ref={rootRef}
        className={view ? gateClass : 'carte-visually-hidden'}
        data-location-gate=""
        data-state={status.toLowerCase()}
        data-allowed={allowed === null ? 'unknown' : String(allowed)}
        data-tone={view?.tone}
        data-busy={view?.busy ? '' : undefined}
      >
        <div ref={regionRef} className="carte-location-gate__status" role="status" tabIndex={-1}>
          {view?.busy ? <span className="carte-spinner" aria-hidden="true" /> : null}
          {view ? (
            <p className="carte-location-gate__text">{serverMessage ?? t(...view.text)}</p>
          ) : null}
          {detail ? <p className="carte-location-gate__detail">{detail}</p> : null}
        </div>
        {view?.action ? (
          <button
            ref={buttonRef}
            type="button"
            className="carte-button"
            onClick={press(handlers[view.action.kind])}
            disabled={!handlers[view.action.kind]}
          >
            {t(...view.action.label)}
          </button>
        ) : null}
      </div>
      {view ? null : children}
    </>
  )
}
