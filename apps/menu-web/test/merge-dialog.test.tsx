import type { ExistingOrder } from '@carte/api-client'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MergeDialog } from '../src/screens/ordering/checkout/MergeDialog'

// ordering-payment §8 Submit error (the merge dialog), §7 PATCH line_items: a merge adds only the
// cart's lines to the open order, so a cart's discount does not go with them.
const order: ExistingOrder = {
  uuid: 'open-order',
  line_items: [
    {
      product: 1031,
      product_sku: '',
      product_name: 'Fattoush',
      product_variation: '',
      variations: [],
      combo_groups: [],
      product_price: '34.00',
      product_price_currency: 'AED',
      quantity: 1,
      special_instructions: '',
      cart_uuid: 'first',
      status: null,
    },
  ],
}

const LEFT =
  "Your cart's coupon or staff discount is not sent with the merged items: the open order keeps its own discounts."

const COMMENTS_LEFT =
  'Your order comments are not sent with the merged items: they stay in your cart.'

function renderDialog(discountsLeft: boolean, commentsLeft = false) {
  return render(
    <MergeDialog
      order={order}
      merging={false}
      money={{ currency: 'AED', price_decimal_places: 2, language: 'en' }}
      currency="AED"
      discountsLeft={discountsLeft}
      commentsLeft={commentsLeft}
      onMerge={() => {}}
      onCancel={() => {}}
    />,
  )
}

afterEach(cleanup)

describe('MergeDialog', () => {
  it('tells a cart with a discount that the discount stays behind, before the question', () => {
    renderDialog(true)
    const dialog = screen.getByRole('dialog', { name: 'Active order on this table' })
    const texts = [...dialog.querySelectorAll('p')].map((p) => p.textContent)
    expect(texts).toEqual([
      'There is an active order on this table with the following items:',
      LEFT,
      'Merge your cart items with the existing order?',
    ])
    // Said on opening: the dialog's description names both paragraphs (WCAG 1.3.1).
    const described = (dialog.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
    expect(described).toEqual([
      'There is an active order on this table with the following items:',
      LEFT,
    ])
  })

  it('says nothing of discounts to a cart without one', () => {
    renderDialog(false)
    screen.getByRole('dialog', { name: 'Active order on this table' })
    expect(screen.queryByText(LEFT)).toBeNull()
    expect(screen.queryByText(COMMENTS_LEFT)).toBeNull()
  })

  it('tells a cart with comments that they stay in the cart (a merge sends only lines), said on opening', () => {
    renderDialog(false, true)
    const dialog = screen.getByRole('dialog', { name: 'Active order on this table' })
    const described = (dialog.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
    expect(described).toEqual([
      'There is an active order on this table with the following items:',
      COMMENTS_LEFT,
    ])
  })
})
