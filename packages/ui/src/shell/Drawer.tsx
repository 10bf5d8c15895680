import { Dialog } from 'radix-ui'
import { type ReactNode, useRef } from 'react'
import { useDirection } from '../direction/DirectionProvider'
import { useControllableState } from '../hooks/useControllableState'
import { CloseIcon } from '../icons'
import { type ImageSource, ImageWithFallback } from '../images/ImageWithFallback'
import { AppLink } from '../links/LinkProvider'
import { useT } from '../strings/StringsProvider'
import { UI_TEXT } from '../strings/uiText'
import { usePortalContainer } from '../theme/ThemeProvider'
import { LanguageMenu, type LanguageOption } from './LanguageMenu'

/** One link of the drawer. */
export interface DrawerLink {
  readonly href: string
  readonly label: string
  /** An external_link: opens in a new tab. */
  readonly external?: boolean
  /** Marks the current page. */
  readonly current?: boolean
}

/** Props of {@link Drawer}. */
export interface DrawerProps {
  readonly open?: boolean
  readonly defaultOpen?: boolean
  readonly onOpenChange?: (open: boolean) => void
  /** The venue name: the drawer's heading and accessible name (the logo beside it is decorative). */
  readonly title: string
  /** logo_image.logo; the default logo is used when absent. */
  readonly logo?: ImageSource | null
  readonly defaultLogo?: ImageSource | null
  readonly languages?: readonly LanguageOption[]
  readonly language?: string
  readonly onLanguageChange?: (code: string) => void
  /** `/{lang}/home`. */
  readonly homeHref: string
  /** Top-level categories already filtered (no disable_link, external_link or closed hours). */
  readonly categoryLinks?: readonly DrawerLink[]
  /** `/{lang}/promotions`, when any promotion is enabled. */
  readonly promotionsHref?: string
  readonly pageLinks?: readonly DrawerLink[]
  /** Enabled forms only. */
  readonly formLinks?: readonly DrawerLink[]
  /** The client version shown at the bottom (1.9.60). */
  readonly version: string
  readonly children?: ReactNode
}

/**
 * The built-in logo when the venue has none and the app passes no default: a plate mark, decorative
 * beside the venue name.
 */
function DefaultLogo() {
  return (
    <svg
      className="carte-drawer__logo"
      viewBox="0 0 64 64"
      width="64"
      height="64"
      aria-hidden="true"
      focusable="false"
      data-default-logo=""
    >
      <circle cx="32" cy="32" r="28" fill="none" stroke="currentColor" strokeWidth="4" />
      <circle cx="32" cy="32" r="16" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}

function LinkItem({
  link,
  onNavigate,
}: {
  readonly link: DrawerLink
  readonly onNavigate: () => void
}) {
  return (
    <li>
      <AppLink
        href={link.href}
        className="carte-drawer__link"
        external={link.external ?? false}
        onClick={onNavigate}
        {...(link.current ? { 'aria-current': 'page' as const } : {})}
      >
        {link.label}
      </AppLink>
    </li>
  )
}

/**
 * The side drawer (radix Dialog): logo (default if none), language dropdown (more than one
 * language), Home, top-level categories, Promotions, pages, forms and the version label. It slides
 * in from the inline start: the left, or the right for ar, he, fa. Following a link closes it.
 * spec: menu-browsing §2 Drawer
 * @param props - {@link DrawerProps}
 * @returns the drawer
 */
export function Drawer({
  open,
  defaultOpen = false,
  onOpenChange,
  title,
  logo,
  defaultLogo,
  languages = [],
  language,
  onLanguageChange,
  homeHref,
  categoryLinks = [],
  promotionsHref,
  pageLinks = [],
  formLinks = [],
  version,
  children,
}: DrawerProps) {
  const t = useT()
  const dir = useDirection()
  const container = usePortalContainer()
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  })
  // The control that had the focus when the drawer opened (the header's menu button, which is no
  // radix Trigger): closing hands the focus back to it, as a dialog should. Not after following a
  // link: the new screen takes the focus then.
  const opener = useRef<HTMLElement | null>(null)
  const navigated = useRef(false)
  const close = () => {
    navigated.current = true
    setOpen(false)
  }
  const links: DrawerLink[] = [
    { href: homeHref, label: t(...UI_TEXT.home) },
    ...categoryLinks,
    ...(promotionsHref ? [{ href: promotionsHref, label: t(...UI_TEXT.promotions) }] : []),
    ...pageLinks,
    ...formLinks,
  ]
  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="carte-overlay" />
        <Dialog.Content
          className="carte-drawer"
          dir={dir}
          data-side={dir === 'rtl' ? 'right' : 'left'}
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            navigated.current = false
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (!navigated.current && opener.current?.isConnected) opener.current.focus()
          }}
        >
          <div className="carte-drawer__top">
            <ImageWithFallback
              className="carte-drawer__logo"
              image={logo ?? null}
              fallback={defaultLogo ?? null}
              // Decorative: the venue name is the heading below it; named, it was read twice.
              alt=""
              loading="eager"
              // No logo given, or none that loads: the built-in one (§2 Drawer "a default if none").
              placeholder={<DefaultLogo />}
            />
            <Dialog.Close className="carte-icon-button" aria-label={t(...UI_TEXT.closeMenu)}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Title className="carte-drawer__title">{title}</Dialog.Title>
          {languages.length > 1 && language !== undefined && onLanguageChange ? (
            <LanguageMenu
              variant="full"
              languages={languages}
              value={language}
              onValueChange={onLanguageChange}
            />
          ) : null}
          <nav aria-label={t(...UI_TEXT.menu)}>
            <ul className="carte-drawer__links">
              {links.map((link) => (
                <LinkItem key={`${link.href}|${link.label}`} link={link} onNavigate={close} />
              ))}
            </ul>
          </nav>
          {children}
          <p className="carte-drawer__version">{t(...UI_TEXT.version, { version })}</p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
