// The feedback form's busy button has its own ui_strings key: the checkout's 'ui_str_submitting'
// ('SUBMITTING', ordering-payment) that a venue sets in capitals must not change it.
// spec: menu-browsing §4 Form submission "submitting (button 'Submitting')"
import { parseFormData } from '@carte/forms'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTranslate, DynamicForm, StringsProvider } from '../src/index'

const FIELDS = parseFormData([{ type: 'text', name: 'name', label: 'Name', required: true }]).fields

describe('DynamicForm submitting label', () => {
  it("reads 'Submitting' while a venue's checkout key says 'SUBMITTING'; its own key translates it", () => {
    const { unmount } = render(
      <StringsProvider value={createTranslate({ ui_str_submitting: 'SUBMITTING' })}>
        <DynamicForm fields={FIELDS} submitting aria-label="Feedback" />
      </StringsProvider>,
    )
    expect(screen.getByRole('button', { name: 'Submitting' })).toBeInTheDocument()
    unmount()
    render(
      <StringsProvider value={createTranslate({ ui_str_feedback_submitting: 'Envoi en cours' })}>
        <DynamicForm fields={FIELDS} submitting aria-label="Feedback" />
      </StringsProvider>,
    )
    expect(screen.getByRole('button', { name: 'Envoi en cours' })).toBeInTheDocument()
  })
})
