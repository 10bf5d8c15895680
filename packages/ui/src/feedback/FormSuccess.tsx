import { successColor as validSuccessColor } from '@carte/forms'
import { type CSSProperties, useEffect, useRef } from 'react'
import { SanitizedHtml } from '../html/SanitizedHtml'
import { AppLink } from '../links/LinkProvider'
import { useT } from '../strings/StringsProvider'
import { UI_TEXT } from '../strings/uiText'

/** Props of {@link FormSuccess}. */
export interface FormSuccessProps {
  /** The server's success message (HTML, sanitized here). */
  readonly messageHtml?: string | null
  /** Where the continue-shopping button goes (`/{lang}/home`). */
  readonly backHref: string
  /**
   * The success colour; used only when 6-digit hex, else derived from it or green (`successColor`
   * of @carte/forms). Without it, the theme's feedback_success_text_color, validated alike.
   */
  readonly successColor?: string
  /** Overrides 'Back To Menu'. */
  readonly backLabel?: string
}

/**
 * The form's success state: an animated success mark, the server's message as sanitized HTML and
 * the continue-shopping link ('Back To Menu'). The mark and the message take the validated success
 * colour. On mount the focus moves to the message (the button pressed is gone), so it is read; an
 * empty message sends it to the continue-shopping link. Render it inside a status region that is
 * in the page before it (the form screen keeps one), so the message is announced too.
 * spec: menu-browsing §2 Form screen ("After success ..."), §5 success colour; WCAG 2.4.3, 4.1.3
 * @param props - {@link FormSuccessProps}
 * @returns the success panel
 */
export function FormSuccess({ messageHtml, backHref, successColor, backLabel }: FormSuccessProps) {
  const t = useT()
  const style = successColor
    ? ({ '--carte-success': validSuccessColor(successColor) } as CSSProperties)
    : undefined
  const rootRef = useRef<HTMLDivElement>(null)
  const messageRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const message = messageRef.current
    if (message?.textContent?.trim()) message.focus()
    else rootRef.current?.querySelector<HTMLElement>('a[href]')?.focus()
  }, [])
  return (
    <div ref={rootRef} className="carte-form-success" style={style}>
      <svg className="carte-success-mark" viewBox="0 0 52 52" aria-hidden="true" focusable="false">
        <circle className="carte-success-mark__circle" cx="26" cy="26" r="24" fill="none" />
        <path className="carte-success-mark__check" fill="none" d="M14 27l8 8 16-16" />
      </svg>
      <div ref={messageRef} className="carte-form-success__focus" tabIndex={-1}>
        <SanitizedHtml html={messageHtml} className="carte-form-success__message" />
      </div>
      <AppLink href={backHref} className="carte-button carte-continue">
        {backLabel ?? t(...UI_TEXT.backToMenu)}
      </AppLink>
    </div>
  )
}
