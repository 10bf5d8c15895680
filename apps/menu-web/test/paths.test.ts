import { describe, expect, it } from 'vitest'
import { licenseFromPath, withLanguage } from '../src/lib/paths'
import { paymentReturnProvider } from '../src/lib/payment-return-path'

describe('licenseFromPath (menu-browsing §2 location-coded paths)', () => {
  it('reads a bare licence and a licence followed by t, a or r and a code', () => {
    expect(licenseFromPath('/demo')).toBe('demo')
    expect(licenseFromPath('/demo/t/86Rf07')).toBe('demo')
    expect(licenseFromPath('/partner/a/3132')).toBe('partner')
    expect(licenseFromPath('/demo/r/204')).toBe('demo')
  })

  it('finds no licence in language paths, prefix-less screens or custom-domain location paths', () => {
    expect(licenseFromPath('/')).toBeNull()
    expect(licenseFromPath('/en')).toBeNull()
    expect(licenseFromPath('/en/home')).toBeNull()
    expect(licenseFromPath('/home')).toBeNull()
    expect(licenseFromPath('/t/86Rf07')).toBeNull()
    expect(licenseFromPath('/ar/category/3')).toBeNull()
  })

  // §2 "The position shifts by one segment when a custom domain is used"; §4 the licence is
  // resolved from the host name: on a custom domain no segment is a licence.
  it('reads no licence on a custom domain, whatever the path', () => {
    expect(licenseFromPath('/partner', true)).toBeNull()
    expect(licenseFromPath('/partner/t/C9', true)).toBeNull()
    expect(licenseFromPath('/demo/r/204', true)).toBeNull()
    expect(licenseFromPath('/t/C9', true)).toBeNull()
    expect(licenseFromPath('/partner', false)).toBe('partner')
  })
})

describe('withLanguage (menu-browsing §2 "Changing language keeps the rest of the path")', () => {
  it('swaps the language segment and keeps the rest', () => {
    expect(withLanguage('/en/category/12', 'ar')).toBe('/ar/category/12')
    expect(withLanguage('/fr/product/7', 'en')).toBe('/en/product/7')
  })

  it('inserts the language on prefix-less paths and lands a bare segment on home', () => {
    expect(withLanguage('/search', 'fr')).toBe('/fr/search')
    expect(withLanguage('/xx', 'en')).toBe('/en/home')
  })
})

describe('paymentReturnProvider (ordering-payment §2 Payment-return pages)', () => {
  it('reads the provider of a return path, with or without its language', () => {
    expect(paymentReturnProvider('/en/payment/2c2p')).toBe('2c2p')
    expect(paymentReturnProvider('/ar/payment/stripe/')).toBe('stripe')
    expect(paymentReturnProvider('/zh-hans/payment/noon')).toBe('noon')
    expect(paymentReturnProvider('/payment/paylink')).toBe('paylink')
    // Known or not: the screen decides what an unknown provider shows.
    expect(paymentReturnProvider('/en/payment/nopay')).toBe('nopay')
  })

  it('is null for every other path', () => {
    expect(paymentReturnProvider('/en/payment')).toBeNull()
    expect(paymentReturnProvider('/payment')).toBeNull()
    expect(paymentReturnProvider('/en/order/payment')).toBeNull()
    expect(paymentReturnProvider('/demo/payment/stripe')).toBeNull()
    expect(paymentReturnProvider('/en/payment/stripe/extra')).toBeNull()
    expect(paymentReturnProvider('/')).toBeNull()
  })
})
