import type { Browser } from 'playwright-core'

/** Launches Debian's chromium, headless, with *.localhost mapped to 127.0.0.1. */
export declare function launchChromium(extraArgs?: readonly string[]): Promise<Browser>
