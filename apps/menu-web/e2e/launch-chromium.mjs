// The one Chromium launch of the e2e run and the perf scripts: Debian's chromium (never a
// downloaded browser), headless, with the brief's switches, and the venues' custom domains
// (*.localhost: demo.localhost, big.localhost, ...) mapped to this machine.
import { chromium } from 'playwright-core'

/**
 * Launches Debian's chromium (CHROMIUM_PATH overrides /usr/bin/chromium), headless.
 * @param extraArgs - further command-line switches (Lighthouse's remote debugging port).
 * @returns the Playwright browser.
 */
export function launchChromium(extraArgs = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      ...extraArgs,
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-gpu',
      '--host-resolver-rules=MAP *.localhost 127.0.0.1',
    ],
  })
}
