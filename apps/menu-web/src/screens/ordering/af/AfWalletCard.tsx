import { type Order, redeemWallet, WALLET_OTP_LENGTH } from '@carte/api-client'
import {
  amountInputText,
  amountTextInLanguage,
  compareAmounts,
  type FormatPriceOptions,
  formatPrice,
  isWalletAmountValid,
  latinDigits,
  typedAmount,
  walletRedemptionBounds,
} from '@carte/pricing'
import { Price, useT } from '@carte/ui'
import { useId, useRef, useState } from 'react'
import { apiConfig } from '../../../data/api'
import { useAfWallet } from '../../../hooks/useAfWallet'
import { useLanguageChange } from '../../../hooks/useLanguageChange'
import { focusIfLost, PAYMENT_OPTIONS_HEADING_ID } from './focusIfLost'

/** Props of {@link AfWalletCard}. */
export interface AfWalletCardProps {
  readonly order: Order
  /** The menu's money settings and the selected language. */
  readonly money: FormatPriceOptions
  /** Reads the order again (after a redemption). */
  readonly onOrderChanged: () => Promise<unknown>
}

/**
 * The dine-in wallet card: the diner's wallet name and balance, an amount to redeem (0 up to the
 * smaller of the balance and the balance due; Redeem needs more than 0) and the 6-digit one-time
 * code. The code lives only in this component's state: it is sent in the POST body and nowhere
 * else (never stored, never in a URL or an analytics event) and cleared after every attempt. A
 * refused or failed redemption says 'Incorrect OTP' and clears the code field.
 * spec: ordering-payment §2 Dine-in payment checkout ("a wallet card"), §4 Wallet, §5 Wallet
 *   redemption, §7 GET and POST /iiko/af/blue/..., §8 'Incorrect OTP'; architecture rulings (OTPs
 *   are never stored)
 * @param props - {@link AfWalletCardProps}
 * @returns the wallet card, or nothing while the wallet is unknown.
 */
export function AfWalletCard({ order, money, onOrderChanged }: AfWalletCardProps) {
  const t = useT()
  const headingId = useId()
  const amountId = useId()
  const amountErrorId = useId()
  const codeId = useId()
  const codeErrorId = useId()
  const codeRef = useRef<HTMLInputElement>(null)
  const { wallet, refresh } = useAfWallet(order.uuid, true)
  const [amount, setAmount] = useState<string | null>(null)
  // An amount typed before a language switch reads the same in the new one (the offered most is
  // written in the language anyway).
  useLanguageChange(money.language, (from, to) => {
    setAmount((typed) => (typed === null ? null : amountTextInLanguage(typed, from, to)))
  })
  const [code, setCode] = useState('')
  const [redeeming, setRedeeming] = useState(false)
  const [incorrect, setIncorrect] = useState(false)
  if (wallet === null) return null

  const due = order.balance_due
  const bounds = walletRedemptionBounds(wallet.balance, due)
  // Until the diner types, the amount offered is the most that can be redeemed.
  const typed = amount ?? amountInputText(bounds.max, money.language)
  const amountText = typedAmount(typed, money.language)
  const amountValid =
    isWalletAmountValid(amountText, wallet.balance, due) && compareAmounts(amountText, '0') > 0
  const codeComplete = code.length === WALLET_OTP_LENGTH
  const price = (value: string) => formatPrice(value, money)

  const redeem = () => {
    if (!amountValid || !codeComplete || redeeming) return
    const otp = code
    // The code is cleared from the field at once: it is used for this one request only.
    setCode('')
    setRedeeming(true)
    setIncorrect(false)
    redeemWallet(apiConfig(), {
      orderUuid: order.uuid,
      body: { wallet_id: wallet.wallet_id, amount: amountText, otp },
    })
      .then(() => {
        setAmount(null)
        refresh()
        // The card hides once the order has a wallet payment: the payment options come next.
        return onOrderChanged().then(() => focusIfLost(PAYMENT_OPTIONS_HEADING_ID))
      })
      .catch(() => {
        // §8: a non-200 answer or a network error reads 'Incorrect OTP' (the code is not logged).
        setIncorrect(true)
        codeRef.current?.focus()
      })
      .finally(() => setRedeeming(false))
  }

  return (
    <section className="carte-app-af__card" aria-labelledby={headingId} data-testid="af-wallet">
      <h2 id={headingId} className="carte-app-af__card-title">
        {wallet.name === '' ? t('ui_str_wallet', 'Wallet') : wallet.name}
      </h2>
      <p className="carte-app-af__due" data-testid="af-wallet-balance">
        <span>{t('ui_str_wallet_balance', 'Wallet balance')}</span>{' '}
        <Price>{price(wallet.balance)}</Price>
      </p>
      <form
        className="carte-app-af__split"
        autoComplete="off"
        onSubmit={(event) => {
          event.preventDefault()
          redeem()
        }}
      >
        <div className="carte-field" data-invalid={amountValid ? undefined : ''}>
          <label className="carte-field__label" htmlFor={amountId}>
            {t('ui_str_redeem_amount', 'Amount to redeem')}
          </label>
          <input
            id={amountId}
            className="carte-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={typed}
            aria-invalid={!amountValid}
            aria-describedby={amountValid ? undefined : amountErrorId}
            onChange={(event) => setAmount(event.target.value)}
          />
          {amountValid ? null : (
            <p id={amountErrorId} className="carte-field__error" role="alert">
              {t('ui_str_redeem_amount_invalid', 'Enter an amount above 0 and up to')}{' '}
              <Price>{price(bounds.max)}</Price>
            </p>
          )}
        </div>
        <div className="carte-field" data-invalid={incorrect ? '' : undefined}>
          <label className="carte-field__label" htmlFor={codeId}>
            {t('ui_str_otp', 'One-time code')}
          </label>
          <input
            ref={codeRef}
            id={codeId}
            className="carte-input"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={WALLET_OTP_LENGTH}
            value={code}
            aria-invalid={incorrect}
            aria-describedby={incorrect ? codeErrorId : undefined}
            onChange={(event) => {
              setCode(
                latinDigits(event.target.value).replace(/\D/g, '').slice(0, WALLET_OTP_LENGTH),
              )
              setIncorrect(false)
            }}
          />
          {incorrect ? (
            <p id={codeErrorId} className="carte-field__error" role="alert">
              {t('ui_str_incorrect_otp', 'Incorrect OTP')}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          className="carte-button carte-app-af__primary"
          data-testid="af-wallet-redeem"
          disabled={!amountValid || !codeComplete || redeeming}
          aria-busy={redeeming}
        >
          {t('ui_str_redeem', 'Redeem')}
        </button>
      </form>
    </section>
  )
}
