import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isOnlinePayment, isWhatsappOrder } from '../src/index'

// spec: ordering-payment §2 Checkout 'PAY NOW', §4 Placing an order; README reading "Online payment"
describe('isOnlinePayment', () => {
  it('the online card payment type is paid online', () => {
    expect(isOnlinePayment('card')).toBe(true)
  })

  it('cash and the card machine are paid at the venue', () => {
    expect(isOnlinePayment('cash')).toBe(false)
    expect(isOnlinePayment('machine')).toBe(false)
    expect(isOnlinePayment('')).toBe(false)
  })

  describe('properties', () => {
    it('an order paid online never opens the WhatsApp chat', () => {
      const menu = {
        enable_whatsapp_order: true,
        enable_user_send_whatsapp: true,
        whatsapp_number: '+971 50 123 4567',
      }
      fc.assert(
        fc.property(fc.oneof(fc.constantFrom('card', 'cash', 'machine'), fc.string()), (type) => {
          expect(isOnlinePayment(type)).toBe(type === 'card')
          if (isOnlinePayment(type)) expect(isWhatsappOrder(menu, type)).toBe(false)
          else expect(isWhatsappOrder(menu, type)).toBe(true)
        }),
        { numRuns: 1000 },
      )
    })
  })
})
