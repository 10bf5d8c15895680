import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  ClosedNotice,
  createTranslate,
  ErrorScreen,
  FormSuccess,
  Loader,
  LoadingOverlay,
  LoadingScreen,
  MinimumOrderBanner,
  StringsProvider,
  TOAST_DURATION_MS,
  Toaster,
  VersionBanner,
} from '../src/index'
import { expectNoSeriousAxeViolations } from './axe'

describe('Toaster (menu-browsing §4 Toasts, §8, §9 5000 ms)', () => {
  it('shows the spec presets with their English defaults', async () => {
    const { container } = render(
      <Toaster
        toasts={[
          { id: 'a', preset: 'cartItemAdded' },
          { id: 'b', preset: 'orderActiveTable' },
        ]}
        onDismiss={() => {}}
      />,
    )
    expect(screen.getAllByText('Item added to cart').length).toBeGreaterThan(0)
    expect(screen.getAllByText('Active order on this table').length).toBeGreaterThan(0)
    const items = container.querySelectorAll('.carte-toast')
    expect(items[0]).toHaveAttribute('data-variant', 'success')
    expect(items[1]).toHaveAttribute('data-variant', 'warning')
    await expectNoSeriousAxeViolations(container)
  })

  it('uses the venue translation of ui_str_cart_item_added', () => {
    render(
      <StringsProvider value={createTranslate({ ui_str_cart_item_added: 'Ajouté au panier' })}>
        <Toaster toasts={[{ id: 'a', preset: 'cartItemAdded' }]} onDismiss={() => {}} />
      </StringsProvider>,
    )
    expect(screen.getAllByText('Ajouté au panier').length).toBeGreaterThan(0)
  })

  it('auto-hides after 5000 ms and not before', () => {
    vi.useFakeTimers()
    try {
      const onDismiss = vi.fn()
      render(
        <Toaster toasts={[{ id: 'x', variant: 'info', message: 'Hello' }]} onDismiss={onDismiss} />,
      )
      expect(TOAST_DURATION_MS).toBe(5000)
      act(() => vi.advanceTimersByTime(4999))
      expect(onDismiss).not.toHaveBeenCalled()
      act(() => vi.advanceTimersByTime(1))
      expect(onDismiss).toHaveBeenCalledWith('x')
    } finally {
      vi.useRealTimers()
    }
  })

  it('the close button dismisses it', async () => {
    const onDismiss = vi.fn()
    render(
      <Toaster toasts={[{ id: 'x', variant: 'error', message: 'Oops' }]} onDismiss={onDismiss} />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onDismiss).toHaveBeenCalledWith('x')
  })
})

describe('VersionBanner (menu-browsing §4, §8)', () => {
  it('says which version is available, how to update, and Update calls back', async () => {
    const onUpdate = vi.fn()
    const { container } = render(<VersionBanner version="1.9.61" onUpdate={onUpdate} />)
    expect(screen.getByText('A new version (v.1.9.61) is available.')).toBeInTheDocument()
    expect(
      screen.getByText('Close all tabs and re-open the app or press "Update"'),
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Update' }))
    expect(onUpdate).toHaveBeenCalledOnce()
    await expectNoSeriousAxeViolations(container)
  })
})

describe('notices', () => {
  it('ClosedNotice says "We are currently closed" and when it opens if known', async () => {
    const { container, rerender } = render(<ClosedNotice />)
    expect(screen.getByRole('status')).toHaveTextContent('We are currently closed')
    rerender(<ClosedNotice opensAt="today at 18:00" />)
    expect(screen.getByText('Opens today at 18:00')).toBeInTheDocument()
    await expectNoSeriousAxeViolations(container)
  })

  it('MinimumOrderBanner names the amount (§5 Minimum order)', async () => {
    const { container } = render(<MinimumOrderBanner amount="AED 50.00" />)
    expect(screen.getByRole('alert')).toHaveTextContent('Minimum order amount required: AED 50.00')
    await expectNoSeriousAxeViolations(container)
  })

  it('Loader is a polite status named Loading; LoadingScreen shows the launch image with size', async () => {
    const { container } = render(
      <>
        <Loader />
        <LoadingScreen imageSrc="/en/menus/demo/loading-image/launch.png" imageAlt="Demo" />
      </>,
    )
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading')
    const img = screen.getByRole('img', { name: 'Demo' })
    expect(img).toHaveAttribute('width')
    expect(img).toHaveAttribute('height')
    await expectNoSeriousAxeViolations(container)
  })

  it('LoadingOverlay holds a large loader, a polite status named Loading or its own label (ordering-payment §9)', async () => {
    const { container, rerender } = render(<LoadingOverlay />)
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Loading')
    expect(status).toHaveAttribute('data-size', 'large')
    rerender(<LoadingOverlay label="Sending your order" />)
    expect(screen.getByRole('status')).toHaveTextContent('Sending your order')
    await expectNoSeriousAxeViolations(container)
  })

  it('ErrorScreen shows Error and the contact-support message (§8)', async () => {
    const { container } = render(<ErrorScreen />)
    expect(screen.getByRole('heading', { name: 'Error' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(/contact the support team/)
    await expectNoSeriousAxeViolations(container)
  })
})

describe('FormSuccess (menu-browsing §2 Form screen)', () => {
  it('shows the sanitized server message and a "Back To Menu" link to home', async () => {
    const { container } = render(
      <FormSuccess
        messageHtml={'<p>Thanks <b>a lot</b></p><img src=x onerror="alert(1)">'}
        backHref="/en/home"
        successColor="#00aa55"
      />,
    )
    expect(screen.getByText('a lot').tagName).toBe('B')
    expect(container.innerHTML).not.toContain('onerror')
    expect(screen.getByRole('link', { name: 'Back To Menu' })).toHaveAttribute('href', '/en/home')
    await expectNoSeriousAxeViolations(container)
  })

  // WCAG 2.4.3: the pressed button is gone; the focus moves to the message, so it is read. In a
  // status region that was there before it (the form screen's), it is announced as it comes in.
  it('the message takes the focus, and goes into a status region that was there before it', () => {
    const { rerender } = render(<div role="status" />)
    const region = screen.getByRole('status')
    expect(region).toHaveTextContent(/^$/)
    rerender(
      <div role="status">
        <FormSuccess messageHtml="<p>A waiter is on the way.</p>" backHref="/en/home" />
      </div>,
    )
    const message = screen.getByText('A waiter is on the way.')
    expect(screen.getByRole('status')).toBe(region)
    expect(document.activeElement).toContainElement(message)
    expect(document.activeElement).toHaveAttribute('tabindex', '-1')
    // FormSuccess adds no region of its own (a nested one would be created with its text).
    expect(screen.getAllByRole('status')).toHaveLength(1)
  })

  it('with an empty server message the focus goes to "Back To Menu"', () => {
    render(<FormSuccess messageHtml="" backHref="/en/home" />)
    expect(screen.getByRole('link', { name: 'Back To Menu' })).toHaveFocus()
  })
})
