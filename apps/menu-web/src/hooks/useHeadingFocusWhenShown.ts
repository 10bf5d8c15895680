import { type RefObject, useEffect, useRef } from 'react'

/**
 * The screen's heading takes the focus once its content shows, when the focus fell to the page:
 * a screen reached by a control that is gone afterwards (the order placed, 'Order Details', the
 * order page's Checkout link) would otherwise leave the keyboard at the top of the document.
 * spec: ordering-payment §2 Order page, Dine-in payment checkout; WCAG 2.4.3 Focus Order
 * @param shown - the screen's content is on the page (not its loading or failure state).
 * @returns the ref for the heading (give it tabIndex={-1}).
 */
export function useHeadingFocusWhenShown(shown: boolean): RefObject<HTMLHeadingElement | null> {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    const focused = document.activeElement
    if (shown && (focused === null || focused === document.body)) {
      headingRef.current?.focus({ preventScroll: true })
    }
  }, [shown])
  return headingRef
}
