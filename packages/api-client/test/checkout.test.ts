import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkoutAttempt,
  checkoutRequest,
  isDateTimeRefusal,
  isFollowablePaymentUrl,
  isWhatsappOrder,
  mapsLink,
  NoResponseError,
  ORDER_SUBMIT_ERROR_MESSAGE,
  orderErrorMessage,
  orderFingerprint,
  RequestSetupError,
  ServerError,
  whatsappChatUrl,
} from '../src/index'

const SANDBOX = 'http://127.0.0.1:8787'
const info = { method: 'POST', url: `${SANDBOX}/en/api/order/` }

describe('isFollowablePaymentUrl (architecture: https: or the sandbox origin only; §4 payment_url)', () => {
  it('follows any https: URL', () => {
    expect(isFollowablePaymentUrl('https://pay.example.com/session/1', SANDBOX)).toBe(true)
    expect(isFollowablePaymentUrl('https://pay.example.com/x', null)).toBe(true)
  })
  it("follows http only on the sandbox's own origin (venue-api's payment simulator)", () => {
    expect(isFollowablePaymentUrl(`${SANDBOX}/pay/stripe/abc`, SANDBOX)).toBe(true)
    expect(isFollowablePaymentUrl(`${SANDBOX}/pay/stripe/abc`, `${SANDBOX}/`)).toBe(true)
    expect(isFollowablePaymentUrl('http://127.0.0.1:8788/pay/stripe/abc', SANDBOX)).toBe(false)
    expect(isFollowablePaymentUrl('http://localhost:8787/pay/stripe/abc', SANDBOX)).toBe(false)
    expect(isFollowablePaymentUrl('http://evil.example/pay', SANDBOX)).toBe(false)
    expect(isFollowablePaymentUrl(`${SANDBOX}/pay/stripe/abc`, null)).toBe(false)
  })
  it('never follows script, data or unparseable URLs, nor nothing', () => {
    expect(isFollowablePaymentUrl('javascript:alert(1)', SANDBOX)).toBe(false)
    expect(isFollowablePaymentUrl('data:text/html,hi', SANDBOX)).toBe(false)
    expect(isFollowablePaymentUrl('/pay/stripe/abc', SANDBOX)).toBe(false)
    expect(isFollowablePaymentUrl('', SANDBOX)).toBe(false)
    expect(isFollowablePaymentUrl(null, SANDBOX)).toBe(false)
    expect(isFollowablePaymentUrl(undefined, SANDBOX)).toBe(false)
    expect(isFollowablePaymentUrl('javascript:alert(1)', 'javascript:alert(1)')).toBe(false)
  })
})

describe('whatsappChatUrl (§4 WhatsApp chat with the order summary text)', () => {
  it('keeps the digits of the number and encodes the text', () => {
    expect(whatsappChatUrl('+971 50-123 4567', 'Order #0042\n2 x Fattoush & co')).toBe(
      'https://wa.me/971501234567?text=Order%20%230042%0A2%20x%20Fattoush%20%26%20co',
    )
  })
  it('gives null without a number', () => {
    expect(whatsappChatUrl('', 'x')).toBeNull()
    expect(whatsappChatUrl(null, 'x')).toBeNull()
    expect(whatsappChatUrl('n/a', 'x')).toBeNull()
  })
  it('round-trips any text through the link (properties)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const url = new URL(whatsappChatUrl('+971501234567', text) ?? '')
        expect(url.origin).toBe('https://wa.me')
        expect(url.pathname).toBe('/971501234567')
        expect(url.searchParams.get('text')).toBe(text)
      }),
      { numRuns: 500 },
    )
  })
})

describe('isWhatsappOrder (§4 Placing an order: online payment off, WhatsApp on, number, user send)', () => {
  const on = {
    enable_whatsapp_order: true,
    enable_user_send_whatsapp: true,
    whatsapp_number: '+971 50 123 4567',
  }

  it('opens the chat for a cash or card-machine order when every flag is on and a number is set', () => {
    expect(isWhatsappOrder(on, 'cash')).toBe(true)
    expect(isWhatsappOrder(on, 'machine')).toBe(true)
  })

  it('never for an online card payment: the diner goes to the payment page', () => {
    expect(isWhatsappOrder(on, 'card')).toBe(false)
  })

  it('each missing flag or a number without digits turns it off', () => {
    expect(isWhatsappOrder({ ...on, enable_whatsapp_order: false }, 'cash')).toBe(false)
    expect(isWhatsappOrder({ ...on, enable_user_send_whatsapp: null }, 'cash')).toBe(false)
    expect(isWhatsappOrder({ ...on, whatsapp_number: ' - ' }, 'cash')).toBe(false)
    expect(isWhatsappOrder({ ...on, whatsapp_number: undefined }, 'cash')).toBe(false)
  })
})

