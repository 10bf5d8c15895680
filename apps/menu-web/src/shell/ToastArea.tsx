import { TOAST_DURATION_MS, Toaster, type ToasterProps } from '@carte/ui'

/**
 * @carte/ui's Toaster in a module of its own: radix Toast loads with the first toast.
 * spec: menu-browsing §4 Toasts (auto-hide after 5000 ms), §9 "Toast duration 5000 ms"
 * @param props - the toasts and the dismiss handler.
 * @returns the toaster.
 */
export function ToastArea(props: ToasterProps) {
  // The one constant @carte/ui holds for §9's toast duration, not a second copy of it here.
  return <Toaster {...props} duration={TOAST_DURATION_MS} />
}
