import { couponButton, couponShortfall, formatPrice } from '@carte/pricing'
import { Price, useT } from '@carte/ui'
import { useAtomValue } from 'jotai'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useAutoCoupon } from '../../hooks/useAutoCoupon'
import type { CartScreenModel } from '../../hooks/useCartScreen'
import { useMenu, useVenue } from '../../hooks/useMenu'
import { cartAtom } from '../../state/persisted'

/** The message with its `{amount}` placeholder replaced by the price, kept an isolated piece. */
function withAmount(message: string, price: string): ReactNode {
  const [before, ...after] = message.split('{amount}')
  if (after.length === 0) return message
  return (
    <>
      {before}
      <Price>{price}</Price>
      {after.join('{amount}')}
    </>
  )
}

/**
 * The coupon box: a code field and one button ('Apply Coupon', 'Coupon Applied' or 'Delete
 * Coupon'); the auto-apply code (URL parameter c, else coupon_auto_apply) applies itself while the
 * field is empty; an unknown code flags the field with a message. The discount itself is derived by
 * the totals on every cart change; an applied coupon that gives none says why under the row (a
 * polite status): 'Add {amount} more to use this coupon' below its min_order_value, or 'This
 * coupon does not apply to the items in your cart' when no line matches its products/categories.
 * spec: ordering-payment §2 Cart screen (coupon box), §4 Coupon, §5 Coupon, §8 Invalid coupon
 * @param props - the cart model.
 * @returns the coupon box.
 */
export function CouponBox({ model }: { readonly model: CartScreenModel }) {
  const t = useT()
  const fieldId = useId()
  const errorId = useId()
  const applied = model.state.couponCode
  const [field, setField] = useState(applied)
  const { update } = model
  const autoCode = useAutoCoupon(model, field, setField)
  const menu = useMenu()
  const { license, lang } = useVenue()
  const cart = useAtomValue(cartAtom(license))
  // What is missing, rounded up to the places it is shown with: adding the amount shown reaches
  // the minimum.
  const shortfall =
    model.coupon === null
      ? null
      : couponShortfall(cart, model.coupon, { decimalPlaces: menu.price_decimal_places })
  const hint =
    shortfall === null
      ? null
      : shortfall.reason === 'minimum'
        ? withAmount(
            t('ui_str_coupon_minimum', 'Add {amount} more to use this coupon'),
            formatPrice(shortfall.missing, { ...menu, language: lang }),
          )
        : t('ui_str_coupon_no_items', 'This coupon does not apply to the items in your cart')

  const button = couponButton({ field, appliedCode: applied, status: model.couponStatus, autoCode })
  const sameCode = field.trim().toUpperCase() === applied.toUpperCase()
  const invalid = model.couponStatus === 'invalid' && sameCode
  const failed = model.couponStatus === 'failed' && sameCode
  const loading = model.couponStatus === 'loading'
  const inputRef = useRef<HTMLInputElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const pressed = useRef(false)

  // The button disables itself while the code is looked up, which drops the focus to the page:
  // once the answer is in, the focus returns to the button, or to the field when it is flagged
  // (or the button stays disabled).
  const status = model.couponStatus
  useEffect(() => {
    if (status === 'loading' || !pressed.current) return
    pressed.current = false
    const active = document.activeElement
    if (active !== null && active !== document.body && active !== buttonRef.current) return
    const button = buttonRef.current
    if (invalid || failed || !button || button.disabled) inputRef.current?.focus()
    else button.focus()
  }, [status, invalid, failed])

  const act = () => {
    pressed.current = true
    if (button.action === 'delete') {
      setField('')
      update({ couponCode: '' })
    } else if (sameCode && applied !== '') {
      // The same code again: look it up again (a lookup that got no answer may succeed now).
      model.retryCoupon()
    } else {
      update({ couponCode: field.trim().toUpperCase() })
    }
  }

  return (
    <form
      className="carte-field carte-app-cart__coupon"
      data-testid="coupon-box"
      data-state={model.couponStatus}
      data-invalid={invalid ? '' : undefined}
      onSubmit={(event) => {
        event.preventDefault()
        if (!button.disabled) act()
      }}
    >
      <label className="carte-field__label" htmlFor={fieldId}>
        {t('ui_str_coupon', 'Coupon')}
      </label>
      <div className="carte-app-cart__coupon-row">
        <input
          ref={inputRef}
          id={fieldId}
          className="carte-input"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          value={field}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => setField(event.target.value)}
        />
        <button
          ref={buttonRef}
          type="submit"
          className="carte-button"
          disabled={button.disabled}
          aria-busy={loading}
          data-action={button.action}
          // 'Coupon Applied' is the diner's confirmation: cart.css shows it in full, not faded.
          data-state={button.label[0] === 'ui_str_coupon_applied' ? 'applied' : undefined}
        >
          {t(...button.label)}
        </button>
      </div>
      {/* Announced, not shown: the button is busy and disabled meanwhile. A visible 'Loading'
          line came and went under the row and moved the totals below it (a layout shift of
          0.010 when an auto-applied code was looked up after the first paint). */}
      <p className="carte-app-visually-hidden" role="status">
        {loading ? t('ui_str_loading', 'Loading') : ''}
      </p>
      {/* Always there, empty while the coupon gives a discount, so a screen reader hears the
          hint when it appears (a live region added with its text is often not announced). */}
      <p className="carte-app-cart__coupon-hint" role="status" data-testid="coupon-hint">
        {hint}
      </p>
      {invalid ? (
        <p id={errorId} className="carte-field__error" role="alert">
          {t('ui_str_invalid_coupon', 'Invalid coupon code')}
        </p>
      ) : null}
      {failed ? (
        <p className="carte-field__error" role="alert">
          {t(
            'ui_str_coupon_failed',
            'The coupon could not be checked. Please check your connection and try again.',
          )}
        </p>
      ) : null}
    </form>
  )
}
