import type { ReactNode } from 'react'
import { useT } from '../strings/StringsProvider'
import { UI_TEXT, type UiText } from '../strings/uiText'

/** Props of {@link Loader}. */
export interface LoaderProps {
  /** Accessible text ('Loading' by default). */
  readonly label?: string
  readonly size?: 'small' | 'large'
  readonly className?: string
}

/**
 * A spinner announced as a polite status ('Loading').
 * spec: menu-browsing §2 Form screen ("A loader while loading")
 * @param props - {@link LoaderProps}
 * @returns the loader
 */
export function Loader({ label, size = 'small', className }: LoaderProps) {
  const t = useT()
  return (
    <div
      className={className ? `carte-loader ${className}` : 'carte-loader'}
      data-size={size}
      role="status"
    >
      <span className="carte-spinner" aria-hidden="true" />
      <span className="carte-visually-hidden">{label ?? t(...UI_TEXT.loading)}</span>
    </div>
  )
}

/** Props of {@link LoadingScreen}. */
export interface LoadingScreenProps {
  /** The venue's launch image (`/en/menus/{license}/loading-image/launch.png`). */
  readonly imageSrc?: string | null
  readonly imageAlt?: string
}

/**
 * The full-screen loading state of the menu shell, with the venue's launch image when known.
 * spec: menu-browsing §4 Menu loading
 * @param props - {@link LoadingScreenProps}
 * @returns the loading screen
 */
export function LoadingScreen({ imageSrc, imageAlt = '' }: LoadingScreenProps) {
  return (
    <div className="carte-screen" data-state="loading">
      {imageSrc ? (
        <img
          className="carte-screen__image"
          src={imageSrc}
          alt={imageAlt}
          width={192}
          height={192}
        />
      ) : null}
      <Loader size="large" />
    </div>
  )
}

/** Props of {@link ErrorScreen}. */
export interface ErrorScreenProps {
  /** Replaces the default contact-support message (e.g. with a mailto link). */
  readonly children?: ReactNode
}

/**
 * The error state of the menu shell: 'Error' and a message to contact the support team.
 * spec: menu-browsing §8 "the loading screen shows 'Error' and a message to contact the support team"
 * @param props - {@link ErrorScreenProps}
 * @returns the error screen
 */
export function ErrorScreen({ children }: ErrorScreenProps) {
  const t = useT()
  const title = t(...UI_TEXT.error)
  const message = t(...UI_TEXT.contactSupport)
  return (
    <div className="carte-screen" data-state="error" role="alert">
      <h1 className="carte-screen__title" {...englishParts(title, UI_TEXT.error)}>
        {title}
      </h1>
      <div className="carte-screen__text">
        {children ?? <p {...englishParts(message, UI_TEXT.contactSupport)}>{message}</p>}
      </div>
    </div>
  )
}

/**
 * Marks a text that is still the English default (the menu's strings failed to load, or the venue
 * has no translation) as English, left to right, inside an ar, he or fa page: a screen reader
 * then reads it in an English voice and its full stop sits at its end (WCAG 3.1.2 Language of
 * Parts).
 */
function englishParts(text: string, [, englishDefault]: UiText) {
  return text === englishDefault ? ({ lang: 'en', dir: 'ltr' } as const) : {}
}
