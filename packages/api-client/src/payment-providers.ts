import type * as v from 'valibot'
import {
  emptyStatusBodySchema,
  noonStatusBodySchema,
  paylinkStatusBodySchema,
  referenceStatusBodySchema,
  stripeStatusBodySchema,
  thawaniStatusBodySchema,
} from './schemas/payment-status'

/** The payment-return route names, /{lang}/payment/{provider}. spec: ordering-payment §2 Payment-return pages */
export const PAYMENT_PROVIDERS = [
  'paylink',
  'ngenius',
  'xpresspay',
  'skipcash',
  'paytabs',
  'thawani',
  '2c2p',
  'magnati',
  'amwalpay',
  'paystack',
  'stripe',
  'noon',
] as const

/** A payment-return route name. */
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number]

/** The query values a provider's status call reads, by query-parameter name. */
export type PaymentQuery = Readonly<Record<string, string>>

/** How one provider's return page turns its query into a status call. */
export interface PaymentStatusCall {
  /** Query parameters read; the call is made only when every one is present and non-empty. */
  readonly query: readonly string[]
  /** Request path (always POST), built from the query values. */
  readonly path: (query: PaymentQuery) => string
  /** JSON body built from the query values; null sends no body. */
  readonly body: (query: PaymentQuery) => Readonly<Record<string, string>> | null
  /** Schema of that body (venue-api validates incoming status calls with it). */
  readonly bodySchema: v.GenericSchema
}

const q = (query: PaymentQuery, name: string): string => query[name] ?? ''
const byReference = (route: string) => (query: PaymentQuery) =>
  `/en/${route}/status/${encodeURIComponent(q(query, 'reference'))}/`

/**
 * The 12 payment-status calls: which query parameters each return page reads, the path and the
 * body. One source of truth for the client and for venue-api's provider simulator.
 * spec: ordering-payment §7 Payment status calls; §2 Payment-return pages
 */
export const PAYMENT_STATUS_CALLS: Readonly<Record<PaymentProvider, PaymentStatusCall>> = {
  paylink: {
    query: ['reference', 'checkout'],
    path: () => '/en/paylink/status/',
    body: (query) => ({ reference: q(query, 'reference'), checkout: q(query, 'checkout') }),
    bodySchema: paylinkStatusBodySchema,
  },
  ngenius: {
    query: ['ref'],
    path: () => '/en/ngenius/status/',
    body: (query) => ({ reference: q(query, 'ref') }),
    bodySchema: referenceStatusBodySchema,
  },
  xpresspay: {
    query: ['reference'],
    path: () => '/en/xpresspay/status/',
    body: (query) => ({ reference: q(query, 'reference') }),
    bodySchema: referenceStatusBodySchema,
  },
  skipcash: {
    query: ['id'],
    path: () => '/en/skipcash/status/',
    body: (query) => ({ reference: q(query, 'id') }),
    bodySchema: referenceStatusBodySchema,
  },
  paytabs: {
    query: ['reference'],
    path: byReference('paytabs'),
    body: () => null,
    bodySchema: emptyStatusBodySchema,
  },
  thawani: {
    query: ['ref'],
    path: () => '/en/thawani/status/',
    body: (query) => ({ ref: q(query, 'ref') }),
    bodySchema: thawaniStatusBodySchema,
  },
  '2c2p': {
    query: ['reference'],
    path: byReference('2c2p'),
    body: () => ({}),
    bodySchema: emptyStatusBodySchema,
  },
  magnati: {
    query: ['reference'],
    path: byReference('magnati'),
    body: () => ({}),
    bodySchema: emptyStatusBodySchema,
  },
  amwalpay: {
    query: ['reference'],
    path: byReference('amwal-pay'),
    body: () => ({}),
    bodySchema: emptyStatusBodySchema,
  },
  paystack: {
    query: ['reference'],
    path: byReference('paystack'),
    body: () => ({}),
    bodySchema: emptyStatusBodySchema,
  },
  stripe: {
    query: ['ref', 'session'],
    path: () => '/en/stripe/status/',
    body: (query) => ({ ref: q(query, 'ref'), session: q(query, 'session') }),
    bodySchema: stripeStatusBodySchema,
  },
  noon: {
    query: ['reference', 'orderId'],
    path: () => '/en/noon-payments/status/',
    body: (query) => ({ orderUUID: q(query, 'reference'), noonOrderId: q(query, 'orderId') }),
    bodySchema: noonStatusBodySchema,
  },
}

/**
 * Whether `value` is one of the 12 payment-return route names.
 * @param value a route segment
 * @returns true for a known provider
 * spec: ordering-payment §2 Payment-return pages
 */
export function isPaymentProvider(value: string): value is PaymentProvider {
  return (PAYMENT_PROVIDERS as readonly string[]).includes(value)
}

/** A planned status request: always POST; body null means none is sent. */
export interface PaymentStatusRequest {
  readonly method: 'POST'
  readonly path: string
  readonly body: Readonly<Record<string, string>> | null
}

/**
 * Plans the status call of a return page from its query string, or null when a parameter the
 * provider reads is missing (then no call is made and the page stays PENDING).
 * @param provider the return route's provider
 * @param search the page's query (URLSearchParams, a query string or a plain record)
 * @returns the request to make, or null
 * spec: ordering-payment §7 Payment status calls ("each only if its query parameter exists")
 */
export function planPaymentStatusRequest(
  provider: PaymentProvider,
  search: URLSearchParams | string | Readonly<Record<string, string | undefined>>,
): PaymentStatusRequest | null {
  const call = PAYMENT_STATUS_CALLS[provider]
  const params =
    search instanceof URLSearchParams || typeof search === 'string'
      ? new URLSearchParams(search)
      : null
  const query: Record<string, string> = {}
  for (const name of call.query) {
    const value = params ? params.get(name) : (search as Record<string, string | undefined>)[name]
    if (value === null || value === undefined || value === '') return null
    query[name] = value
  }
  return { method: 'POST', path: call.path(query), body: call.body(query) }
}
