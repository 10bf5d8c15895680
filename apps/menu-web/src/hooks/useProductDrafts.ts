import type { Product } from '@carte/api-client'
import type { ComboSelection, ComboVariationSelection, VariationSelection } from '@carte/ui'
import { useMemo, useState } from 'react'

/** What the diner entered for one product on its page, before adding it. */
export interface ProductDraft {
  readonly qty: number
  readonly comments: string
  readonly variations: VariationSelection
  readonly comboChoice: ComboSelection
  readonly comboVariations: ComboVariationSelection
}

/** A product's draft before the diner entered anything. */
export const EMPTY_PRODUCT_DRAFT: ProductDraft = {
  qty: 1,
  comments: '',
  variations: {},
  comboChoice: {},
  comboVariations: {},
}

/** The drafts of one product-page visit, by product id. */
export interface ProductDrafts {
  /** The product's draft ({@link EMPTY_PRODUCT_DRAFT} until the diner enters something). */
  readonly draftOf: (id: Product['id']) => ProductDraft
  /** Changes the product's draft from its latest value. */
  readonly update: (id: Product['id'], change: (draft: ProductDraft) => ProductDraft) => void
  /** Forgets the product's draft (it was added to the cart). */
  readonly clear: (id: Product['id']) => void
}

/**
 * What the diner entered on each product of the product page's carousel (quantity, special
 * instructions, variations, combo choices), kept by product id while the page is shown, so that
 * swiping away and back (Previous/Next, a stray swipe) finds it again. Held in component state:
 * nothing is stored, and leaving the product page forgets it.
 * spec: menu-browsing §2 Product page (carousel; variations, combo groups, special instructions,
 *   quantity)
 * @returns {@link ProductDrafts}
 */
export function useProductDrafts(): ProductDrafts {
  const [drafts, setDrafts] = useState<ReadonlyMap<Product['id'], ProductDraft>>(() => new Map())
  return useMemo(
    () => ({
      draftOf: (id) => drafts.get(id) ?? EMPTY_PRODUCT_DRAFT,
      update: (id, change) =>
        setDrafts((previous) =>
          new Map(previous).set(id, change(previous.get(id) ?? EMPTY_PRODUCT_DRAFT)),
        ),
      clear: (id) =>
        setDrafts((previous) => {
          if (!previous.has(id)) return previous
          const next = new Map(previous)
          next.delete(id)
          return next
        }),
    }),
    [drafts],
  )
}
