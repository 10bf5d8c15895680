import { useT } from '@carte/ui'
import { useEffect, useId, useRef } from 'react'

/** Props of {@link OutOfAreaDialog}. */
export interface OutOfAreaDialogProps {
  readonly open: boolean
  /** 'Change Location' (or Escape): back to the map. */
  readonly onChangeLocation: () => void
  /**
   * Where the focus goes on close when the control that opened the dialog cannot take it back
   * (Confirm Location is disabled while the zone is checked, so the focus had fallen to <body>).
   */
  readonly returnFocus?: () => HTMLElement | null | undefined
}

/**
 * The alert dialog shown when the confirmed position is outside every delivery zone: titled
 * "We're not there yet", it says to try a different location or select pickup; 'Change Location'
 * returns to the map. A modal <dialog> (showModal focuses its one button, keeps the focus inside and makes the page
 * behind inert; Escape returns to the map too). On close the focus goes back to the control that
 * opened it, or to `returnFocus` (Confirm Location) when that cannot take it (WCAG 2.4.3).
 * spec: ordering-payment §8 Delivery outside area, §4 Delivery location flow ("If out of area, an
 * alert dialog appears"); WCAG 2.4.3 Focus Order
 * @param props - {@link OutOfAreaDialogProps}
 * @returns the dialog.
 */
export function OutOfAreaDialog({ open, onChangeLocation, returnFocus }: OutOfAreaDialogProps) {
  const t = useT()
  const titleId = useId()
  const textId = useId()
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  const returnFocusRef = useRef(returnFocus)
  returnFocusRef.current = returnFocus
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement
      dialog.showModal()
    }
    if (!open && dialog.open) {
      dialog.close()
      // close() gives the focus back to what had it at showModal; when that was nothing (<body>:
      // Confirm Location was disabled while checking) the focus stays on the closed dialog's
      // button until the browser drops it to <body>. Then it goes to the opener if it can take
      // it, else to returnFocus.
      const lost = (): boolean => {
        const active = document.activeElement
        return active === null || active === document.body || dialog.contains(active)
      }
      if (lost()) {
        const previous = opener.current
        if (previous instanceof HTMLElement && !dialog.contains(previous)) previous.focus()
        if (lost()) returnFocusRef.current?.()?.focus()
      }
      opener.current = null
    }
  }, [open])
  return (
    <dialog
      ref={ref}
      className="carte-app-delivery__dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="out-of-area-dialog"
      onCancel={(event) => {
        event.preventDefault()
        onChangeLocation()
      }}
    >
      <h2 id={titleId} className="carte-app-delivery__heading">
        {t('ui_str_out_of_area_title', "We're not there yet")}
      </h2>
      <p id={textId} className="carte-app-delivery__dialog-text">
        {t(
          'ui_str_out_of_area_text',
          'This location is still outside our delivery area. Try a different location, or select pickup to collect your order at the outlet.',
        )}
      </p>
      <button type="button" className="carte-button" onClick={onChangeLocation}>
        {t('ui_str_change_location', 'Change Location')}
      </button>
    </dialog>
  )
}
