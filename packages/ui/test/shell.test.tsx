import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import {
  CarteUiProvider,
  Drawer,
  Header,
  HeaderBase,
  type HeaderProps,
  ImageWithFallback,
  LanguageMenu,
  type LinkRenderProps,
  SegmentedControl,
  showsLanguageMenu,
} from '../src/index'
import { expectNoSeriousAxeViolations } from './axe'

const LANGS = [
  { code: 'en', name: 'English' },
  { code: 'ar', name: 'العربية' },
]

function renderHeader(props: Partial<HeaderProps> = {}) {
  return render(<Header title="Demo Grill" onMenuClick={() => {}} {...props} />)
}

// spec: menu-browsing §2 Header bar
describe('Header', () => {
  it('shows the menu button and the venue name; nothing optional by default', async () => {
    const { container } = renderHeader()
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument()
    // The venue name is the bar's text, not a heading: each screen has one h1, its own title
    // (WCAG 1.3.1, 2.4.6; axe page-has-heading-one and heading-order read it as a second h1).
    expect(within(screen.getByRole('banner')).getByText('Demo Grill')).toBeInTheDocument()
    expect(screen.queryByRole('heading')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Search' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Language' })).toBeNull()
    await expectNoSeriousAxeViolations(container)
  })

  it('the language menu shows only with more than one language and enable_language_header on', () => {
    const onLanguageChange = vi.fn()
    const { rerender } = renderHeader({ languages: LANGS, language: 'en', onLanguageChange })
    expect(screen.queryByRole('button', { name: 'Language' })).toBeNull()
    rerender(
      <Header
        title="x"
        onMenuClick={() => {}}
        languages={LANGS.slice(0, 1)}
        language="en"
        onLanguageChange={onLanguageChange}
        languageMenuEnabled
      />,
    )
    expect(screen.queryByRole('button', { name: 'Language' })).toBeNull()
    rerender(
      <Header
        title="x"
        onMenuClick={() => {}}
        languages={LANGS}
        language="en"
        onLanguageChange={onLanguageChange}
        languageMenuEnabled
      />,
    )
    expect(screen.getByRole('button', { name: 'Language' })).toBeInTheDocument()
  })

  it('given cart products, the cart link shows a badge with the total quantity', async () => {
    const { container } = renderHeader({
      cart: { href: '/en/cart', count: 3 },
      searchHref: '/en/search',
    })
    const cart = screen.getByRole('link', { name: 'Cart, 3 items in cart' })
    expect(cart).toHaveAttribute('href', '/en/cart')
    expect(cart).toHaveTextContent('3')
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/en/search')
    await expectNoSeriousAxeViolations(container)
  })

  it('with an empty cart there is no badge', () => {
    renderHeader({ cart: { href: '/en/cart', count: 0 } })
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveTextContent('')
  })

  it('with an active order the icon goes to the order page and shows a check mark instead of the badge', () => {
    renderHeader({ cart: { href: '/en/order/42', count: 2, activeOrder: true } })
    const link = screen.getByRole('link', { name: 'Active order' })
    expect(link).toHaveAttribute('href', '/en/order/42')
    expect(within(link).getByTestId('active-order-check')).toBeInTheDocument()
    expect(link).not.toHaveTextContent('2')
  })

  it('when ordering is closed the cart is dimmed and disabled (not a working link)', () => {
    const { container } = renderHeader({ cart: { href: '/en/cart', count: 1, disabled: true } })
    const cart = container.querySelector('.carte-cart')
    expect(cart).toBeDisabled()
    expect(cart).not.toHaveAttribute('href')
    expect(cart).toHaveAttribute('data-state', 'disabled')
  })

  it('the back button calls back; its arrow is marked to flip in right-to-left', async () => {
    const onBack = vi.fn()
    render(
      <CarteUiProvider language="ar">
        <Header title="x" onMenuClick={() => {}} onBack={onBack} />
      </CarteUiProvider>,
    )
    const back = screen.getByRole('button', { name: 'Back' })
    expect(back.querySelector('svg')).toHaveAttribute('data-flip-rtl')
    expect(back.closest('[dir]')).toHaveAttribute('dir', 'rtl')
    await userEvent.click(back)
    expect(onBack).toHaveBeenCalledOnce()
  })

  it('links render through the app-provided renderer (router Link)', () => {
    const renderLink = vi.fn(({ href, children, ...rest }: LinkRenderProps) => (
      <a href={`#router${href}`} {...rest}>
        {children}
      </a>
    ))
    render(
      <CarteUiProvider language="en" renderLink={renderLink}>
        <Header title="x" onMenuClick={() => {}} searchHref="/en/search" />
      </CarteUiProvider>,
    )
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute(
      'href',
      '#router/en/search',
    )
  })
})

