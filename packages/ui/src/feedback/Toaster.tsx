import { Toast } from 'radix-ui'
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

/**
 * Shows toasts with radix Toast: auto-hide after 5000 ms, swipe to dismiss (towards the inline
 * end), a labelled close button; warnings and errors are announced assertively. The region and
 * its announcements are named in the diner's language.
 * spec: menu-browsing §4 Toasts, §8 (ui_str_cart_item_added, ui_str_order_active_table), §9
 * @param props - {@link ToasterProps}
 * @returns the toast provider with its viewport
 */
export function Toaster({ toasts, onDismiss, duration = TOAST_DURATION_MS }: ToasterProps) {
  const t = useT()
  const dir = useDirection()
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
        className="carte-toast-viewport"
        dir={dir}
        label={t(...VIEWPORT_LABEL, { notifications: t(...UI_TEXT.notifications) })}
      />
    </Toast.Provider>
  )
}
