import { describe, expect, it } from 'vitest'
import {
  addToCart,
  calculateCartTotals,
  cartComboGroups,
  createCartLine,
  formatPrice,
  lineUnitPrice,
} from '../src/index'
import { exclusive, FIXED_FEE, line, SERVICE, VAT, variation } from './fixtures'

// The README's examples, so that the package documentation stays true.
describe('README examples', () => {
  it('the ten-line example totals a discounted burger with 5 % VAT (menu-browsing §9)', () => {
    const burger = createCartLine(
      { id: 42, category: 7, name: 'Burger', price: '30.00', discount: '10', pos_available_qty: 4 },
      { uuid: 'u-1', qty: 2 },
    )
    const { cart } = addToCart([], burger, { enable_adding_same_item_cart: false })
    const taxes = [{ id: 1, name: 'VAT', type: 'percentage', rate: '5' }] as const
    const totals = calculateCartTotals({
      cart,
      settings: { taxes, cart_subtotal_include_tax: false },
      orderType: 'takeaway',
    })
    // 30.00 − 10 % = 27.00; × 2 = 54.00; + 5 % = 56.70
    expect(formatPrice(totals.total, { price_decimal_places: 2, display_currency: 'AED' })).toBe(
      'AED 56.70',
    )
  })
  it('the totals example: fee waived, coupon, loyalty', () => {
    const cart = [
      line({
        uuid: 'a',
        category: 1,
        price: '12.50',
        qty: 2,
        variations: [variation([{ price: '3.00', math: '+', selected: true }])],
      }),
      line({ uuid: 'b', id: 20, category: 2, price: '20.00' }),
    ]
    const t = calculateCartTotals({
      cart,
      settings: exclusive([VAT, SERVICE, FIXED_FEE]),
      orderType: 'delivery',
      deliveryFee: '10.00',
      coupon: {
        discount_value_type: 'percentage',
        discount_value: '10',
        free_delivery: true,
        min_order_value: '50',
      },
      loyaltyDiscounts: [{ name: 'Lunch', discounts: [{ discountSum: '2.000' }] }],
    })
    expect(t).toMatchObject({
      subtotal: '51.000',
      deliveryFee: '0.000',
      discount: '5.100',
      loyaltyDiscount: '2.000',
      total: '53.550',
    })
  })
  it("the combo example: the chosen product's own variations are priced (§12)", () => {
    const menu = {
      variations: [
        {
          id: 4,
          name: 'Doneness',
          values: [{ id: 42, value: 'Medium' }],
          required: true,
          multiple: false,
        },
        {
          id: 2,
          name: 'Extras',
          values: [
            { id: 21, value: 'Cheese' },
            { id: 23, value: 'Avocado' },
          ],
          required: false,
          multiple: true,
          max_choices_allowed: 3,
        },
      ],
    }
    const grillBox = {
      id: 1062,
      category: 108,
      name: 'Grill Box',
      price: '65.00',
      discount: '10',
      product_variations: [],
      enable_combo: true,
      combo_groups: [
        {
          id: 3,
          name: 'Main',
          products: [
            {
              id: 1021,
              name: 'Mixed Grill',
              increase_price_by: '20.00',
              product_variations: [
                { variation: 4, variation_value: 42, price: '0.00', math: '+' as const },
                { variation: 2, variation_value: 21, price: '3.00', math: '+' as const },
                { variation: 2, variation_value: 23, price: '4.00', math: '+' as const },
              ],
            },
          ],
        },
        { id: 4, name: 'Side', products: [{ id: 1081, name: 'Fries', increase_price_by: '0.00' }] },
      ],
    }
    const combos = cartComboGroups(
      grillBox,
      { '3': '1021', '4': '1081' },
      { menu, variations: { '3': { '4': ['42'], '2': ['21', '23'] } } },
    )
    expect(
      lineUnitPrice(createCartLine(grillBox, { uuid: 'u', qty: 1, combo_groups: combos })),
    ).toBe('85.500')
  })
})
