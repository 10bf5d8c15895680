/** How long menu data stays fresh: 1 minute. spec: menu-browsing §9 "Menu refresh age 1 minute" */
export const MENU_STALE_TIME_MS = 60_000