describe('mapsLink (§7 a maps link is built for order messages)', () => {
  it('points a maps query at latitude then longitude', () => {
    expect(mapsLink({ lat: 25.085, lng: 55.145 })).toBe(
      'https://www.google.com/maps?q=25.085,55.145',
    )
  })

  it('is null without a position', () => {
    expect(mapsLink(null)).toBeNull()
  })
})

describe('orderErrorMessage (§8 Submit error, Order creation failure)', () => {
  it("shows the server's error body message", () => {
    const error = new ServerError(
      422,
      { code: 'minimum_order', message: 'Minimum order amount required' },
      info,
    )
    expect(orderErrorMessage(error)).toBe('Minimum order amount required')
  })
  it('falls back to the generic message when the server body has none', () => {
    expect(orderErrorMessage(new ServerError(500, null, info))).toBe(ORDER_SUBMIT_ERROR_MESSAGE)
    expect(orderErrorMessage(new ServerError(500, { code: 'x' }, info))).toBe(
      'There was an error sending this order. Please try again later.',
    )
  })
  it('shows a body without `message` by what it does say: its detail or error, else its general and per-field messages', () => {
    const shown = (body: unknown) => orderErrorMessage(new ServerError(400, body, info))
    expect(shown({ detail: 'Ordering is paused for this table.' })).toBe(
      'Ordering is paused for this table.',
    )
    expect(shown({ error: 'Menu is closed' })).toBe('Menu is closed')
    expect(
      shown({
        non_field_errors: ['The outlet is not taking orders now.'],
        phone: ['Enter a valid phone number.'],
        customer_name: ['This field is required.', 'Too short.'],
      }),
    ).toBe(
      'The outlet is not taking orders now. Enter a valid phone number. This field is required. Too short.',
    )
    expect(shown(['Product 1031 is out of stock.'])).toBe('Product 1031 is out of stock.')
  })
  it('leaves out what says which error it is, not what went wrong: the generic submit error', () => {
    const shown = (body: unknown) => orderErrorMessage(new ServerError(409, body, info))
    expect(shown({ code: 'invalid_body', field: 'phone', status: 400 })).toBe(
      ORDER_SUBMIT_ERROR_MESSAGE,
    )
    // A body without `message` that names the values it compared, or a trace id.
    expect(
      shown({ code: 'totals_mismatch', field: 'total', client: '70.00', server: '71.00' }),
    ).toBe(ORDER_SUBMIT_ERROR_MESSAGE)
    expect(shown({ code: 'x', request_id: 'a1b2c3' })).toBe(ORDER_SUBMIT_ERROR_MESSAGE)
    // RFC 7807 problem details without `detail`.
    expect(
      shown({ type: 'about:blank', title: 'Conflict', status: 409, instance: '/en/api/order/' }),
    ).toBe(ORDER_SUBMIT_ERROR_MESSAGE)
    expect(shown({ detail: '  ', items: [] })).toBe(ORDER_SUBMIT_ERROR_MESSAGE)
  })
  it('never shows markup or a long text (an error page, a trace): the generic submit error', () => {
    const shown = (body: unknown) => orderErrorMessage(new ServerError(502, body, info))
    expect(shown('Service temporarily unavailable')).toBe('Service temporarily unavailable')
    expect(shown('Total must be < 100.000')).toBe('Total must be < 100.000')
    expect(shown('<html><head><title>502 Bad Gateway</title></head></html>')).toBe(
      ORDER_SUBMIT_ERROR_MESSAGE,
    )
    expect(shown('Bad Gateway: <b>upstream</b>')).toBe(ORDER_SUBMIT_ERROR_MESSAGE)
    expect(shown({ detail: 'See <a href="x">this</a>' })).toBe(ORDER_SUBMIT_ERROR_MESSAGE)
    expect(shown('x'.repeat(301))).toBe(ORDER_SUBMIT_ERROR_MESSAGE)
    expect(shown({ detail: 'y'.repeat(301) })).toBe(ORDER_SUBMIT_ERROR_MESSAGE)
  })
  it("'No response from server' and 'Error setting up request'", () => {
    expect(orderErrorMessage(new NoResponseError(info))).toBe('No response from server')
    expect(orderErrorMessage(new RequestSetupError(info))).toBe('Error setting up request')
  })
  it('anything else is the generic submit error', () => {
    expect(orderErrorMessage(new TypeError('boom'))).toBe(ORDER_SUBMIT_ERROR_MESSAGE)
    expect(orderErrorMessage(undefined)).toBe(ORDER_SUBMIT_ERROR_MESSAGE)
  })
})

