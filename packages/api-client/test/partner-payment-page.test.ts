import { describe, expect, it } from 'vitest'
import { isWalletCardShown, splitShareState } from '../src/index'

// spec: ordering-payment §4 Wallet, §4 Split payments (the partner's dine-in payment page)
describe('isWalletCardShown (§4 Wallet)', () => {
  it('shows on an order with neither split payments nor a wallet payment', () => {
    expect(isWalletCardShown({ split_payments: [], payments: [] })).toBe(true)
    expect(isWalletCardShown({ split_payments: [], payments: [{ payment_type: 'card' }] })).toBe(
      true,
    )
  })

  it('hides once the bill is split or the wallet has paid', () => {
    expect(isWalletCardShown({ split_payments: [{ status: 'AVAILABLE' }], payments: [] })).toBe(
      false,
    )
    expect(
      isWalletCardShown({
        split_payments: [],
        payments: [{ payment_type: 'blue_wallet' }],
      }),
    ).toBe(false)
  })
})

describe('splitShareState (§4 Split payments)', () => {
  it('AVAILABLE is payable and PENDING in progress, in any case; anything else is paid', () => {
    expect(splitShareState({ status: 'AVAILABLE' })).toBe('available')
    expect(splitShareState({ status: 'available' })).toBe('available')
    expect(splitShareState({ status: 'Pending' })).toBe('pending')
    expect(splitShareState({ status: 'PAID' })).toBe('paid')
    expect(splitShareState({ status: 'COMPLETED' })).toBe('paid')
  })
})
