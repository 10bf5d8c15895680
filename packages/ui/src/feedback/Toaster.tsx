import { Toast } from 'radix-ui'
import { useEffect, useRef } from 'react'
import { useDirection } from '../direction/DirectionProvider'
import { CloseIcon } from '../icons'
import { useT } from '../strings/StringsProvider'
import { UI_TEXT, type UiText } from '../strings/uiText'

/** Toast auto-hide delay in ms. spec: menu-browsing §9 "Toast duration 5000 ms" */
export const TOAST_DURATION_MS = 5000

/** Visual and announcement tone of a toast. */
export type ToastVariant = 'success' | 'warning' | 'error' | 'info'

/** The spec's two toasts, with their ui_strings texts. spec: menu-browsing §4 Toasts, §8 */
export type ToastPreset = 'cartItemAdded' | 'orderActiveTable'

/** One toast to show: a spec preset, or a variant with a message. */
export type ToastItem =
  | { readonly id: string; readonly preset: ToastPreset; readonly duration?: number }
  | {
      readonly id: string
      readonly variant: ToastVariant
      readonly message: string
      readonly duration?: number
    }

/** Props of {@link Toaster}. */
export interface ToasterProps {
  /** Toasts currently shown (the app keeps the list). */
  readonly toasts: readonly ToastItem[]
  /** A toast was closed (timeout, swipe or the close button): drop it from the list. */
  readonly onDismiss: (id: string) => void
  /** Default auto-hide delay, 5000 ms. */
  readonly duration?: number
}

const PRESETS: Readonly<Record<ToastPreset, { variant: ToastVariant; text: UiText }>> = {
  cartItemAdded: { variant: 'success', text: UI_TEXT.cartItemAdded },
  orderActiveTable: { variant: 'warning', text: UI_TEXT.orderActiveTable },
}

/**
 * The toast region's name: the translated 'Notifications' and radix's `{hotkey}` placeholder
 * (F8, which moves the focus to the region), left for radix to fill in.
 */
const VIEWPORT_LABEL: UiText = ['ui_str_notifications_region', '{notifications} ({hotkey})']

/** The page's room below its end while toasts show: their region's height (styles: 40-feedback.css). */
const TOAST_ROOM = '--carte-toast-room'

/**
 * Gives the page as much room below its end as the toasts take (two stacked, or a message on two
 * lines, take more than one), then scrolls the focused control clear of them when they cover it.
 */
function keepFocusInView(region: HTMLElement): void {
  const root = document.documentElement
  if (region.querySelector('.carte-toast') === null) {
    root.style.removeProperty(TOAST_ROOM)
    return
  }
  const toasts = region.getBoundingClientRect()
  root.style.setProperty(TOAST_ROOM, `${Math.ceil(toasts.height)}px`)
  const focused = document.activeElement
  if (!(focused instanceof HTMLElement) || region.contains(focused)) return
  const control = focused.getBoundingClientRect()
  const covered =
    control.bottom > toasts.top &&
    control.top < toasts.bottom &&
    control.right > toasts.left &&
    control.left < toasts.right
  // 'nearest' keeps clear of the scroll padding the toasts give the page.
  if (covered) focused.scrollIntoView({ block: 'nearest' })
}

/**
 * Shows toasts with radix Toast: auto-hide after 5000 ms, swipe to dismiss (towards the inline
 * end), a labelled close button; warnings and errors are announced assertively. The region and
 * its announcements are named in the diner's language. A toast that comes over the control that
 * has the focus (the last row's add button the diner just pressed, at the foot of the page) moves
 * the page so that the control shows above it (WCAG 2.4.11 Focus Not Obscured); the stylesheet
 * gives the page the room below its end while a toast shows.
 * spec: menu-browsing §4 Toasts, §8 (ui_str_cart_item_added, ui_str_order_active_table), §9
 * @param props - {@link ToasterProps}
 * @returns the toast provider with its viewport
 */
export function Toaster({ toasts, onDismiss, duration = TOAST_DURATION_MS }: ToasterProps) {
  const t = useT()
  const dir = useDirection()
  const viewportRef = useRef<HTMLOListElement>(null)
  useEffect(() => {
    const region = viewportRef.current
    if (!region || typeof ResizeObserver === 'undefined') return
    // The region grows when a toast is laid out in it (radix portals each toast in a render
    // after its own), by then with the page's room below its end.
    const observer = new ResizeObserver(() => keepFocusInView(region))
    observer.observe(region)
    return () => {
      observer.disconnect()
      document.documentElement.style.removeProperty(TOAST_ROOM)
    }
  }, [])
  return (
    <Toast.Provider
      duration={duration}
      swipeDirection={dir === 'rtl' ? 'left' : 'right'}
      label={t(...UI_TEXT.notifications)}
    >
      {toasts.map((item) => {
        const preset = 'preset' in item ? PRESETS[item.preset] : null
        const variant = preset ? preset.variant : 'variant' in item ? item.variant : 'info'
        const message = preset ? t(...preset.text) : 'message' in item ? item.message : ''
        return (
          <Toast.Root
            key={item.id}
            className="carte-toast"
            data-variant={variant}
            type={variant === 'warning' || variant === 'error' ? 'foreground' : 'background'}
            {...(item.duration === undefined ? {} : { duration: item.duration })}
            onOpenChange={(open) => {
              if (!open) onDismiss(item.id)
            }}
          >
            <Toast.Description className="carte-toast__text">{message}</Toast.Description>
            <Toast.Close className="carte-icon-button" aria-label={t(...UI_TEXT.close)}>
              <CloseIcon />
            </Toast.Close>
          </Toast.Root>
        )
      })}
      {/* The region's own name: radix's default is English ('Notifications ({hotkey})'). */}
      <Toast.Viewport
        ref={viewportRef}
        className="carte-toast-viewport"
        dir={dir}
        label={t(...VIEWPORT_LABEL, { notifications: t(...UI_TEXT.notifications) })}
      />
    </Toast.Provider>
  )
}
