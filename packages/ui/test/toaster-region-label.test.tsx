import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTranslate, StringsProvider, Toaster } from '../src/index'

// spec: menu-browsing §4 Toasts, §3 ui_strings; WCAG 3.1.2: the toast region (a landmark a
// screen reader lists) is named in the diner's language, with radix's F8 hotkey.
describe('Toaster region name', () => {
  it('uses the translated ui_str_notifications (Arabic), not radix’s English default', () => {
    render(
      <StringsProvider value={createTranslate({ ui_str_notifications: 'الإشعارات' })}>
        <Toaster toasts={[{ id: 'a', preset: 'cartItemAdded' }]} onDismiss={() => {}} />
      </StringsProvider>,
    )
    expect(screen.getByRole('region', { name: 'الإشعارات (F8)' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull()
  })

  it('its own key ui_str_notifications_region when a venue words the whole name', () => {
    render(
      <StringsProvider
        value={createTranslate({ ui_str_notifications_region: 'Avis (touche {hotkey})' })}
      >
        <Toaster toasts={[]} onDismiss={() => {}} />
      </StringsProvider>,
    )
    expect(screen.getByRole('region', { name: 'Avis (touche F8)' })).toBeInTheDocument()
  })

  it('English by default: "Notifications (F8)"', () => {
    render(<Toaster toasts={[]} onDismiss={() => {}} />)
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument()
  })
})
