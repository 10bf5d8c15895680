// The perf scripts' browser: Debian's chromium, headless, as the e2e run launches it, with the
// venues' custom domains (*.localhost) mapped to this machine.
import { chromium } from 'playwright-core'

/**
 * Launches the chromium the perf scripts measure in (CHROMIUM_PATH overrides /usr/bin/chromium).
 * @param extraArgs - further command-line switches (Lighthouse's remote debugging port).
 * @returns the Playwright browser.
 */
export function launchPerfBrowser(extraArgs = []) {
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
