import {
  createSplitPayments,
  type Order,
  payFullAmount,
  paySplitPayment,
  splitShareState,
} from '@carte/api-client'
import {
  amountInputText,
  amountTextInLanguage,
  compareAmounts,
  type FormatPriceOptions,
  formatPrice,
  isSplitValid,
  roundHalfUp,
  SPLIT_GUESTS,
  splitEvenly,
  typedAmount,
} from '@carte/pricing'
import { Price, QuantityInput, SegmentedControl, useT } from '@carte/ui'
import { useEffect, useId, useState } from 'react'
import { apiConfig } from '../../../data/api'
import { useAfPaymentRedirect } from '../../../hooks/useAfPaymentRedirect'
import { useLanguageChange } from '../../../hooks/useLanguageChange'
import { focusIfLost, PAYMENT_OPTIONS_HEADING_ID } from './focusIfLost'

/** Props of {@link AfPaymentOptions}. */
export interface AfPaymentOptionsProps {
  readonly order: Order
  /** The menu's money settings and the selected language. */
  readonly money: FormatPriceOptions & { readonly price_decimal_places: number }
  readonly lang: string
  /** Reads the order again (after the split shares are created). */
  readonly onOrderChanged: () => Promise<unknown>
}

/** A default share of zero is shown as an empty field (spec: ordering-payment §5 Split payment). */
function shownShares(
  balanceDue: string,
  places: number,
  guests: number,
  language: string,
): string[] {
  return splitEvenly(balanceDue, places, guests).map((share) =>
    compareAmounts(share, '0') === 0 ? '' : amountInputText(share, language),
  )
}

/**
 * The dine-in payment options card: pay the balance due in full, or split it between 2 and 6
 * guests (half each by default, the last guest absorbing the rounding; the shares must sum to the
 * balance due at the menu's decimals, otherwise 'Invalid Split Total'). Once shares exist, split
 * mode stays on and each guest's share is listed: AVAILABLE with its Pay button, PENDING 'In
 * Progress', otherwise 'Paid'. Payments follow the payment_url the server answers.
 * spec: ordering-payment §2 Dine-in payment checkout ("a payment options card"), §4 Split payments,
 *   §5 Split payment, §7 /iiko/af/payments/, /iiko/af/split-payments/create/, /iiko/af/split-payments/
 * @param props - {@link AfPaymentOptionsProps}
 * @returns the payment options card.
 */
