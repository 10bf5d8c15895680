import { Dialog } from 'radix-ui'
import { type ReactNode, useId } from 'react'
import { useDirection } from '../direction/DirectionProvider'
import { useControllableState } from '../hooks/useControllableState'
import { CloseIcon } from '../icons'
import { useT } from '../strings/StringsProvider'
import { UI_TEXT } from '../strings/uiText'
import { usePortalContainer } from '../theme/ThemeProvider'
import {
  type ComboGroupOption,
  ComboPicker,
  type ComboSelection,
  type ComboVariationSelection,
} from './ComboPicker'
import { MissingChoicesHint } from './MissingChoicesHint'
import { missingChoices } from './missingChoices'
import { VariationGroups } from './VariationGroups'
import type { VariationGroupOption, VariationSelection } from './variationSelection'

/** Props of {@link VariationDialog}. */
export interface VariationDialogProps {
  readonly open?: boolean
  readonly defaultOpen?: boolean
  readonly onOpenChange?: (open: boolean) => void
  /** What the choices are for (the product's name), shown under the title and describing the dialog. */
  readonly description?: string
  /** An element that opens the dialog (rendered as the radix Trigger, asChild). */
  readonly trigger?: ReactNode
  readonly groups: readonly VariationGroupOption[]
  readonly value?: VariationSelection
  readonly defaultValue?: VariationSelection
  readonly onValueChange?: (value: VariationSelection) => void
  readonly comboGroups?: readonly ComboGroupOption[]
  readonly comboValue?: ComboSelection
  readonly defaultComboValue?: ComboSelection
  readonly onComboValueChange?: (value: ComboSelection) => void
  /** The chosen combo products' own variation selections (combo group id -> selection). */
  readonly comboVariationValue?: ComboVariationSelection
  readonly defaultComboVariationValue?: ComboVariationSelection
  readonly onComboVariationValueChange?: (value: ComboVariationSelection) => void
  /** Extra content under the groups (quantity, special instructions). */
  readonly children?: ReactNode
  /** The confirm action; enabled only once every required group (and combo group) is chosen. */
  readonly onConfirm?: (
    selection: VariationSelection,
    combos: ComboSelection,
    comboVariations: ComboVariationSelection,
  ) => void
  readonly confirmLabel?: string
  /** Other reasons to disable confirming (out of stock, already in cart, request in flight). */
  readonly confirmDisabled?: boolean
}

const NONE = {}

/**
 * The 'Select Variations' dialog (radix Dialog) over {@link VariationGroups} and
 * {@link ComboPicker}; its confirm button waits for every required choice.
 * spec: menu-browsing §2 Dialogs, §4 Variation dialog, §5 Variations
 * @param props - {@link VariationDialogProps}
 * @returns the dialog
 */
export function VariationDialog({
  open,
  defaultOpen,
  onOpenChange,
  description,
  trigger,
  groups,
  value,
  defaultValue = NONE,
  onValueChange,
  comboGroups = [],
  comboValue,
  defaultComboValue = NONE,
  onComboValueChange,
  comboVariationValue,
  defaultComboVariationValue = NONE,
  onComboVariationValueChange,
  children,
  onConfirm,
  confirmLabel,
  confirmDisabled = false,
}: VariationDialogProps) {
  const t = useT()
  const dir = useDirection()
  const container = usePortalContainer()
  const [selection, setSelection] = useControllableState({
    value,
    defaultValue,
    onChange: onValueChange,
  })
  const [combos, setCombos] = useControllableState({
    value: comboValue,
    defaultValue: defaultComboValue,
    onChange: onComboValueChange,
  })
  const [comboVariations, setComboVariations] = useControllableState({
    value: comboVariationValue,
    defaultValue: defaultComboVariationValue,
    onChange: onComboVariationValueChange,
  })
  // What is still to choose: shown under the confirm button, which waits for it ('Choose: Size').
  const missing = missingChoices(groups, selection, comboGroups, combos, comboVariations)
  const complete = missing.length === 0
  const missingId = useId()
  return (
    <Dialog.Root
      {...(open === undefined ? {} : { open })}
      {...(defaultOpen === undefined ? {} : { defaultOpen })}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="carte-overlay" />
        <Dialog.Content
          className="carte-dialog"
          dir={dir}
          // Without a description radix would point aria-describedby at nothing.
          {...(description ? {} : { 'aria-describedby': undefined })}
          data-complete={complete ? 'true' : 'false'}
        >
          <header className="carte-dialog__header">
            <div>
              <Dialog.Title className="carte-dialog__title">
                {t(...UI_TEXT.selectVariations)}
              </Dialog.Title>
              {description ? (
                <Dialog.Description className="carte-dialog__description">
                  {description}
                </Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close className="carte-icon-button" aria-label={t(...UI_TEXT.close)}>
              <CloseIcon />
            </Dialog.Close>
          </header>
          <div className="carte-dialog__body">
            <VariationGroups groups={groups} value={selection} onValueChange={setSelection} />
            {comboGroups.length > 0 ? (
              <ComboPicker
                groups={comboGroups}
                value={combos}
                onValueChange={setCombos}
                variationValue={comboVariations}
                onVariationValueChange={setComboVariations}
              />
            ) : null}
            {children}
          </div>
          {onConfirm ? (
            <footer className="carte-dialog__footer">
              {/* aria-disabled, not disabled: the button keeps its place in the Tab order and
                  says why it waits (WCAG 2.1.1, 3.3.2); a press does nothing until then. */}
              <button
                type="button"
                className="carte-button"
                aria-disabled={!complete || confirmDisabled}
                aria-describedby={complete ? undefined : missingId}
                onClick={() => {
                  if (complete && !confirmDisabled) onConfirm(selection, combos, comboVariations)
                }}
              >
                {confirmLabel ?? t(...UI_TEXT.done)}
              </button>
              {complete ? null : (
                <MissingChoicesHint
                  id={missingId}
                  missing={missing}
                  className="carte-dialog__missing"
                />
              )}
            </footer>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
