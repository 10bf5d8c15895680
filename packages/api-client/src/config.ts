import { assert, MESSAGES } from './assert'

/** The deployment environments the app knows. spec: menu-browsing §7 "base API address chosen by environment" */
export const API_ENVIRONMENTS = ['local', 'dev', 'staging', 'production'] as const

/** One of API_ENVIRONMENTS. */
export type ApiEnvironment = (typeof API_ENVIRONMENTS)[number]

/** Base URL per environment (CONTRACT: local = venue-api on 127.0.0.1:8787, others placeholders). */
export const API_BASE_URLS: Readonly<Record<ApiEnvironment, string>> = {
  local: 'http://127.0.0.1:8787',
  dev: 'https://api.dev.carte.example',
  staging: 'https://api.staging.carte.example',
  production: 'https://api.carte.example',
}

/** The part of a fetch answer the client reads. */
export interface FetchResponseLike {
  readonly status: number
  readonly ok: boolean
  text(): Promise<string>
}

/** The request options the client passes to fetch. */
export interface FetchInitLike {
  method: string
  headers: Record<string, string>
  body?: string
  signal?: AbortSignal
}

/** A fetch implementation (the global one, or a fake in tests). */
export type FetchLike = (url: string, init: FetchInitLike) => Promise<FetchResponseLike>

/**
 * How long a call waits for its whole answer before it gives up with a NoResponseError (the
 * screens then say what to do next: the error screen, the form's or checkout's retry). A phone on a
 * poor mobile network answers within seconds or not at all; without a limit the loading screen or
 * a 'Submitting' button stayed forever.
 */
export const REQUEST_TIMEOUT_MS = 20_000

/** Where and how calls are made. */
export interface ApiConfig {
  /** Absolute base URL without trailing slash, e.g. http://127.0.0.1:8787 */
  readonly baseUrl: string
  /** fetch to use; the global fetch when absent. */
  readonly fetch?: FetchLike
  /** Milliseconds a call waits for its answer ({@link REQUEST_TIMEOUT_MS} when absent). */
  readonly timeoutMs?: number
}

/** Options of createApiConfig. */
export interface CreateApiConfigOptions {
  /** Environment whose base URL is used (default 'local'). */
  readonly environment?: ApiEnvironment
  /** Overrides the environment's base URL. */
  readonly baseUrl?: string
  /** fetch to use (tests pass a fake). */
  readonly fetch?: FetchLike
  /** Milliseconds a call waits for its answer (default {@link REQUEST_TIMEOUT_MS}). */
  readonly timeoutMs?: number
}

/**
 * Builds the configuration every call takes: the environment's base URL unless overridden.
 * @param options environment, base URL override, fetch and timeout
 * @returns an ApiConfig
 * spec: menu-browsing §7 / ordering-payment §7 "base URL chosen by environment"; CONTRACT base URLs
 */
export function createApiConfig(options: CreateApiConfigOptions = {}): ApiConfig {
  const environment = options.environment ?? 'local'
  assert(API_ENVIRONMENTS.includes(environment), MESSAGES.unknownEnvironment)
  const baseUrl = (options.baseUrl ?? API_BASE_URLS[environment]).replace(/\/+$/, '')
  assert(baseUrl !== '', MESSAGES.emptyBaseUrl)
  assert(
    options.timeoutMs === undefined ||
      (Number.isFinite(options.timeoutMs) && options.timeoutMs > 0),
    MESSAGES.invalidTimeout,
  )
  return {
    baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  }
}

/** Per-call options: every call can be cancelled. */
export interface CallOptions {
  readonly signal?: AbortSignal
}
