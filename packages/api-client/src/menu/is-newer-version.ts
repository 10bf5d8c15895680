/**
 * Whether the server's qr_app_version is newer than this client, comparing numerically part by
 * part ('1.10.0' > '1.9.60'; missing parts are 0; an empty or non-numeric server version is never
 * newer).
 * @param server - qr_app_version from the menu (may be empty or null)
 * @param client - this build's version
 * @returns true when the version banner should show
 * spec: menu-browsing §4 Version banner "shown when the server's qr_app_version is numerically newer than the client version"; architecture "versions compare numerically by part"
 */
export function isNewerVersion(server: string | null | undefined, client: string): boolean {
  if (!server) return false
  const a = server.split('.').map((part) => Number.parseInt(part, 10))
  const b = client.split('.').map((part) => Number.parseInt(part, 10))
  if (a.some(Number.isNaN)) return false
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const left = a[index] ?? 0
    const right = b[index] ?? 0
    if (left !== right) return left > right
  }
  return false
}
