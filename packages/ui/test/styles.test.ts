import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const stylesDir = join(import.meta.dirname, '../src/styles')
const css = readdirSync(stylesDir)
  .filter((f) => f.endsWith('.css'))
  .map((f) => ({ file: f, text: readFileSync(join(stylesDir, f), 'utf8') }))

// architecture: "Logical properties (margin-inline-start, inset-inline-end) so right-to-left needs
// no second stylesheet"; issue: minimum 24 px targets, visible focus rings
describe('stylesheet', () => {
  it('uses logical properties only (no left/right physical properties)', () => {
    const physical =
      /(^|[\s;{])(margin|padding|border)-(left|right|top|bottom)(-[a-z]+)?\s*:|(^|[\s;{])(left|right|top|bottom)\s*:|text-align\s*:\s*(left|right)|float\s*:\s*(left|right)/m
    for (const { file, text } of css) {
      const offending = text.split('\n').filter((line) => physical.test(line))
      expect({ file, offending }).toEqual({ file, offending: [] })
    }
  })

  it('every class is carte- prefixed (no collisions with the app)', () => {
    for (const { file, text } of css) {
      const classes = [...text.matchAll(/\.([a-zA-Z_][\w-]*)/g)].map((m) => m[1])
      const foreign = classes.filter((c) => !c?.startsWith('carte-') && !c?.startsWith('keen-'))
      expect({ file, foreign }).toEqual({ file, foreign: [] })
    }
  })

  it('sets 24 px minimum targets and a visible focus ring', () => {
    const all = css.map((c) => c.text).join('\n')
    expect(all).toContain('--carte-target: 24px')
    expect(all).toMatch(/min-inline-size: var\(--carte-target\)/)
    expect(all).toMatch(/min-block-size: var\(--carte-target\)/)
    expect(all).toMatch(/:focus-visible\s*{\s*outline: var\(--carte-focus\)/)
  })

  it('cards are 45 % wide and full-width items 95 % (menu-browsing §9)', () => {
    const all = css.map((c) => c.text).join('\n')
    expect(all).toContain('--carte-card-width: 45%')
    expect(all).toContain('--carte-fullwidth: 95%')
  })

  it('dangerouslySetInnerHTML appears only in SanitizedHtml', () => {
    const srcDir = join(import.meta.dirname, '../src')
    const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.tsx') || f.endsWith('.ts'),
    )
    const sinks = files.filter((f) =>
      readFileSync(join(srcDir, f), 'utf8').includes('dangerouslySetInnerHTML={'),
    )
    expect(sinks).toEqual([join('html', 'SanitizedHtml.tsx')])
  })
})