// spec: ordering-payment §5 Date/time (default now); CONTRACT errors 400 { code, field, message }
describe("isDateTimeRefusal: the server's refusal of the order's date-time", () => {
  it("is the 400 naming delivery_datetime (e.g. 'Please choose a date and time from now on')", () => {
    const past = new ServerError(
      400,
      {
        code: 'invalid_body',
        field: 'delivery_datetime',
        message: 'Please choose a date and time from now on',
      },
      info,
    )
    expect(isDateTimeRefusal(past)).toBe(true)
  })
  it('is not a refusal of another field, another status or no answer at all', () => {
    const body = { code: 'invalid_body', field: 'delivery_datetime', message: 'x' }
    expect(isDateTimeRefusal(new ServerError(400, { ...body, field: 'phone' }, info))).toBe(false)
    expect(isDateTimeRefusal(new ServerError(422, body, info))).toBe(false)
    expect(isDateTimeRefusal(new ServerError(400, 'delivery_datetime', info))).toBe(false)
    expect(isDateTimeRefusal(new ServerError(400, null, info))).toBe(false)
    expect(isDateTimeRefusal(new NoResponseError(info))).toBe(false)
    expect(isDateTimeRefusal(body)).toBe(false)
  })
})

describe('orderFingerprint and checkoutAttempt (§4; CONTRACT Idempotency)', () => {
  const body = { menu: 1, total: '36.00', line_items: [{ cart_uuid: 'a', quantity: 1 }] }

  it('the same body in another key order has the same fingerprint; any change gives another', () => {
    const reordered = { line_items: [{ quantity: 1, cart_uuid: 'a' }], total: '36.00', menu: 1 }
    expect(orderFingerprint(reordered)).toBe(orderFingerprint(body))
    expect(orderFingerprint({ ...body, total: '36.01' })).not.toBe(orderFingerprint(body))
    expect(orderFingerprint({ ...body, line_items: [] })).not.toBe(orderFingerprint(body))
    expect(orderFingerprint(body)).toMatch(/^[0-9a-f]{14}$/)
  })

  it('a retry of the same body keeps its key; a changed body gets a new one', () => {
    let made = 0
    const newKey = () => `key-${++made}`
    const first = checkoutAttempt(null, orderFingerprint(body), newKey)
    expect(first.key).toBe('key-1')
    const retry = checkoutAttempt(first, orderFingerprint({ ...body }), newKey)
    expect(retry).toEqual(first)
    expect(made).toBe(1)
    const changed = checkoutAttempt(retry, orderFingerprint({ ...body, total: '1.00' }), newKey)
    expect(changed.key).toBe('key-2')
  })

  it('ignores unusable stored values (storage is not trusted)', () => {
    const newKey = () => 'fresh'
    for (const stored of [undefined, 'x', 3, {}, { key: '', fingerprint: 'f' }, { key: 'k' }]) {
      expect(checkoutAttempt(stored, 'f', newKey)).toEqual({ key: 'fresh', fingerprint: 'f' })
    }
  })

  describe('properties', () => {
    const json = fc.jsonValue()
    it('equal bodies always reuse the key; the fingerprint ignores key order', () => {
      fc.assert(
        fc.property(json, (value) => {
          const copy = JSON.parse(JSON.stringify(value)) as unknown
          const stored = { key: 'k', fingerprint: orderFingerprint(value) }
          expect(checkoutAttempt(stored, orderFingerprint(copy), () => 'new').key).toBe('k')
        }),
        { numRuns: 1000 },
      )
    })
    it('bodies that differ in their total get different fingerprints', () => {
      fc.assert(
        fc.property(
          fc.tuple(fc.nat(1_000_000), fc.nat(1_000_000)).filter(([a, b]) => a !== b),
          ([a, b]) => {
            expect(orderFingerprint({ ...body, total: `${a}.00` })).not.toBe(
              orderFingerprint({ ...body, total: `${b}.00` }),
            )
          },
        ),
        { numRuns: 1000 },
      )
    })
  })
})

