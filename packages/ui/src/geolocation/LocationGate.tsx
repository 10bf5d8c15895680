import type { ReactNode } from 'react'
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
 * content only once proceeding is permitted (feature off, or READY and allowed).
 * spec: menu-browsing §4 Geolocation status, §8 Geofence texts, §2 Form screen
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
  if (canProceed(enabled, status, allowed)) return <>{children}</>
  const view = viewOf(status, allowed, geofenceFailed || Boolean(geofenceErrorMessage))
  if (!view) return <>{children}</>
  const handlers = { enable: onEnableLocation, retry: onRetry, refresh: onRefreshLocation }
  // A failed geofence check shows one message: the server's, else 'Could not validate your
  // location…' in the diner's language (the English fallback passed in counts as none).
  const serverMessage =
    view.detail === 'geofence' &&
    geofenceErrorMessage &&
    geofenceErrorMessage !== UI_TEXT.geoValidationFailed[1]
      ? geofenceErrorMessage
      : null
  const detail =
    view.detail === 'position' ? positionErrorMessage || t(...UI_TEXT.geoPositionError) : null
  return (
    <div
      className={className ? `carte-location-gate ${className}` : 'carte-location-gate'}
      data-state={status.toLowerCase()}
      data-allowed={allowed === null ? 'unknown' : String(allowed)}
      data-tone={view.tone}
      role={view.tone === 'error' ? 'alert' : 'status'}
      aria-busy={view.busy ? true : undefined}
    >
      {view.busy ? <span className="carte-spinner" aria-hidden="true" /> : null}
      <p className="carte-location-gate__text">{serverMessage ?? t(...view.text)}</p>
      {detail ? <p className="carte-location-gate__detail">{detail}</p> : null}
      {view.action ? (
        <button
          type="button"
          className="carte-button"
          onClick={handlers[view.action.kind]}
          disabled={!handlers[view.action.kind]}
        >
          {t(...view.action.label)}
        </button>
      ) : null}
    </div>
  )
}
