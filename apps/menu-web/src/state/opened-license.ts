import { atom } from 'jotai'

/**
 * The licence a landing path ('/{license}', '/{license}/t|a|r/{code}') opened in this page, held
 * in memory until its menu loads ACTIVE: only then is it stored (licenseAtom), so a mistyped or
 * inactive licence in a path never replaces the venue this browser knows.
 * spec: menu-browsing §4 "menu loaded (only when license_status is ACTIVE, which also sets the
 *   license)"
 */
export const openedLicenseAtom = atom<string | null>(null)
