import type * as v from 'valibot'

/**
 * Names the field a valibot issue concerns, e.g. 'products[3].price' ('' for the root).
 * @param issue a valibot issue
 * @returns the dotted path with array indices in brackets
 * spec: issue "a typed error that names the failing path"
 */
export function issuePath(issue: v.BaseIssue<unknown>): string {
  let path = ''
  for (const item of issue.path ?? []) {
    const key = item.key
    if (item.type === 'array' || typeof key === 'number') path += `[${String(key)}]`
    else path += path === '' ? String(key) : `.${String(key)}`
  }
  return path
}
