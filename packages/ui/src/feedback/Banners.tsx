import { useT } from '../strings/StringsProvider'
import { UI_TEXT } from '../strings/uiText'

/** Props of {@link VersionBanner}. */
export interface VersionBannerProps {
  /** The server's qr_app_version (shown as 'v.{version}'). */
  readonly version: string
  /** The Update action (menu-web reloads the page). */
  readonly onUpdate: () => void
  readonly className?: string
}

/**
 * The new-version banner: 'A new version (v.{version}) is available.', the hint to close all tabs,
 * and an Update button. The app decides when it shows (server version numerically newer).
 * spec: menu-browsing §4 Version banner, §8 New version
 * @param props - {@link VersionBannerProps}
 * @returns the banner
 */
export function VersionBanner({ version, onUpdate, className }: VersionBannerProps) {
  const t = useT()
  return (
    <section
      className={className ? `carte-banner ${className}` : 'carte-banner'}
      data-variant="info"
      aria-live="polite"
      aria-label={t(...UI_TEXT.update)}
    >
      <div className="carte-banner__text">
        <p>{t(...UI_TEXT.newVersion, { version })}</p>
        <p className="carte-banner__hint">{t(...UI_TEXT.newVersionHint)}</p>
      </div>
      <button type="button" className="carte-button" onClick={onUpdate}>
        {t(...UI_TEXT.update)}
      </button>
    </section>
  )
}

/** Props of {@link ClosedNotice}. */
export interface ClosedNoticeProps {
  /** When ordering opens next, already formatted in the venue zone ('today at 18:00'). */
  readonly opensAt?: string | null
  readonly className?: string
}

/**
 * The closed notice: 'We are currently closed', plus 'Opens {when}' when that can be known.
 * spec: menu-browsing §4 Open or closed; architecture ruling "The closed notice also says when
 * ordering opens next"
 * @param props - {@link ClosedNoticeProps}
 * @returns the notice
 */
export function ClosedNotice({ opensAt, className }: ClosedNoticeProps) {
  const t = useT()
  return (
    <div
      className={className ? `carte-notice ${className}` : 'carte-notice'}
      data-variant="warning"
      role="status"
    >
      <p className="carte-notice__title">{t(...UI_TEXT.closed)}</p>
      {opensAt ? (
        <p className="carte-notice__detail">{t(...UI_TEXT.opensAt, { when: opensAt })}</p>
      ) : null}
    </div>
  )
}

/** Props of {@link MinimumOrderBanner}. */
export interface MinimumOrderBannerProps {
  /** The minimum, already formatted with currency ('AED 50.00'). */
  readonly amount: string
  readonly className?: string
}

/**
 * The minimum-order banner: 'Minimum order amount required' with the amount.
 * spec: menu-browsing §5 Minimum order; ordering-payment §2 Cart (banner hides checkout)
 * @param props - {@link MinimumOrderBannerProps}
 * @returns the banner
 */
export function MinimumOrderBanner({ amount, className }: MinimumOrderBannerProps) {
  const t = useT()
  return (
    <div
      className={className ? `carte-notice ${className}` : 'carte-notice'}
      data-variant="error"
      role="alert"
    >
      <p className="carte-notice__title">
        {t(...UI_TEXT.minimumOrderAmount)}: <span className="carte-notice__amount">{amount}</span>
      </p>
    </div>
  )
}