// spec: ordering-payment §4 Placing an order, §5 Date/time (default now); CONTRACT Idempotency
describe('checkoutRequest: a retry keeps the default time it was first sent with', () => {
  const order = (total: string) => (deliveryDateTime: string | null) => ({
    menu: 1,
    total,
    delivery_datetime: deliveryDateTime,
  })
  const keys = () => {
    let made = 0
    return () => `key-${++made}`
  }

  it('a retry a minute later, the time left at its default: the same body and key (no second order)', () => {
    const newKey = keys()
    const first = checkoutRequest({
      stored: null,
      chosenDateTime: null,
      defaultDateTime: '2026-11-22T18:40',
      build: order('36.00'),
      newKey,
    })
    expect(first.body.delivery_datetime).toBe('2026-11-22T18:40')
    // Kept in sessionStorage as JSON, then the form's default has moved on.
    const retry = checkoutRequest({
      stored: JSON.parse(JSON.stringify(first.attempt)),
      chosenDateTime: null,
      defaultDateTime: '2026-11-22T18:41',
      build: order('36.00'),
      newKey,
    })
    expect(retry.body).toEqual(first.body)
    expect(retry.attempt.key).toBe(first.attempt.key)
  })

  it('a changed order after a lost answer is a new order at the current default time', () => {
    const newKey = keys()
    const first = checkoutRequest({
      stored: null,
      chosenDateTime: null,
      defaultDateTime: '2026-11-22T18:40',
      build: order('36.00'),
      newKey,
    })
    const changed = checkoutRequest({
      stored: first.attempt,
      chosenDateTime: null,
      defaultDateTime: '2026-11-22T18:45',
      build: order('40.00'),
      newKey,
    })
    expect(changed.body.delivery_datetime).toBe('2026-11-22T18:45')
    expect(changed.attempt.key).toBe('key-2')
  })

  it('a time the diner chose is always the one sent', () => {
    const newKey = keys()
    const first = checkoutRequest({
      stored: null,
      chosenDateTime: null,
      defaultDateTime: '2026-11-22T18:40',
      build: order('36.00'),
      newKey,
    })
    const chosen = checkoutRequest({
      stored: first.attempt,
      chosenDateTime: '2026-11-22T20:00',
      defaultDateTime: '2026-11-22T18:41',
      build: order('36.00'),
      newKey,
    })
    expect(chosen.body.delivery_datetime).toBe('2026-11-22T20:00')
    expect(chosen.attempt.key).toBe('key-2')
    expect(chosen.attempt.defaultDateTime).toBeNull()
  })

  it('the attempt always names the body sent; the key is kept exactly when the body is the first one', () => {
    const minute = fc
      .integer({ min: 0, max: 59 })
      .map((m) => `2026-11-22T18:${String(m).padStart(2, '0')}`)
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            chosen: fc.option(minute, { nil: null }),
            now: minute,
            total: fc.constantFrom('36.00', '40.00'),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        (presses) => {
          const newKey = keys()
          let stored: unknown = null
          let firstBody: unknown = null
          let firstKey = ''
          for (const press of presses) {
            const { body, attempt } = checkoutRequest({
              stored,
              chosenDateTime: press.chosen,
              defaultDateTime: press.now,
              build: order(press.total),
              newKey,
            })
            expect(attempt.fingerprint).toBe(orderFingerprint(body))
            if (firstBody === null) {
              firstBody = body
              firstKey = attempt.key
            } else if (attempt.key === firstKey) {
              expect(body).toEqual(firstBody)
            }
            stored = JSON.parse(JSON.stringify(attempt))
          }
        },
      ),
    )
  })
})
