import { type ExistingOrder, liveOrderLines } from '@carte/api-client'
import { type FormatPriceOptions, formatCount, formatPrice } from '@carte/pricing'
import { Price, usePortalContainer, useT } from '@carte/ui'
import { Dialog } from 'radix-ui'
import { useId } from 'react'
import { OrderLinesHead } from '../order/OrderLinesHead'

/** Props of {@link MergeDialog}. */
export interface MergeDialogProps {
  /** The table's open order; the dialog is open while it is set. */
  readonly order: ExistingOrder | null
  readonly merging: boolean
  readonly money: FormatPriceOptions
  /** The currency named in the Price column header (the menu's currency symbol or code). */
  readonly currency: string
  /**
   * The cart has a coupon discount or a staff id: a merge sends only its lines to the open order
   * (§7 PATCH line_items), which keeps its own coupon and staff id, so the dialog says so.
   */
  readonly discountsLeft: boolean
  /**
   * The cart has order comments: a merge sends only its lines, so the comments stay in the cart
   * and the dialog says so.
   */
  readonly commentsLeft: boolean
  readonly onMerge: () => void
  readonly onCancel: () => void
}

/**
 * The merge dialog of a submit that found an open order on the table: its items (Qty, Product,
 * Price, each an isolated Price in the direction of its digits) and the offer to merge the cart
 * into it ('Merge', 'Merging' while working) or 'Cancel'. A cart with a discount or comments is
 * told they do not go with the merged items (nothing the diner had is dropped unsaid).
 * A radix dialog: focus is trapped inside and Escape cancels.
 * spec: ordering-payment §4 Placing an order (merge), §8 Submit error (merge dialog texts);
 *   menu-browsing §9 Arabic-Indic digits, right-to-left
 * @param props - {@link MergeDialogProps}
 * @returns the dialog.
 */
export function MergeDialog({
  order,
  merging,
  money,
  currency,
  discountsLeft,
  commentsLeft,
  onMerge,
  onCancel,
}: MergeDialogProps) {
  const t = useT()
  const container = usePortalContainer()
  const descriptionId = useId()
  const noteId = useId()
  const commentsNoteId = useId()
  // What the dialog says on opening: the description and each note that applies (a radix
  // Description would name only one element).
  const describedBy = [
    descriptionId,
    ...(discountsLeft ? [noteId] : []),
    ...(commentsLeft ? [commentsNoteId] : []),
  ].join(' ')
  return (
    <Dialog.Root
      open={order !== null}
      onOpenChange={(open) => {
        if (!open) onCancel()
      }}
    >
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="carte-overlay" />
        <Dialog.Content
          className="carte-dialog carte-app-merge"
          data-testid="merge-dialog"
          aria-describedby={describedBy}
        >
          <header className="carte-dialog__header">
            <Dialog.Title className="carte-dialog__title">
              {t('ui_str_active_order_title', 'Active order on this table')}
            </Dialog.Title>
          </header>
          <div className="carte-dialog__body">
            <p id={descriptionId}>
              {t(
                'ui_str_active_order_items',
                'There is an active order on this table with the following items:',
              )}
            </p>
            <table className="carte-app-merge__table">
              <OrderLinesHead currency={currency} />
              <tbody>
                {liveOrderLines(order?.line_items ?? []).map((item, index) => (
                  <tr key={item.cart_uuid ?? index}>
                    <td>{formatCount(item.quantity, money)}</td>
                    <td>
                      {item.product_name}
                      {item.product_variation === '' ? null : (
                        <span className="carte-app-merge__variation">{item.product_variation}</span>
                      )}
                    </td>
                    <td>
                      <Price>{formatPrice(item.product_price, money)}</Price>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {discountsLeft ? (
              <p id={noteId} data-testid="merge-discounts-left">
                {t(
                  'ui_str_merge_discounts_left',
                  "Your cart's coupon or staff discount is not sent with the merged items: the open order keeps its own discounts.",
                )}
              </p>
            ) : null}
            {commentsLeft ? (
              <p id={commentsNoteId} data-testid="merge-comments-left">
                {t(
                  'ui_str_merge_comments_left',
                  'Your order comments are not sent with the merged items: they stay in your cart.',
                )}
              </p>
            ) : null}
            <p>{t('ui_str_merge_question', 'Merge your cart items with the existing order?')}</p>
          </div>
          <footer className="carte-dialog__footer">
            <button
              type="button"
              className="carte-button"
              data-variant="secondary"
              disabled={merging}
              onClick={onCancel}
            >
              {t('ui_str_cancel', 'Cancel')}
            </button>
            <button
              type="button"
              className="carte-button"
              aria-busy={merging}
              disabled={merging}
              onClick={onMerge}
            >
              {merging ? t('ui_str_merging', 'Merging') : t('ui_str_merge', 'Merge')}
            </button>
          </footer>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
