import type { Product } from '@carte/api-client'
import { isAlreadyAdded, isMaximumInCart, isOutOfStock } from '@carte/pricing'
import { UI_TEXT, useT, VariationDialog } from '@carte/ui'
import { useAfterAdd } from '../hooks/useAfterAdd'
import { useCart } from '../hooks/useCart'
import { useMenu } from '../hooks/useMenu'
import { useProductChoices } from '../hooks/useProductChoices'

/** Props of {@link ProductChoicesDialog}. */
export interface ProductChoicesDialogProps {
  readonly product: Product
  /** Called when the dialog closes (dismissed, or after the product was added). */
  readonly onClose: () => void
}

/**
 * The 'Select Variations' dialog of a format-4 row's add button: the product's variation groups
 * and combo groups, and an 'Add To Cart' button enabled only once every required choice is made.
 * It adds one line with the same variations, combo groups and prices as the product page, then
 * follows addtocart_redirect as a list row does (§4 Cart actions).
 * spec: menu-browsing §2 Dialogs; §4 Variation dialog ("Each combo group requires exactly one
 * product"); §5 Variations (disabled when out of stock — flagged, or no orderable quantity —,
 * already in the cart, or while a common POS order is active)
 * @param props - {@link ProductChoicesDialogProps}
 * @returns the open dialog.
 */
export function ProductChoicesDialog({ product, onClose }: ProductChoicesDialogProps) {
  const menu = useMenu()
  const t = useT()
  const { cart, posBusy, add } = useCart()
  // Opened from a format-4 row: the list's reading of addtocart_redirect applies.
  const afterAdd = useAfterAdd('list')
  const choices = useProductChoices(product)
  // Carted already, or as much as can be ordered (one stock for its lines: §5 Quantity).
  const alreadyInCart = isAlreadyAdded(cart, product.id, menu) || isMaximumInCart(cart, product)
  return (
    <VariationDialog
      open
      description={product.name}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      groups={choices.groups}
      value={choices.variations}
      onValueChange={choices.setVariations}
      comboGroups={choices.combos}
      comboValue={choices.comboChoice}
      onComboValueChange={choices.setComboChoice}
      comboVariationValue={choices.comboVariations}
      onComboVariationValueChange={choices.setComboVariations}
      confirmLabel={t(...UI_TEXT.addToCart)}
      confirmDisabled={isOutOfStock(product) || alreadyInCart || posBusy}
      onConfirm={() => {
        if (!add(product, { qty: 1, ...choices.lineChoice() })) return
        onClose()
        afterAdd()
      }}
    />
  )
}
