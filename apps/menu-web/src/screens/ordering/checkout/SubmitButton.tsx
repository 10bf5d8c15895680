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
 * The checkout's submit button: 'REDIRECTING ...' while submitting with online payment,
 * 'SUBMITTING' while submitting, 'PAY NOW' for online payment when idle, 'WHATSAPP ORDER' (green)
 * when the WhatsApp order applies, otherwise 'SUBMIT ORDER'. It submits its form.
 * spec: ordering-payment §2 Checkout screen (submit button labels, disabled states)
 * @param props - {@link SubmitButtonProps}
 * @returns the button.
 */
export function SubmitButton({ phase, online, whatsapp, disabled }: SubmitButtonProps) {
  const t = useT()
  const working = phase !== 'idle'
  const label = working
    ? online
      ? t('ui_str_redirecting', 'REDIRECTING ...')
      : t('ui_str_submitting', 'SUBMITTING')
    : online
      ? t('ui_str_pay_now', 'PAY NOW')
      : whatsapp
        ? t('ui_str_whatsapp_order', 'WHATSAPP ORDER')
        : t('ui_str_submit_order', 'SUBMIT ORDER')
  return (
    <button
      type="submit"
      className="carte-button carte-app-checkout__submit"
      data-variant={whatsapp && !online ? 'whatsapp' : undefined}
      data-state={working ? 'working' : 'idle'}
      aria-busy={working}
      disabled={disabled || working}
    >
      {label}
    </button>
  )
}
