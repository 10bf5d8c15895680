import { createFormValidator, type FormFieldDefinition, parseFormData } from '@carte/forms'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { CarteUiProvider, createTranslate } from '../src/index'
import { ValidatedForm } from './validated-form'

// spec: menu-browsing §9 "Arabic-Indic digits are available for ar when enable_arabic_numerals is
// on", §5 messages: a message's numbers are in the digits of the 'n / max' count beside the field.
const FIELDS: readonly FormFieldDefinition[] = parseFormData([
  { type: 'text', name: 'name', label: 'الاسم', maxlength: 40 },
  { type: 'number', name: 'guests', label: 'عدد الضيوف', min: 2, max: 20, step: 0.5 },
]).fields
const validate = createFormValidator(FIELDS)
const t = createTranslate({
  ui_str_form_maxLength: '{label} لا يمكن أن يتجاوز {n} حرفًا',
  ui_str_form_maxValue: '{label} يتطلب قيمة لا تزيد عن {max}',
  ui_str_form_minValue: '{label} يتطلب قيمة لا تقل عن {min}',
  ui_str_form_step: '{label} يجب أن يكون بخطوات من {step}',
})

function Form() {
  return <ValidatedForm fields={FIELDS} validate={validate} label="رأيك يهمنا" />
}

describe('DynamicForm message digits', () => {
  it('ar with Arabic-Indic digits: the messages say ٤٠, ٢٠, ٢ and ٠٫٥ as the count says ٤١ / ٤٠', async () => {
    const user = userEvent.setup()
    render(
      <CarteUiProvider language="ar" t={t} enableArabicNumerals>
        <Form />
      </CarteUiProvider>,
    )
    const name = screen.getByRole('textbox', { name: 'الاسم' })
    await user.click(name)
    await user.paste('x'.repeat(41))
    expect(name).toHaveAccessibleDescription('الاسم لا يمكن أن يتجاوز ٤٠ حرفًا ٤١ / ٤٠')
    const guests = screen.getByRole('spinbutton', { name: 'عدد الضيوف' })
    await user.type(guests, '٢٥')
    expect(guests).toHaveAccessibleDescription('عدد الضيوف يتطلب قيمة لا تزيد عن ٢٠')
    await user.clear(guests)
    await user.type(guests, '١')
    await user.tab()
    expect(guests).toHaveAccessibleDescription('عدد الضيوف يتطلب قيمة لا تقل عن ٢')
    await user.clear(guests)
    await user.type(guests, '٢٫٢')
    await user.tab()
    expect(guests).toHaveAccessibleDescription('عدد الضيوف يجب أن يكون بخطوات من ٠٫٥')
  })

  it('without the flag the messages keep Latin digits', async () => {
    const user = userEvent.setup()
    render(
      <CarteUiProvider language="ar" t={t}>
        <Form />
      </CarteUiProvider>,
    )
    const name = screen.getByRole('textbox', { name: 'الاسم' })
    await user.click(name)
    await user.paste('x'.repeat(41))
    expect(name).toHaveAccessibleDescription('الاسم لا يمكن أن يتجاوز 40 حرفًا 41 / 40')
  })
})