export function AfPaymentOptions({ order, money, lang, onOrderChanged }: AfPaymentOptionsProps) {
  const t = useT()
  const headingId = PAYMENT_OPTIONS_HEADING_ID
  const fieldsId = useId()
  const places = money.price_decimal_places
  const due = order.balance_due
  const hasShares = order.split_payments.length > 0
  const [mode, setMode] = useState<'full' | 'split'>(hasShares ? 'split' : 'full')
  const [guests, setGuests] = useState<number>(SPLIT_GUESTS.default)
  const [shares, setShares] = useState<string[]>(() =>
    shownShares(due, places, SPLIT_GUESTS.default, lang),
  )
  // Shares typed or offered before a language switch ('12,50' in fr) read the same in the new one.
  // Before the reset below: when the balance due changed too, its new shares (already written
  // in the new language) are set after, and win.
  useLanguageChange(lang, (from, to) =>
    setShares((typed) => typed.map((share) => amountTextInLanguage(share, from, to))),
  )
  // The shares were split from this balance due; a tip or a wallet redemption changes it, and the
  // default split then starts again from the new amount.
  const [basis, setBasis] = useState(due)
  if (basis !== due) {
    setBasis(due)
    setShares(shownShares(due, places, guests, lang))
  }
  const [creating, setCreating] = useState(false)
  const [createFailed, setCreateFailed] = useState(false)
  const payment = useAfPaymentRedirect()
  const price = (value: string) => formatPrice(value, money)
  useEffect(() => {
    // The pressed Pay button was disabled while the payment started: the focus comes back here.
    if (payment.phase === 'failed') focusIfLost(headingId)
  }, [payment.phase, headingId])
  const nothingDue = compareAmounts(due, '0') <= 0
  const redirecting = payment.phase === 'redirecting'

  const chooseGuests = (count: number) => {
    setGuests(count)
    setShares(shownShares(due, places, count, lang))
  }
  // The shares as typed ('12,50' in fr, '١٢٫٥٠' in ar) read as amounts; an empty one is 0.
  const amounts = shares.map((share) => {
    const amount = typedAmount(share, lang)
    return amount === '' ? '0' : amount
  })
  const valid = shares.length === guests && isSplitValid(amounts, due, places)

  const createSplit = () => {
    if (!valid || creating) return
    setCreating(true)
    setCreateFailed(false)
    createSplitPayments(apiConfig(), {
      body: {
        order_id: order.uuid,
        // Each share at the menu's decimals, as isSplitValid added them up to the balance due.
        split_amounts: amounts.map((amount) => roundHalfUp(amount, places)),
      },
    })
      .then(() => onOrderChanged())
      .then(() => focusIfLost(headingId))
      .catch((failure: unknown) => {
        setCreateFailed(true)
        console.error('[@carte/menu-web] split payments could not be created', failure)
      })
      .finally(() => setCreating(false))
  }

  const failedNotice =
    payment.phase === 'failed' ? (
      <p className="carte-field__error" role="alert" data-testid="af-payment-failed">
        {t(
          'ui_str_payment_start_failed',
          'The payment could not be started. Please check your connection and try again.',
        )}
      </p>
    ) : null

  return (
    <section
      className="carte-app-af__card"
      aria-labelledby={headingId}
      data-testid="af-payment-options"
    >
      <h2 id={headingId} className="carte-app-af__card-title" tabIndex={-1}>
        {t('ui_str_payment_options', 'Payment Options')}
      </h2>
      <p className="carte-app-af__due" data-testid="af-balance-due">
        <span>{t('ui_str_balance_due', 'Balance due')}</span> <Price>{price(due)}</Price>
      </p>
      {hasShares ? null : (
        <SegmentedControl
          aria-label={t('ui_str_payment_options', 'Payment Options')}
          options={[
            { value: 'full', label: t('ui_str_pay_full', 'Pay in full') },
            { value: 'split', label: t('ui_str_split_bill', 'Split bill') },
          ]}
          value={mode}
          onValueChange={(value) => setMode(value === 'split' ? 'split' : 'full')}
        />
      )}
      {hasShares ? (
        <ul className="carte-app-af__shares" data-testid="af-split-shares">
          {order.split_payments.map((share) => {
            const state = splitShareState(share)
            const running = redirecting && payment.target === share.uuid
            return (
              <li key={share.uuid} className="carte-app-af__share" data-state={state}>
                <span className="carte-app-af__share-name">{share.guest_name}</span>
                <Price>{price(share.amount)}</Price>
                {state === 'available' ? (
                  <button
                    type="button"
                    className="carte-button"
                    disabled={redirecting}
                    aria-busy={running}
                    aria-label={`${t('ui_str_pay', 'Pay')} ${share.guest_name}`}
                    onClick={() =>
                      payment.start(share.uuid, () =>
                        paySplitPayment(apiConfig(), {
                          body: {
                            order_id: order.uuid,
                            split_payment_uuid: share.uuid,
                            selected_language: lang,
                          },
                        }),
                      )
                    }
                  >
                    {running ? t('ui_str_redirecting', 'REDIRECTING ...') : t('ui_str_pay', 'Pay')}
                  </button>
                ) : (
                  <span className="carte-app-af__share-status">
                    {state === 'pending'
                      ? t('ui_str_in_progress', 'In Progress')
                      : t('ui_str_paid', 'Paid')}
                  </span>
                )}
              </li>
            )
          })}
        </ul>
      ) : mode === 'full' ? (
        <button
          type="button"
          className="carte-button carte-app-af__primary"
          data-testid="af-pay-full"
          disabled={nothingDue || redirecting}
          aria-busy={redirecting}
          onClick={() =>
            payment.start('full', () =>
              payFullAmount(apiConfig(), {
                body: { order_id: order.uuid, payment_options: 'full', selected_language: lang },
              }),
            )
          }
        >
          {redirecting
            ? t('ui_str_redirecting', 'REDIRECTING ...')
            : t('ui_str_pay_now', 'PAY NOW')}
        </button>
      ) : (
        <form
          className="carte-app-af__split"
          data-testid="af-split-form"
          onSubmit={(event) => {
            event.preventDefault()
            createSplit()
          }}
        >
          <div className="carte-field">
            <span className="carte-field__label" aria-hidden="true">
              {t('ui_str_guests', 'Guests')}
            </span>
            <QuantityInput
              value={guests}
              min={SPLIT_GUESTS.min}
              max={SPLIT_GUESTS.max}
              label={t('ui_str_guests', 'Guests')}
              onValueChange={chooseGuests}
            />
            <p className="carte-app-af__hint">{t('ui_str_max_guests', 'Max upto 6 guests')}</p>
          </div>
          {shares.map((share, index) => {
            const fieldId = `${fieldsId}-share-${index}`
            return (
              // The guest's position is the only identity a share has before it is created.
              <div className="carte-field carte-app-af__share-field" key={index}>
                <label className="carte-field__label" htmlFor={fieldId}>
                  {t('ui_str_guest', 'Guest')} {index + 1}
                </label>
                <input
                  id={fieldId}
                  className="carte-input"
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={share}
                  aria-invalid={!valid}
                  onChange={(event) => {
                    const next = [...shares]
                    next[index] = event.target.value
                    setShares(next)
                  }}
                />
              </div>
            )
          })}
          <button
            type="submit"
            className="carte-button carte-app-af__primary"
            data-testid="af-split-submit"
            disabled={!valid || creating || nothingDue}
            aria-busy={creating}
          >
            {valid
              ? t('ui_str_split_payment', 'Split Payment')
              : t('ui_str_invalid_split_total', 'Invalid Split Total')}
          </button>
          {createFailed ? (
            <p className="carte-field__error" role="alert" data-testid="af-split-failed">
              {t(
                'ui_str_split_failed',
                'The bill could not be split. Please check your connection and try again.',
              )}
            </p>
          ) : null}
        </form>
      )}
      {failedNotice}
    </section>
  )
}
