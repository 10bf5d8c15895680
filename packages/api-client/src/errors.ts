import type * as v from 'valibot'

/** Message of a request that got no answer. spec: ordering-payment §8 */
export const NO_RESPONSE_MESSAGE = 'No response from server'
/** Message of a request that could not be built or sent. spec: ordering-payment §8 */
export const REQUEST_SETUP_MESSAGE = 'Error setting up request'

/** What every error of a call carries: the method and URL it concerned. */
export interface RequestInfo {
  readonly method: string
  readonly url: string
}

/**
 * Base class of every error a call raises (ServerError, NoResponseError, RequestSetupError,
 * SchemaError, LicenseNotActiveError). `instanceof ApiError` catches them all.
 * spec: ordering-payment §8 Order creation failure
 */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly method: string
  readonly url: string
  constructor(message: string, request: RequestInfo, options?: { cause?: unknown }) {
    super(message, options)
    this.method = request.method
    this.url = request.url
  }
}

function readString(body: unknown, key: string): string | null {
  if (typeof body !== 'object' || body === null) return null
  const value = (body as Record<string, unknown>)[key]
  return typeof value === 'string' && value !== '' ? value : null
}

/**
 * The server answered with a non-success status. `body` is the parsed JSON (or text, or null);
 * `code` is body.code when present (e.g. 'existing_order', 'invalid_coupon', 'incorrect_otp').
 * spec: ordering-payment §8 "Order creation failure with a response: the server's error body"
 */
export class ServerError extends ApiError {
  override name = 'ServerError'
  readonly status: number
  readonly body: unknown
  readonly code: string | null
  constructor(status: number, body: unknown, request: RequestInfo) {
    super(readString(body, 'message') ?? `Server answered ${status}`, request)
    this.status = status
    this.body = body
    this.code = readString(body, 'code')
  }
}

/** The request was sent but no answer came. spec: ordering-payment §8 'No response from server' */
export class NoResponseError extends ApiError {
  override name = 'NoResponseError'
  constructor(request: RequestInfo, options?: { cause?: unknown }) {
    super(NO_RESPONSE_MESSAGE, request, options)
  }
}

/** The request could not be built or started. spec: ordering-payment §8 'Error setting up request' */
export class RequestSetupError extends ApiError {
  override name = 'RequestSetupError'
  constructor(request: RequestInfo, options?: { cause?: unknown }) {
    super(REQUEST_SETUP_MESSAGE, request, options)
  }
}

/**
 * A success answer did not match its schema. `path` names the first failing field, e.g.
 * 'products[3].price' ('' for the whole body); `issues` are valibot's.
 * spec: issue "A response that fails its schema raises a typed error that names the failing path"
 */
export class SchemaError extends ApiError {
  override name = 'SchemaError'
  readonly path: string
  readonly issues: readonly v.BaseIssue<unknown>[]
  constructor(
    path: string,
    issues: readonly v.BaseIssue<unknown>[],
    request: RequestInfo,
    detail?: string,
  ) {
    const first = detail ?? issues[0]?.message ?? 'Invalid response'
    super(
      `Response does not match its schema at ${path === '' ? '(root)' : path}: ${first}`,
      request,
    )
    this.path = path
    this.issues = issues
  }
}

/**
 * The menu answered but its licence is not ACTIVE: the menu must not be used.
 * spec: menu-browsing §4 Menu loading ("menu loaded only when license_status is ACTIVE")
 */
export class LicenseNotActiveError extends ApiError {
  override name = 'LicenseNotActiveError'
  readonly licenseStatus: string
  constructor(licenseStatus: string, request: RequestInfo) {
    super(`Menu licence is ${licenseStatus}, not ACTIVE`, request)
    this.licenseStatus = licenseStatus
  }
}
