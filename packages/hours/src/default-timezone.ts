/**
 * The zone used when a menu has no `timezone`.
 * spec: menu-browsing §4 Open or closed (default Asia/Dubai), §9 (Default timezone Asia/Dubai)
 */
export const DEFAULT_TIMEZONE = 'Asia/Dubai'
