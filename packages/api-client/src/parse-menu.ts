import * as v from 'valibot'
import { type RequestInfo, SchemaError } from './errors'
import { issuePath } from './issue-path'
import { parseResponse } from './parse-response'
import { type MenuData, menuSchema, type Product, productSchema } from './schemas/menu'

/**
 * The longest the menu's validation runs before it lets the page handle a tap or draw a frame
 * (50 ms is a long task, and a phone is some four times slower than the desktop that measured
 * this; a collection or a slow product can add a few ms to a step).
 */
const STEP_MS = 5

/** The menu with its products read as they are: validated one by one after it. */
const menuWithoutProductsSchema = v.object({
  ...menuSchema.entries,
  products: v.nullish(v.array(v.unknown()), []),
})

/** Lets the browser run what waits (input, a frame), then carries on: `scheduler.yield` or a task. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  return scheduler?.yield
    ? scheduler.yield()
    : new Promise((resolve) => {
        setTimeout(resolve, 0)
      })
}

/**
 * Validates a menu answer as {@link menuSchema} does, in steps: a venue with 2,000 products took
 * one task of some 130 ms on a phone (four times slower than a desktop), during which the page
 * could answer no tap. The output and the first failing path are the same as `menuSchema`'s.
 * spec: menu-browsing §4 Menu loading ("responses that fail their schema" -> error screen); issue 5
 *   (TBT on a big category page)
 * @param data - the parsed JSON body.
 * @param request - method and URL, for the error.
 * @param signal - a cancelled load stops between steps, with the signal's reason (as a request does).
 * @returns the validated menu.
 * @throws SchemaError naming the first failing path, e.g. 'products[1234].price' (a product's
 *   issues keep their paths from the product).
 */
export async function parseMenu(
  data: unknown,
  request: RequestInfo,
  signal?: AbortSignal,
): Promise<MenuData> {
  // The menu's own part (its categories, hours, texts) is the first step: 2-10 ms for the big
  // venue's 80 categories, the first run the slowest; the products start after a yield then.
  let stepStart = performance.now()
  const menu = parseResponse(menuWithoutProductsSchema, data, request)
  const products: Product[] = []
  for (const [index, item] of menu.products.entries()) {
    if (performance.now() - stepStart >= STEP_MS) {
      await nextTask()
      signal?.throwIfAborted()
      stepStart = performance.now()
    }
    const result = v.safeParse(productSchema, item)
    if (!result.success) {
      // The first issue's path, from the menu's root (the issues' own paths start at the product).
      const inProduct = issuePath(result.issues[0])
      const path = `products[${index}]${inProduct === '' || inProduct.startsWith('[') ? '' : '.'}${inProduct}`
      throw new SchemaError(path, result.issues, request)
    }
    products.push(result.output)
  }
  return { ...menu, products }
}
