// What a browser would draw for a font or colour property of an element, in jsdom: jsdom cascades
// the stylesheet (selectors, specificity, shorthands) but neither inherits custom properties nor
// substitutes var(). These helpers do both, so a test can ask "which weight does the drawer's link
// get for this theme?" and fail when no rule reads the theme's variable.
// Caveat: jsdom lets a `font: inherit` shorthand win over a plain longhand declared after it (a
// browser does not), so a plain `font-weight: 700` after it reads 'inherit' here; values given
// through var() come through.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const uiStylesDir = join(import.meta.dirname, '../src/styles')

/**
 * @carte/ui's stylesheet as the build concatenates it (src/styles/*.css in name order).
 * @returns the CSS text
 */
export function uiStylesheet(): string {
  return readdirSync(uiStylesDir)
    .filter((f) => f.endsWith('.css'))
    .sort()
    .map((f) => readFileSync(join(uiStylesDir, f), 'utf8'))
    .join('\n')
}

/**
 * Puts stylesheets in the document's head (replacing those put there before).
 * @param sheets - CSS texts, in cascade order
 */
export function useStylesheets(...sheets: readonly string[]): void {
  for (const old of document.head.querySelectorAll('style[data-test-sheet]')) old.remove()
  for (const text of sheets) {
    const style = document.createElement('style')
    style.dataset.testSheet = ''
    style.textContent = text
    document.head.append(style)
  }
}

function declared(el: Element, property: string): string {
  return getComputedStyle(el).getPropertyValue(property).trim()
}

/** The element's custom property as it computes there: declared on it or on an ancestor. */
function customProperty(el: Element, name: string, depth: number): string | undefined {
  for (let node: Element | null = el; node; node = node.parentElement) {
    const value = declared(node, name)
    if (value !== '') return substitute(node, value, depth + 1)
  }
  return undefined
}

/** Replaces each var(--name, fallback) in a value, resolving the names from the element up. */
function substitute(el: Element, value: string, depth = 0): string | undefined {
  if (depth > 20) throw new Error(`var() cycle at ${value}`)
  const start = value.indexOf('var(')
  if (start < 0) return value
  let level = 0
  let end = start + 4
  for (; end < value.length; end++) {
    const ch = value[end]
    if (ch === '(') level++
    else if (ch === ')') {
      if (level === 0) break
      level--
    }
  }
  const inner = value.slice(start + 4, end)
  const comma = inner.indexOf(',')
  const name = (comma < 0 ? inner : inner.slice(0, comma)).trim()
  const fallback = comma < 0 ? undefined : inner.slice(comma + 1).trim()
  const found = customProperty(el, name, depth)
  const replacement =
    found !== undefined
      ? found
      : fallback !== undefined
        ? substitute(el, fallback, depth + 1)
        : undefined
  if (replacement === undefined) return undefined
  return substitute(el, `${value.slice(0, start)}${replacement}${value.slice(end + 1)}`, depth + 1)
}

/**
 * The value an inherited property (font-family, font-size, font-weight, color) takes on an
 * element: its cascaded declaration with var() substituted, else its parent's.
 * @param el - the element
 * @param property - a CSS property name
 * @returns the value, or 'initial' when nothing up to the document sets it
 */
export function resolvedStyle(el: Element, property: string): string {
  const value = declared(el, property)
  const resolved = value === '' ? 'inherit' : (substitute(el, value) ?? 'inherit')
  if (resolved !== 'inherit') return resolved
  return el.parentElement ? resolvedStyle(el.parentElement, property) : 'initial'
}

/**
 * The font an element is drawn with: its family's first name (no quotes), size and weight.
 * @param el - the element (null fails the test that asked)
 * @returns family, size and weight as resolvedStyle gives them
 */
export function resolvedFont(el: Element | null): { family: string; size: string; weight: string } {
  if (!el) throw new Error('no element to read the font of')
  const family = resolvedStyle(el, 'font-family')
  return {
    family: /^\s*"?([^",]+)/.exec(family)?.[1] ?? family,
    size: resolvedStyle(el, 'font-size'),
    weight: resolvedStyle(el, 'font-weight'),
  }
}