describe('LanguageMenu', () => {
  it('when the diner picks another language, onValueChange gets its code', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<LanguageMenu languages={LANGS} value="en" onValueChange={onValueChange} />)
    await user.click(screen.getByRole('button', { name: 'Language' }))
    const arabic = await screen.findByRole('menuitemradio', { name: 'العربية' })
    expect(arabic).toHaveAttribute('lang', 'ar')
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await expectNoSeriousAxeViolations(document.body)
    await user.click(arabic)
    expect(onValueChange).toHaveBeenCalledWith('ar')
  })

  it("the full trigger (the drawer's) names the language and ends in a decorative chevron that turns while open", async () => {
    const user = userEvent.setup()
    render(<LanguageMenu variant="full" languages={LANGS} value="ar" onValueChange={() => {}} />)
    const trigger = screen.getByRole('button', { name: 'Language: العربية' })
    const chevron = trigger.querySelector('.carte-language-trigger__chevron')
    expect(chevron).not.toBeNull()
    expect(chevron).toHaveAttribute('aria-hidden', 'true')
    await user.click(trigger)
    await screen.findByRole('menuitemradio', { name: 'English' })
    expect(trigger).toHaveAttribute('data-state', 'open')
  })

  it('renders nothing with a single language', () => {
    const { container } = render(
      <LanguageMenu languages={LANGS.slice(0, 1)} value="en" onValueChange={() => {}} />,
    )
    expect(container.innerHTML).toBe('')
  })
})

/** A drawer opened by a button of its own, as the app's header opens it. */
function DrawerWithOpener(props: { title: string; homeHref: string; version: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <Drawer {...props} open={open} onOpenChange={setOpen} />
    </>
  )
}

