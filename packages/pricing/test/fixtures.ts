import type { CartLine, CartLineVariation, MenuPricingSettings, Tax } from '../src/index'

/** The demo venue: Dubai, AED, 2 decimals, VAT 5 % and a fixed service charge. */
export const AED = {
  price_decimal_places: 2,
  display_currency: 'AED',
  currency: 'AED',
} as const

/** The partner venue: Kuwait, KWD, 3 decimals. */
export const KWD = {
  price_decimal_places: 3,
  display_currency: 'KWD',
  currency: 'KWD',
} as const

export const VAT: Tax = { id: 1, name: 'VAT', type: 'percentage', rate: '5' }
export const SERVICE: Tax = { id: 2, name: 'Service', type: 'percentage', rate: '10' }
export const FIXED_FEE: Tax = { id: 3, name: 'Municipality fee', type: 'fixed', rate: '2.000' }

export const exclusive = (taxes: readonly Tax[]): MenuPricingSettings => ({
  taxes,
  cart_subtotal_include_tax: false,
})
export const inclusive = (taxes: readonly Tax[]): MenuPricingSettings => ({
  taxes,
  cart_subtotal_include_tax: true,
})

/** A cart line with sensible defaults; override what the test is about. */
export function line(overrides: Partial<CartLine> & Pick<CartLine, 'uuid'>): CartLine {
  return {
    id: 10,
    category: 1,
    name: 'Shawarma',
    sku: 'SH-1',
    image: '',
    price: '10.000',
    qty: 1,
    special_instructions: '',
    variations: [],
    combo_groups: [],
    max_qty: null,
    ...overrides,
  }
}

/** A variation group with the given values. */
export function variation(
  values: readonly { price: string; math: '+' | '-'; selected: boolean }[],
): CartLineVariation {
  return {
    id: 100,
    name: 'Size',
    values: values.map((value, index) => ({ id: index + 1, name: `v${index}`, ...value })),
  }
}
