import { checkoutSubmitLabel } from '@carte/forms'
import { useT } from '@carte/ui'
import type { SubmitPhase } from '../../../hooks/useCheckoutSubmit'

/** Props of {@link SubmitButton}. */
export interface SubmitButtonProps {
  readonly phase: SubmitPhase
  /** Online payment (the order goes on to a payment page). */
  readonly online: boolean
  /** The WhatsApp order variant (green). */
  readonly whatsapp: boolean
  readonly disabled: boolean
}

/**
 * The checkout's submit button, labelled by @carte/forms checkoutSubmitLabel (REDIRECTING,
 * SUBMITTING, PAY NOW, WHATSAPP ORDER in green, SUBMIT ORDER). It submits its form.
 * spec: ordering-payment §2 Checkout screen (submit button labels, disabled states)
 * @param props - {@link SubmitButtonProps}
 * @returns the button.
 */
export function SubmitButton({ phase, online, whatsapp, disabled }: SubmitButtonProps) {
  const t = useT()
  const working = phase !== 'idle'
  const label = checkoutSubmitLabel({ working, online, whatsapp })
  return (
    <button
      type="submit"
      className="carte-button carte-app-checkout__submit"
      data-variant={label.whatsapp ? 'whatsapp' : undefined}
      data-state={working ? 'working' : 'idle'}
      aria-busy={working}
      disabled={disabled || working}
    >
      {t(label.key, label.text)}
    </button>
  )
}
