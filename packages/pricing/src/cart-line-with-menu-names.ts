import type {
  CartLine,
  CartLineComboGroup,
  CartLineVariation,
  CartLineVariationValue,
  Id,
  MenuVariation,
} from './types'

/**
 * The part of the menu whose names a cart line shows: its products (name and combo groups) and
 * its variation groups (name and values). @carte/api-client's `MenuData` fits it.
 */
export interface CartLineNamesMenu {
  readonly products: readonly {
    readonly id: Id
    readonly name: string
    readonly combo_groups?:
      | readonly {
          readonly id: Id
          readonly name: string
          readonly products: readonly { readonly id: Id; readonly name: string }[]
        }[]
      | undefined
  }[]
  readonly variations: readonly Pick<MenuVariation, 'id' | 'name' | 'values'>[]
}

// Ids survive the persisted cart as they came, but a menu may send one as a number and another
// as a string: compare them as the choices do, by their text.
function findById<T extends { readonly id: Id }>(
  items: readonly T[] | undefined,
  id: Id | undefined,
): T | undefined {
  if (id === undefined) return undefined
  return items?.find((item) => String(item.id) === String(id))
}

// An empty name in the menu is no name: the stored one stays.
function nameOr(stored: string, current: string | undefined): string {
  return current === undefined || current === '' ? stored : current
}

function valueWithMenuName(
  value: CartLineVariationValue,
  group: CartLineNamesMenu['variations'][number] | undefined,
): CartLineVariationValue {
  const known = findById(group?.values, value.id ?? undefined)
  if (known === undefined) return value
  // The label a picker shows (value, else variation_value, else name); none keeps the stored one.
  const label = known.value ?? known.variation_value ?? known.name ?? undefined
  return {
    ...value,
    // Only the label fields the line carries are renamed, so that its shape stays as stored.
    ...(typeof value.name === 'string' ? { name: nameOr(value.name, label) } : {}),
    ...(typeof value.variation_value === 'string'
      ? { variation_value: nameOr(value.variation_value, label) }
      : {}),
  }
}

function variationsWithMenuNames(
  variations: readonly CartLineVariation[],
  menu: CartLineNamesMenu,
): CartLineVariation[] {
  return variations.map((variation) => {
    const group = findById(menu.variations, variation.id)
    return {
      ...variation,
      name: nameOr(variation.name, group?.name),
      values: variation.values.map((value) => valueWithMenuName(value, group)),
    }
  })
}

function comboGroupsWithMenuNames(
  comboGroups: readonly CartLineComboGroup[],
  product: CartLineNamesMenu['products'][number] | undefined,
  menu: CartLineNamesMenu,
): CartLineComboGroup[] {
  return comboGroups.map((comboGroup) => {
    const group = findById(product?.combo_groups, comboGroup.id)
    return {
      ...comboGroup,
      name: nameOr(comboGroup.name, group?.name),
      products: comboGroup.products.map((comboProduct) => ({
        ...comboProduct,
        name: nameOr(comboProduct.name, findById(group?.products, comboProduct.id)?.name),
        ...(comboProduct.product_variations === undefined
          ? {}
          : {
              product_variations: variationsWithMenuNames(comboProduct.product_variations, menu),
            }),
      })),
    }
  })
}

/**
 * The cart line with the names of the menu in its current language: the product's name (by the
 * line's id), each variation group's and value's name, each combo group's and combo product's
 * name (from that product's combo groups) and their variations' names. A name the menu lacks
 * (a product, group or value since removed, or an empty name) stays as stored. Only labels
 * change: prices, math, selected flags, qty, uuid and every other field are returned as they
 * were, so the line's unit price and total are the same.
 * @param line - a cart line, with the names of the language it was added in
 * @param menu - the menu now shown (its products and variation groups)
 * @returns a new cart line showing the current menu's names
 * spec: menu-browsing §2 "a language change swaps the segment and reloads the menu"; §3 Cart line (name, variations, combo_groups)
 */
export function cartLineWithMenuNames(line: CartLine, menu: CartLineNamesMenu): CartLine {
  const product = findById(menu.products, line.id)
  return {
    ...line,
    name: nameOr(line.name, product?.name),
    ...(line.variations === undefined
      ? {}
      : { variations: variationsWithMenuNames(line.variations, menu) }),
    ...(line.combo_groups === undefined
      ? {}
      : { combo_groups: comboGroupsWithMenuNames(line.combo_groups, product, menu) }),
  }
}
