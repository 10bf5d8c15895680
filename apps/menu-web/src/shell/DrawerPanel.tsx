import type { MenuData } from '@carte/api-client'
import { drawerCategories } from '@carte/api-client'
import { Drawer, type DrawerLink, type LanguageOption } from '@carte/ui'
import { APP_VERSION } from '../config'
import type { VenueNow } from '../hooks/useVenueStatus'

/** Props of {@link DrawerPanel}. */
export interface DrawerPanelProps {
  readonly menu: MenuData
  readonly lang: string
  readonly pathname: string
  readonly venue: VenueNow
  readonly languages: readonly LanguageOption[]
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  readonly onLanguageChange: (code: string) => void
}

/**
 * The drawer with its links (loaded on first open, so its dialog code stays off the first screen).
 * spec: menu-browsing §2 Drawer
 * @param props - {@link DrawerPanelProps}
 * @returns the drawer.
 */
export function DrawerPanel({
  menu,
  lang,
  pathname,
  venue,
  languages,
  open,
  onOpenChange,
  onLanguageChange,
}: DrawerPanelProps) {
  const link = (href: string, label: string): DrawerLink => ({
    href,
    label,
    current: pathname === href,
  })
  const categoryLinks = drawerCategories(menu, venue.isShown).map((category) =>
    link(`/${lang}/category/${category.id}`, category.name),
  )
  const pageLinks = menu.pages.map((page) => link(`/${lang}/page/${page.id}`, page.title))
  const formLinks = menu.forms
    .filter((form) => form.enable)
    .map((form) => link(`/${lang}/form/${form.id}`, form.name))
  const hasPromotions = menu.promotions.some((promotion) => promotion.enable)
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={menu.name}
      logo={menu.logo_image.logo ? { src: menu.logo_image.logo, width: 160, height: 160 } : null}
      languages={languages}
      language={lang}
      onLanguageChange={onLanguageChange}
      homeHref={`/${lang}/home`}
      categoryLinks={categoryLinks}
      {...(hasPromotions ? { promotionsHref: `/${lang}/promotions` } : {})}
      pageLinks={pageLinks}
      formLinks={formLinks}
      version={APP_VERSION}
    />
  )
}
