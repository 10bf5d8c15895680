import { Toaster, type ToasterProps } from '@carte/ui'

/**
 * @carte/ui's Toaster in a module of its own: radix Toast loads with the first toast.
 * spec: menu-browsing §4 Toasts (auto-hide after 5000 ms)
 * @param props - the toasts and the dismiss handler.
 * @returns the toaster.
 */
export function ToastArea(props: ToasterProps) {
  return <Toaster {...props} duration={5000} />
}
