import { apiBaseUrl } from '../config'

/** A non-2xx answer from the venue API. */
export class HttpError extends Error {
  override readonly name = 'HttpError'
  constructor(
    readonly status: number,
    readonly path: string,
  ) {
    super(`[@carte/menu-web] ${path} answered ${status}`)
  }
}

/**
 * GETs JSON from the venue API (spec: menu-browsing §7 "send a JSON content type").
 * @param path - the path, starting with '/'.
 * @param signal - aborts the request (TanStack Query passes it).
 * @returns the parsed body.
 */
export async function getJson(path: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(`${apiBaseUrl()}${path}`, {
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    ...(signal ? { signal } : {}),
  })
  if (!response.ok) throw new HttpError(response.status, path)
  return response.json()
}
