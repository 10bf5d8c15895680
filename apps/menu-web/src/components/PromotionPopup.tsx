import type { MenuData } from '@carte/api-client'
import { PromotionSlide, useT } from '@carte/ui'
import { useEffect, useRef, useState } from 'react'

const SEEN_KEY = 'carte:promotion-on-load-seen'

/**
 * The promotion pop-up that opens on load (promotion_on_load: a promotion or its id), once per
 * browser session, in a native modal dialog (spec: menu-browsing §2 Home page).
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
  const key = `${SEEN_KEY}:${menu.license}`
  // Never on the server's first-screen rendering (no session there): the dialog opens in the
  // browser, over the screen.
  const [open] = useState(
    () =>
      Boolean(promotion?.enable) &&
      typeof sessionStorage !== 'undefined' &&
      sessionStorage.getItem(key) === null,
  )
  useEffect(() => {
    if (!open) return
    sessionStorage.setItem(key, '1')
    dialog.current?.showModal()
  }, [open, key])
  if (!open || !promotion) return null
  return (
    <dialog
      ref={dialog}
      className="carte-app-promotion-popup"
      aria-label={promotion.title}
      data-testid="promotion-popup"
    >
      <PromotionSlide
        title={promotion.title}
        image={
          promotion.image?.product
            ? { src: promotion.image.product, width: 800, height: 600 }
            : null
        }
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
