import axe from 'axe-core'
import { expect } from 'vitest'

/**
 * Runs axe-core on a rendered container and fails on serious or critical violations.
 * Colour contrast is skipped: jsdom does not compute styles from our stylesheet.
 */
export async function expectNoSeriousAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  })
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html).join(' | ')})`)
  expect(serious).toEqual([])
}
