import { type Order, syncTips } from '@carte/api-client'
import {
  amountTextInLanguage,
  canChangeTip,
  canResetTip,
  compareAmounts,
  type FormatPriceOptions,
  formatPrice,
  isValidTipAmount,
  roundHalfUp,
  TIP_RESET_VALUE,
  tipPresets,
  tipTotals,
  typedAmount,
} from '@carte/pricing'
import { Price, useFormatCount, useT } from '@carte/ui'
import { useId, useState } from 'react'
import { apiConfig } from '../../../data/api'
import { useLanguageChange } from '../../../hooks/useLanguageChange'
import { focusIfLost, TIPS_HEADING_ID } from './focusIfLost'

/** Props of {@link AfTipsCard}. */
export interface AfTipsCardProps {
  readonly order: Order
  /** The menu's money settings and the selected language. */
  readonly money: FormatPriceOptions & { readonly price_decimal_places: number }
  /** Reads the order again (after the tip is synced). */
  readonly onOrderChanged: () => Promise<unknown>
}

/**
 * The dine-in tips card: quick choices of 0, 5, 10 and 15 % of the total before tip (rounded to
 * the menu's decimals), a custom amount (a number, minimum 0), and Remove tip when the order has
 * no payments and a tip above 0. After a payment a tip can still be added or raised but not
 * lowered or removed (README readings): a lower choice is marked unavailable and, pressed, says
 * why instead of being sent; so does a lower custom amount.
 * Each choice is synced to the server at once and the order read
 * again; meanwhile the total shows the chosen tip (order total + chosen − stored).
 * spec: ordering-payment §2 Dine-in payment checkout ("a tips card"), §4 Tips, §5 Tips, §7 POST
 *   /iiko/tips/loyalty/promotions/, §9 tip presets and reset value
 * @param props - {@link AfTipsCardProps}
 * @returns the tips card.
 */
