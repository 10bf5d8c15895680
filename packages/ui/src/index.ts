export const PACKAGE_READY = false
