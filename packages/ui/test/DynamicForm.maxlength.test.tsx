import { createFormValidator, type FormFieldDefinition, parseFormData } from '@carte/forms'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoSeriousAxeViolations } from './axe'
import { ValidatedForm } from './validated-form'

// spec: menu-browsing §5 "maxlength gives '{label} can not have more than {n} characters'": the
// text is kept as typed or pasted and the validator says it is too long (a native maxlength cut
// it silently, so the message could never show).
const FIELDS: readonly FormFieldDefinition[] = parseFormData([
  { type: 'text', subtype: 'text', name: 'nick', label: 'Nickname', maxlength: 5 },
  { type: 'textarea', name: 'comments', label: 'Comments', maxlength: 10 },
]).fields
const validate = createFormValidator(FIELDS)

function Form() {
  return <ValidatedForm fields={FIELDS} validate={validate} />
}

describe('DynamicForm maxlength (§5)', () => {
  it('typing past the limit keeps every character and shows the spec message', async () => {
    const user = userEvent.setup()
    const { container } = render(<Form />)
    const nick = screen.getByRole('textbox', { name: 'Nickname' })
    expect(nick).not.toHaveAttribute('maxlength')
    await user.type(nick, 'Habibi')
    expect(nick).toHaveValue('Habibi')
    expect(nick).toHaveAttribute('aria-invalid', 'true')
    expect(nick).toHaveAccessibleDescription(
      expect.stringContaining('Nickname can not have more than 5 characters'),
    )
    await expectNoSeriousAxeViolations(container)
  })

  it('pasted text past the limit of a textarea is kept and reported too', () => {
    render(<Form />)
    const comments = screen.getByRole('textbox', { name: 'Comments' })
    expect(comments).not.toHaveAttribute('maxlength')
    fireEvent.change(comments, { target: { value: 'The mezze were superb' } })
    expect(comments).toHaveValue('The mezze were superb')
    expect(screen.getByText('Comments can not have more than 10 characters')).toBeInTheDocument()
  })

  it('the count counts what is checked and sent: spaces around the answer are not (§5 maxlength)', async () => {
    const user = userEvent.setup()
    render(<Form />)
    const nick = screen.getByRole('textbox', { name: 'Nickname' })
    // Five letters and the space a phone keyboard adds after a word: within the limit, so the
    // count does not show 6 / 5 (over) beside a field that is valid.
    await user.type(nick, 'Habib ')
    expect(nick).toHaveAttribute('aria-invalid', 'false')
    expect(nick).toHaveAccessibleDescription('5 / 5')
  })

  it("a live count 'n / max' shows beside a field with a limit and describes it", async () => {
    const user = userEvent.setup()
    render(<Form />)
    const nick = screen.getByRole('textbox', { name: 'Nickname' })
    expect(nick).toHaveAccessibleDescription('0 / 5')
    await user.type(nick, 'Rana')
    expect(nick).toHaveAccessibleDescription('4 / 5')
    await user.type(nick, 'ya')
    expect(nick).toHaveAccessibleDescription('Nickname can not have more than 5 characters 6 / 5')
  })
})