// spec: menu-browsing §2 Drawer
describe('Drawer', () => {
  const base = {
    title: 'Demo Grill',
    homeHref: '/en/home',
    version: '1.9.60',
    defaultLogo: { src: '/default-logo.png', width: 120, height: 60 },
  }

  it('lists Home, categories, Promotions, pages and forms in order, with the version label', async () => {
    render(
      <Drawer
        {...base}
        defaultOpen
        categoryLinks={[{ href: '/en/category/1', label: 'Burgers' }]}
        promotionsHref="/en/promotions"
        pageLinks={[{ href: '/en/page/2', label: 'About' }]}
        formLinks={[{ href: '/en/form/3', label: 'Feedback' }]}
        languages={LANGS}
        language="en"
        onLanguageChange={() => {}}
      />,
    )
    const dialog = screen.getByRole('dialog', { name: 'Demo Grill' })
    const names = within(dialog)
      .getAllByRole('link')
      .map((a) => a.textContent)
    expect(names).toEqual(['Home', 'Burgers', 'Promotions', 'About', 'Feedback'])
    expect(within(dialog).getByText('Version 1.9.60')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Language: English' })).toBeInTheDocument()
    // The logo sits beside the venue name: decorative (alt=""), so the name is read once, as the
    // dialog's heading (WCAG 1.1.1 decorative images).
    const logo = dialog.querySelector('img.carte-drawer__logo')
    expect(logo).toHaveAttribute('src', '/default-logo.png')
    expect(logo).toHaveAttribute('alt', '')
    expect(within(dialog).queryByRole('img', { name: 'Demo Grill' })).toBeNull()
    expect(within(dialog).getAllByText('Demo Grill')).toHaveLength(1)
    expect(within(dialog).getByRole('heading', { name: 'Demo Grill' })).toBeInTheDocument()
    await expectNoSeriousAxeViolations(document.body)
  })

  it('without promotions there is no Promotions link; with one language no dropdown', () => {
    render(
      <Drawer
        {...base}
        defaultOpen
        languages={LANGS.slice(0, 1)}
        language="en"
        onLanguageChange={() => {}}
      />,
    )
    expect(screen.queryByRole('link', { name: 'Promotions' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Language/ })).toBeNull()
  })

  it('opens from the left, or from the right for ar, he, fa', () => {
    const { unmount } = render(
      <CarteUiProvider language="en">
        <Drawer {...base} defaultOpen />
      </CarteUiProvider>,
    )
    expect(screen.getByRole('dialog')).toHaveAttribute('data-side', 'left')
    unmount()
    render(
      <CarteUiProvider language="fa">
        <Drawer {...base} defaultOpen />
      </CarteUiProvider>,
    )
    expect(screen.getByRole('dialog')).toHaveAttribute('data-side', 'right')
    expect(screen.getByRole('dialog')).toHaveAttribute('dir', 'rtl')
  })

  it('closing it returns the focus to the button that opened it (keyboard use)', async () => {
    const user = userEvent.setup()
    render(<DrawerWithOpener {...base} />)
    const opener = screen.getByRole('button', { name: 'Open menu' })
    await user.click(opener)
    await screen.findByRole('dialog')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
    await user.click(opener)
    await user.click(screen.getByRole('button', { name: 'Close menu' }))
    expect(opener).toHaveFocus()
  })

  it('following a link closes it', async () => {
    const onOpenChange = vi.fn()
    render(<Drawer {...base} defaultOpen onOpenChange={onOpenChange} />)
    const home = screen.getByRole('link', { name: 'Home' })
    home.addEventListener('click', (e) => e.preventDefault())
    await userEvent.click(home)
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

/**
 * Makes every image with a source finished (`complete`, its `currentSrc` chosen, no natural width,
 * as a broken image or an SVG without a size is), decode() refusing the `broken` ones. jsdom loads
 * no images.
 * @returns the undo.
 */
function stubFinishedImages(broken: (img: HTMLImageElement) => boolean): () => void {
  const prototype = HTMLImageElement.prototype
  const complete = Object.getOwnPropertyDescriptor(prototype, 'complete')
  const currentSrc = Object.getOwnPropertyDescriptor(prototype, 'currentSrc')
  Object.defineProperty(prototype, 'complete', {
    configurable: true,
    get(this: HTMLImageElement) {
      return this.hasAttribute('src')
    },
  })
  Object.defineProperty(prototype, 'currentSrc', {
    configurable: true,
    get(this: HTMLImageElement) {
      return this.getAttribute('src') ?? ''
    },
  })
  Object.defineProperty(prototype, 'decode', {
    configurable: true,
    value(this: HTMLImageElement) {
      return broken(this)
        ? Promise.reject(new DOMException('The source image cannot be decoded.', 'EncodingError'))
        : Promise.resolve()
    },
  })
  return () => {
    if (complete) Object.defineProperty(prototype, 'complete', complete)
    if (currentSrc) Object.defineProperty(prototype, 'currentSrc', currentSrc)
    Reflect.deleteProperty(prototype, 'decode')
  }
}

/** A product picture and the venue's default_product_image. */
const burgerWithFallback = {
  image: { src: '/p.jpg', width: 300, height: 200 },
  fallback: { src: '/default.jpg', width: 300, height: 200 },
  alt: 'Burger',
}

describe('ImageWithFallback (architecture: width/height, lazy, fallback)', () => {
  it('renders the image with its size and lazy loading, and swaps to the fallback when it fails', async () => {
    render(<ImageWithFallback {...burgerWithFallback} />)
    const img = screen.getByRole('img', { name: 'Burger' })
    expect(img).toHaveAttribute('width', '300')
    expect(img).toHaveAttribute('height', '200')
    expect(img).toHaveAttribute('loading', 'lazy')
    img.dispatchEvent(new Event('error'))
    expect(await screen.findByRole('img', { name: 'Burger' })).toHaveAttribute(
      'src',
      '/default.jpg',
    )
    expect(screen.getByRole('img')).toHaveAttribute('data-state', 'fallback')
  })

  it('an image whose error came before it was on the page (no event reached it) still gives way to the fallback', async () => {
    // The browser finished '/p.jpg' as broken as soon as React set it on the new element, before
    // React committed it: the element is complete with no width, and decode() refuses it.
    const broken = (img: HTMLImageElement) => img.getAttribute('src') === '/p.jpg'
    const restore = stubFinishedImages(broken)
    try {
      render(<ImageWithFallback {...burgerWithFallback} />)
      await waitFor(() =>
        expect(screen.getByRole('img', { name: 'Burger' })).toHaveAttribute('src', '/default.jpg'),
      )
      expect(screen.getByRole('img')).toHaveAttribute('data-state', 'fallback')
    } finally {
      restore()
    }
  })

  it('a finished image without a width of its own that decodes (an SVG without a size) stays', async () => {
    const restore = stubFinishedImages(() => false)
    try {
      render(
        <ImageWithFallback
          image={{ src: '/logo.svg', width: 300, height: 200 }}
          fallback={{ src: '/default.jpg', width: 300, height: 200 }}
          alt="Logo"
        />,
      )
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/logo.svg')
      expect(screen.getByRole('img')).toHaveAttribute('data-state', 'loaded')
    } finally {
      restore()
    }
  })

  it('when the image and then its fallback fail, the placeholder shows and neither is tried again', () => {
    render(
      <ImageWithFallback
        {...burgerWithFallback}
        placeholder={<span data-testid="placeholder" />}
      />,
    )
    fireEvent.error(screen.getByRole('img', { name: 'Burger' }))
    expect(screen.getByRole('img')).toHaveAttribute('src', '/default.jpg')
    fireEvent.error(screen.getByRole('img', { name: 'Burger' }))
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByTestId('placeholder')).toBeInTheDocument()
  })

  it('afterPaint: the box is drawn first (its size, no source), the source follows a frame later', async () => {
    render(
      <ImageWithFallback
        image={{ src: '/p.jpg', width: 300, height: 200 }}
        alt="Burger"
        loading="eager"
        afterPaint
      />,
    )
    const img = screen.getByRole('img', { name: 'Burger' })
    expect(img).not.toHaveAttribute('src')
    expect(img).toHaveAttribute('width', '300')
    await waitFor(() => expect(img).toHaveAttribute('src', '/p.jpg'))
  })

  it('uses the fallback when there is no image at all', async () => {
    const { container } = render(
      <ImageWithFallback
        image={null}
        fallback={{ src: '/default.jpg', width: 10, height: 10 }}
        alt="x"
      />,
    )
    expect(screen.getByRole('img')).toHaveAttribute('src', '/default.jpg')
    await expectNoSeriousAxeViolations(container)
  })
})

describe('Drawer default logo', () => {
  it('without any logo image, a built-in default logo is shown, decorative beside the name', () => {
    render(<Drawer title="Demo Grill" homeHref="/en/home" version="1.9.60" defaultOpen />)
    const dialog = screen.getByRole('dialog', { name: 'Demo Grill' })
    const logo = dialog.querySelector('[data-default-logo]')
    expect(logo).toHaveAttribute('aria-hidden', 'true')
    expect(within(dialog).queryByRole('img')).toBeNull()
  })

  it('a venue logo that fails to load gives way to the built-in default logo, not to nothing', () => {
    render(
      <Drawer
        title="Demo Grill"
        homeHref="/en/home"
        version="1.9.60"
        logo={{ src: '/gone.png', width: 160, height: 160 }}
        defaultOpen
      />,
    )
    const dialog = screen.getByRole('dialog', { name: 'Demo Grill' })
    const image = dialog.querySelector('img.carte-drawer__logo')
    if (!image) throw new Error('no logo image')
    fireEvent.error(image)
    expect(dialog.querySelector('img.carte-drawer__logo')).toBeNull()
    expect(dialog.querySelector('[data-default-logo]')).toHaveAttribute('aria-hidden', 'true')
  })
})

describe('SegmentedControl (order type / payment type toggles)', () => {
  it('picks one option; pressing the chosen one again keeps it', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    const { container } = render(
      <SegmentedControl
        aria-label="Order type"
        defaultValue="dine_in"
        onValueChange={onValueChange}
        options={[
          { value: 'dine_in', label: 'Dine In' },
          { value: 'takeaway', label: 'Takeaway' },
          { value: 'delivery', label: 'Delivery', disabled: true },
        ]}
      />,
    )
    const dineIn = screen.getByRole('radio', { name: 'Dine In' })
    expect(dineIn).toHaveAttribute('data-state', 'on')
    expect(screen.getByRole('radio', { name: 'Delivery' })).toBeDisabled()
    await user.click(screen.getByRole('radio', { name: 'Takeaway' }))
    expect(onValueChange).toHaveBeenLastCalledWith('takeaway')
    await user.click(screen.getByRole('radio', { name: 'Takeaway' }))
    expect(screen.getByRole('radio', { name: 'Takeaway' })).toHaveAttribute('data-state', 'on')
    expect(onValueChange).toHaveBeenCalledTimes(1)
    await expectNoSeriousAxeViolations(container)
  })
})

// spec: menu-browsing §2 Header bar; issue 5 (the first screen shows the header without the
// dropdown's code: an app passes a light stand-in and loads LanguageMenu on the first press)
describe('HeaderBase and a language menu loaded on demand', () => {
  it('given a languageMenu slot, the header shows it before the search icon and no radix menu', () => {
    render(
      <HeaderBase
        title="Demo Grill"
        onMenuClick={() => {}}
        searchHref="/en/search"
        languageMenu={<button type="button">Language</button>}
      />,
    )
    const actions = screen.getByRole('link', { name: 'Search' }).parentElement
    expect(actions?.firstElementChild).toBe(screen.getByRole('button', { name: 'Language' }))
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('without a slot, HeaderBase shows no language control', () => {
    render(<HeaderBase title="Demo Grill" onMenuClick={() => {}} />)
    expect(screen.queryByRole('button', { name: 'Language' })).toBeNull()
  })

  it('LanguageMenu with defaultOpen shows its languages at once; choosing one reports it', async () => {
    const onValueChange = vi.fn()
    render(<LanguageMenu languages={LANGS} value="en" onValueChange={onValueChange} defaultOpen />)
    const arabic = await screen.findByRole('menuitemradio', { name: 'العربية' })
    await userEvent.click(arabic)
    expect(onValueChange).toHaveBeenCalledWith('ar')
  })

  it('showsLanguageMenu: more than one language and enable_language_header on', () => {
    const change = () => {}
    expect(showsLanguageMenu({ languages: LANGS, language: 'en', onLanguageChange: change })).toBe(
      false,
    )
    expect(
      showsLanguageMenu({
        languages: LANGS.slice(0, 1),
        language: 'en',
        onLanguageChange: change,
        languageMenuEnabled: true,
      }),
    ).toBe(false)
    expect(
      showsLanguageMenu({
        languages: LANGS,
        language: 'en',
        onLanguageChange: change,
        languageMenuEnabled: true,
      }),
    ).toBe(true)
  })
})
