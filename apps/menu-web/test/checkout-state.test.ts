import { checkoutAttempt, orderFingerprint } from '@carte/api-client'
import { createStore } from 'jotai'
import { afterEach, describe, expect, it } from 'vitest'
import {
  clearCheckoutAttempt,
  readCheckoutAttempt,
  writeCheckoutAttempt,
} from '../src/state/checkout-attempt'
import { customerAtom } from '../src/state/customer'
import { paymentUrlAtom } from '../src/state/payment-url'

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('customer details (ordering-payment §3 Cart state: name, e-mail, phone and car persist)', () => {
  it('persists per licence under carte:{license}:customer', () => {
    const store = createStore()
    store.set(customerAtom('demo'), {
      name: 'Alia',
      email: 'alia@example.com',
      phone: '0501234567',
      carNumber: 'A 12345',
    })
    expect(JSON.parse(localStorage.getItem('carte:demo:customer') ?? 'null')).toEqual({
      name: 'Alia',
      email: 'alia@example.com',
      phone: '0501234567',
      carNumber: 'A 12345',
    })
    expect(localStorage.getItem('carte:partner:customer')).toBeNull()
  })

  it('reads only the four texts back from storage, whatever else was written there', () => {
    localStorage.setItem(
      'carte:tampered:customer',
      JSON.stringify({ name: 'Sam', phone: 42, token: 'secret', carNumber: null }),
    )
    expect(createStore().get(customerAtom('tampered'))).toEqual({
      name: 'Sam',
      email: '',
      phone: '',
      carNumber: '',
    })
  })
})

describe('checkout attempt (§4 Placing an order; CONTRACT Idempotency)', () => {
  it('keeps the key for the same body across a reload of the tab, and forgets it after the 201', () => {
    const body = { menu: 1, total: '36.000' }
    const first = checkoutAttempt(readCheckoutAttempt('demo'), orderFingerprint(body), () => 'k1')
    writeCheckoutAttempt('demo', first)
    // A reload reads it back from sessionStorage: the same body reuses the key.
    const again = checkoutAttempt(
      readCheckoutAttempt('demo'),
      orderFingerprint({ ...body }),
      () => 'k2',
    )
    expect(again.key).toBe('k1')
    expect(sessionStorage.getItem('carte:demo:checkout-attempt')).not.toBeNull()
    // It never goes to localStorage (it must not outlive the session).
    expect(localStorage.getItem('carte:demo:checkout-attempt')).toBeNull()
    clearCheckoutAttempt('demo')
    expect(readCheckoutAttempt('demo')).toBeNull()
  })

  it('an unreadable stored value reads as none', () => {
    sessionStorage.setItem('carte:demo:checkout-attempt', '{not json')
    expect(readCheckoutAttempt('demo')).toBeNull()
  })
})

describe('payment URL (architecture: payment URLs are never stored)', () => {
  it('lives in memory only', () => {
    const store = createStore()
    store.set(paymentUrlAtom, 'https://pay.example.com/s/1')
    expect(store.get(paymentUrlAtom)).toBe('https://pay.example.com/s/1')
    expect(localStorage.length).toBe(0)
    expect(sessionStorage.length).toBe(0)
  })
})
