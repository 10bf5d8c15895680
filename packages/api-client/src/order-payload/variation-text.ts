import type { CartLine } from './types'

/**
 * The readable variation text of a cart line: 'Group: value, value; Combo: product'.
 * @param line the cart line
 * @returns the text ('' when nothing is selected)
 * spec: ordering-payment §3 Order line item product_variation (text)
 */
export function variationText(line: Pick<CartLine, 'variations' | 'combo_groups'>): string {
  const parts: string[] = []
  for (const group of line.variations ?? []) {
    const chosen = group.values
      .filter((value) => value.selected === true)
      .map((value) => value.variation_value ?? value.name ?? '')
      .filter((label) => label !== '')
    if (chosen.length > 0) parts.push(`${group.name}: ${chosen.join(', ')}`)
  }
  for (const combo of line.combo_groups ?? []) {
    const chosen = combo.products.filter((product) => product.selected === true)
    for (const product of chosen) {
      const inner = variationText({ variations: product.product_variations ?? [] })
      parts.push(`${combo.name}: ${product.name}${inner === '' ? '' : ` (${inner})`}`)
    }
  }
  return parts.join('; ')
}
