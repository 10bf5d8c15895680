/**
 * After the next paint, gives the focus to the element with this id when the focus fell to the
 * page (the control the diner pressed went away: the split form replaced by the shares, the wallet
 * card hidden after a redemption, Remove tip gone), so the keyboard goes on from there.
 * spec: WCAG 2.4.3 Focus Order
 * @param id - the id of an element that can take the focus (tabIndex -1 at least).
 */
export function focusIfLost(id: string): void {
  requestAnimationFrame(() => {
    const focused = document.activeElement
    if (focused === null || focused === document.body) {
      document.getElementById(id)?.focus({ preventScroll: false })
    }
  })
}

/** The payment options card's heading id (the focus target after the cards above change). */
export const PAYMENT_OPTIONS_HEADING_ID = 'af-payment-options-title'
/** The tips card's heading id. */
export const TIPS_HEADING_ID = 'af-tips-title'
