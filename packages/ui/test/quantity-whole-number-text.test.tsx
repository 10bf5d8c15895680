import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  CarteUiProvider,
  createTranslate,
  QUANTITY_CEILING,
  QuantityInput,
  UI_TEXT,
} from '../src/index'

// spec: menu-browsing §5 Quantity; the refusal text is a ui string like the bounds' texts.
describe('QuantityInput whole-number text', () => {
  it('is UI_TEXT.quantityWholeNumber, translated through ui_str_quantity_whole_number', async () => {
    expect(UI_TEXT.quantityWholeNumber).toEqual([
      'ui_str_quantity_whole_number',
      'Whole numbers only',
    ])
    // The ceiling a quantity with no max stops at is part of the public API.
    expect(QUANTITY_CEILING).toBe(999)
    const user = userEvent.setup()
    render(
      <CarteUiProvider
        language="fr"
        t={createTranslate({ ui_str_quantity_whole_number: 'Nombres entiers uniquement' })}
      >
        <QuantityInput max={8} />
      </CarteUiProvider>,
    )
    await user.type(screen.getByRole('textbox'), 'x')
    expect(screen.getByRole('status')).toHaveTextContent(/^Nombres entiers uniquement$/)
  })
})
