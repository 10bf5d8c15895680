import type { MenuData } from '@carte/api-client'
import { PromotionSlide, useT } from '@carte/ui'
import { useEffect, useRef, useState } from 'react'
import { promotionImage } from '../lib/promotion-image'

/**
 * The licences whose pop-up this page load has opened: it opens on load, once, and not again when
 * the diner comes back to the home inside the app; a reload is a new load.
 */
const openedThisLoad = new Set<string>()

/**
 * The promotion pop-up that opens on load (promotion_on_load: a promotion or its id), once per
 * page load, in a native modal dialog (spec: menu-browsing §2 Home page "An optional promotion
 * pop-up opens on load").
 * @param props - the menu.
 * @returns the dialog, or nothing.
 */
export function PromotionPopup({ menu }: { menu: MenuData }) {
  const t = useT()
  const dialog = useRef<HTMLDialogElement>(null)
  const onLoad = menu.promotion_on_load
  const promotion =
    typeof onLoad === 'object' && onLoad !== null
      ? onLoad
      : menu.promotions.find((candidate) => onLoad !== null && candidate.id === onLoad)
  const license = menu.license
  // Never on the server's first-screen rendering (no window there): the dialog opens in the
  // browser, over the screen.
  const [open, setOpen] = useState(
    () =>
      Boolean(promotion?.enable) && typeof window !== 'undefined' && !openedThisLoad.has(license),
  )
  useEffect(() => {
    if (!open) return
    openedThisLoad.add(license)
    dialog.current?.showModal()
  }, [open, license])
  if (!open || !promotion) return null
  return (
    <dialog
      ref={dialog}
      className="carte-app-promotion-popup"
      aria-label={promotion.title}
      data-testid="promotion-popup"
      // Closed (its button or Escape): it leaves the page.
      onClose={() => setOpen(false)}
    >
      <PromotionSlide
        title={promotion.title}
        image={promotionImage(promotion)}
        retinaSrc={promotion.image?.retina ?? null}
        videoSrc={promotion.video}
        active
        loading="eager"
      />
      <form method="dialog">
        <button type="submit" className="carte-button">
          {t('ui_str_close', 'Close')}
        </button>
      </form>
    </dialog>
  )
}
