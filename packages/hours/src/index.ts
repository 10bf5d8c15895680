/** Placeholder: this package's API lands with its issue. */
export const PACKAGE_READY = false
