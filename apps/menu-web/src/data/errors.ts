/** The venue's licence is not ACTIVE: an error state with the support message (spec: menu-browsing §4). */
export class InactiveLicenseError extends Error {
  override readonly name = 'InactiveLicenseError'
  constructor(readonly status: string) {
    super(`[@carte/menu-web] licence status is ${status}, not ACTIVE`)
  }
}