export function AfTipsCard({ order, money, onOrderChanged }: AfTipsCardProps) {
  const t = useT()
  const formatCount = useFormatCount()
  const headingId = TIPS_HEADING_ID
  const customId = useId()
  const errorId = useId()
  const places = money.price_decimal_places
  const stored = order.additional_data.tips_amount
  const [pending, setPending] = useState<string | null>(null)
  const [custom, setCustom] = useState('')
  // A custom amount typed before a language switch ('2,5' in fr) reads the same in the new one.
  useLanguageChange(money.language, (from, to) =>
    setCustom((typed) => amountTextInLanguage(typed, from, to)),
  )
  // Why the custom amount was not sent: not a number of 0 or more, or lower after a payment.
  const [refused, setRefused] = useState<'invalid' | 'locked' | null>(null)
  const invalid = refused !== null
  // A quick choice below the stored tip was pressed after a payment.
  const [choiceLocked, setChoiceLocked] = useState(false)
  const [failed, setFailed] = useState(false)
  const hasPayments = order.payments.length > 0
  const allowed = (tip: string) =>
    canChangeTip({ tip, storedTip: stored, hasPayments, hasActiveOrder: true })
  // The venue's own total does not hold the tip (the server adds it to the balance due).
  const presets = tipPresets(order.total, places)
  const chosen = pending ?? stored
  const totals = tipTotals({
    orderTotal: order.total,
    balanceDue: order.balance_due,
    storedTip: stored,
    tip: chosen,
  })
  const removable = canResetTip({
    tip: stored,
    hasPayments,
    hasActiveOrder: true,
  })
  const price = (value: string) => formatPrice(value, money)

  const sync = (tip: string) => {
    if (pending !== null) return
    setChoiceLocked(false)
    setPending(tip)
    setFailed(false)
    syncTips(apiConfig(), { body: { order_uuid: order.uuid, tips_amount: tip } })
      .then(() => onOrderChanged())
      // Remove tip goes away once the tip is 0: the card's heading keeps the focus in the card.
      .then(() => focusIfLost(headingId))
      .catch((failure: unknown) => {
        setFailed(true)
        console.error('[@carte/menu-web] tip could not be saved', failure)
      })
      .finally(() => setPending(null))
  }

  const addCustom = () => {
    // '2,5' in fr, '٢٫٥' in ar: as the diner's decimal keypad types it.
    const typed = typedAmount(custom, money.language)
    if (!isValidTipAmount(typed)) {
      setRefused('invalid')
      return
    }
    const tip = roundHalfUp(typed, places)
    if (!allowed(tip)) {
      setRefused('locked')
      return
    }
    setRefused(null)
    sync(tip)
    setCustom('')
  }

  return (
    <section className="carte-app-af__card" aria-labelledby={headingId} data-testid="af-tips">
      <h2 id={headingId} className="carte-app-af__card-title" tabIndex={-1}>
        {t('ui_str_add_tip', 'Add a tip')}
      </h2>
      <fieldset className="carte-app-af__tip-choices">
        <legend className="carte-visually-hidden">{t('ui_str_tip_choices', 'Tip amount')}</legend>
        {presets.map((preset) => {
          const selected = pending === null && compareAmounts(preset.amount, stored) === 0
          // Below the stored tip after a payment: still listed (§9 presets), not sent.
          const locked = !allowed(preset.amount)
          return (
            <button
              key={preset.percent}
              type="button"
              className="carte-button"
              data-variant={selected ? undefined : 'secondary'}
              aria-pressed={selected}
              // Not disabled while a tip is saved (sync ignores presses then): a disabled button
              // would drop the focus of the diner who just pressed it.
              aria-busy={pending !== null}
              aria-disabled={locked || undefined}
              onClick={() => (locked ? setChoiceLocked(true) : sync(preset.amount))}
            >
              {/* The percent reads digits first in both directions ('١٠%', '10%'). */}
              <bdi dir="ltr">{`${formatCount(preset.percent)}%`}</bdi>{' '}
              <Price className="carte-app-af__tip-amount">{price(preset.amount)}</Price>
            </button>
          )
        })}
      </fieldset>
      <form
        className="carte-app-af__row"
        onSubmit={(event) => {
          event.preventDefault()
          addCustom()
        }}
      >
        <div className="carte-field" data-invalid={invalid ? '' : undefined}>
          <label className="carte-field__label" htmlFor={customId}>
            {t('ui_str_custom_tip', 'Custom tip')}
          </label>
          <input
            id={customId}
            className="carte-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={custom}
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => {
              setCustom(event.target.value)
              setRefused(null)
              setChoiceLocked(false)
            }}
          />
        </div>
        <button
          type="submit"
          className="carte-button"
          disabled={pending !== null || custom.trim() === ''}
          data-testid="af-tip-custom-submit"
        >
          {t('ui_str_add_tip_button', 'Add Tip')}
        </button>
      </form>
      {refused === 'invalid' ? (
        <p id={errorId} className="carte-field__error" role="alert">
          {t('ui_str_invalid_tip', 'Enter a tip of 0 or more, for example 0.500')}
        </p>
      ) : null}
      {refused === 'locked' || choiceLocked ? (
        <p
          id={refused === 'locked' ? errorId : undefined}
          className="carte-field__error"
          role="alert"
          data-testid="af-tip-locked"
        >
          {t(
            'ui_str_tip_locked',
            'A tip cannot be lowered or removed once a payment has been made',
          )}
        </p>
      ) : null}
      {failed ? (
        <p className="carte-field__error" role="alert" data-testid="af-tip-failed">
          {t(
            'ui_str_tip_failed',
            'The tip could not be saved. Please check your connection and try again.',
          )}
        </p>
      ) : null}
      <p className="carte-app-af__due" data-testid="af-tip-total">
        <span>{t('ui_str_total', 'Total')}</span> <Price>{price(totals.total)}</Price>
      </p>
      {removable ? (
        <button
          type="button"
          className="carte-button"
          data-variant="secondary"
          data-testid="af-tip-remove"
          disabled={pending !== null}
          onClick={() => sync(TIP_RESET_VALUE)}
        >
          {t('ui_str_remove_tip', 'Remove tip')}
        </button>
      ) : null}
      {/* The tip spinner (ordering-payment §9: 20 px) while the amount is saved, in a status
          region that is always there, so its text is announced. */}
      <p className="carte-app-af__tip-status" role="status">
        {pending !== null ? (
          <>
            <span className="carte-spinner" data-size="inline" aria-hidden="true" />
            <span className="carte-app-visually-hidden">{t('ui_str_loading', 'Loading')}</span>
          </>
        ) : null}
      </p>
    </section>
  )
}
