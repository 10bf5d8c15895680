import { render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  Drawer,
  DynamicForm,
  FormSuccess,
  Header,
  LanguageMenu,
  ProductCard,
  ThemeProvider,
} from '../src/index'
import { resolvedFont, uiStylesheet, useStylesheets } from './resolved-style'

// spec: menu-browsing §3 "theme_data: colours, font families and font sizes for header, drawer,
// language dropdown, cart screen, the feedback success text, feedback submit button and
// continue-shopping button"; §9 "A font name ending in Regular is normal weight, otherwise bold."
// The keys are those of venue-api's seed themes (apps/venue-api/src/seed/base.ts `theme`). Each area
// gets a font and a size of its own here, so a rule reading another area's variable (or none) fails.
// (The cart screen and category titles are the app's stylesheets: apps/menu-web/test.)
const THEME = {
  header_font_family: 'Playfair Display',
  header_font_size: '21px',
  drawer_font_family: 'Roboto',
  drawer_font_size: '17px',
  language_dropdown_font_family: 'Cairo-Regular',
  language_dropdown_font_size: '13px',
  feedback_success_text_font_family: 'Lato-Regular',
  feedback_success_text_font_size: '19px',
  feedback_submit_button_font_family: 'Oswald',
  feedback_submit_button_font_size: '15px',
  continue_shopping_button_font_family: 'Merriweather-Regular',
  continue_shopping_button_font_size: '14px',
  product_title_font_family: 'Inter-Regular',
  product_title_font_size: '12px',
}

/** Areas this package styles, as theme_data key prefixes. */
const UI_AREAS = [
  'header',
  'drawer',
  'language_dropdown',
  'feedback_success_text',
  'feedback_submit_button',
  'continue_shopping_button',
  'product_title',
] as const

beforeAll(() => useStylesheets(uiStylesheet()))

function themed(children: ReactNode, theme: Record<string, string> = THEME) {
  return render(<ThemeProvider theme={theme}>{children}</ThemeProvider>)
}

const LANGS = [
  { code: 'en', name: 'English' },
  { code: 'ar', name: 'العربية' },
]
const drawer = (
  <Drawer
    title="Demo Grill"
    homeHref="/en/home"
    version="1.9.60"
    defaultOpen
    languages={LANGS}
    language="en"
    onLanguageChange={() => {}}
  />
)

const productCard = (
  <ProductCard id={7} name="Smash Burger" href="/en/product/7" price="AED 38.00" viewFormat={2} />
)

describe('theme fonts reach every §3 area (menu-browsing §3 theme_data, §9 weight)', () => {
  it('the stylesheet reads the family, the weight and the size variable of every area', () => {
    const css = uiStylesheet()
    for (const area of UI_AREAS) {
      const name = area.replace(/_/g, '-')
      const reads = [
        `var(--carte-${name}-font-family,`,
        `var(--carte-${name}-font-family-weight,`,
        `var(--carte-${name}-font-size,`,
      ].filter((v) => !css.includes(v))
      expect({ area, missing: reads }).toEqual({ area, missing: [] })
    }
  })

  it('header: its title in the header font, bold for a name not ending in Regular, at its size', () => {
    const { container } = themed(<Header title="Demo Grill" onMenuClick={() => {}} />)
    expect(resolvedFont(container.querySelector('.carte-header'))).toMatchObject({ size: '21px' })
    expect(resolvedFont(screen.getByText('Demo Grill'))).toMatchObject({
      family: 'Playfair Display',
      weight: '700',
    })
  })

  it("drawer: links and title in the drawer font; 'Roboto' does not end in Regular, so bold", () => {
    themed(drawer)
    const dialog = screen.getByRole('dialog', { name: 'Demo Grill' })
    expect(resolvedFont(within(dialog).getByRole('link', { name: 'Home' }))).toEqual({
      family: 'Roboto',
      size: '17px',
      weight: '700',
    })
    expect(resolvedFont(dialog.querySelector('.carte-drawer__title'))).toMatchObject({
      family: 'Roboto',
      weight: '700',
    })
  })

  it("language dropdown: the drawer's trigger and the open menu in 'Cairo-Regular', normal weight", () => {
    themed(drawer)
    const trigger = screen.getByRole('button', { name: 'Language: English' })
    expect(resolvedFont(trigger)).toEqual({ family: 'Cairo', size: '13px', weight: '400' })
  })

  it('language dropdown: the items of the open menu', () => {
    themed(<LanguageMenu languages={LANGS} value="en" onValueChange={() => {}} defaultOpen />)
    expect(resolvedFont(screen.getByRole('menuitemradio', { name: 'العربية' }))).toEqual({
      family: 'Cairo',
      size: '13px',
      weight: '400',
    })
  })

  it('feedback success text and continue-shopping button, each in its own font', () => {
    const { container } = themed(<FormSuccess messageHtml="<p>Thank you</p>" backHref="/en/home" />)
    expect(resolvedFont(container.querySelector('.carte-form-success__message p'))).toEqual({
      family: 'Lato',
      size: '19px',
      weight: '400',
    })
    expect(resolvedFont(screen.getByRole('link', { name: 'Back To Menu' }))).toEqual({
      family: 'Merriweather',
      size: '14px',
      weight: '400',
    })
  })

  it('feedback submit button in its font, size and weight', () => {
    themed(<DynamicForm aria-label="Feedback" fields={[]} />)
    expect(resolvedFont(screen.getByRole('button', { name: 'Submit' }))).toEqual({
      family: 'Oswald',
      size: '15px',
      weight: '700',
    })
  })

  it('product names (ProductCard) in the product title font: Inter-Regular is normal weight', () => {
    const { container } = themed(productCard)
    expect(resolvedFont(container.querySelector('.carte-product__name'))).toEqual({
      family: 'Inter',
      size: '12px',
      weight: '400',
    })
  })

  it('a venue that sets no fonts: areas inherit the body font; buttons and names stay bold', () => {
    const { container } = themed(
      <>
        {drawer}
        <FormSuccess messageHtml="<p>Thank you</p>" backHref="/en/home" />
        <DynamicForm aria-label="Feedback" fields={[]} />
        {productCard}
      </>,
      {},
    )
    const home = within(screen.getByRole('dialog')).getByRole('link', { name: 'Home' })
    expect(resolvedFont(home)).toEqual({ family: 'Roboto', size: '1rem', weight: 'initial' })
    expect(resolvedFont(screen.getByRole('button', { name: 'Language: English' }))).toMatchObject({
      family: 'Roboto',
      weight: 'initial',
    })
    expect(resolvedFont(container.querySelector('.carte-form-success__message p'))).toMatchObject({
      family: 'Roboto',
      weight: 'initial',
    })
    // The open drawer is modal: what lies behind it is hidden from the accessibility tree.
    const behind = { hidden: true }
    expect(resolvedFont(screen.getByRole('link', { name: 'Back To Menu', ...behind })).weight).toBe(
      '700',
    )
    expect(resolvedFont(screen.getByRole('button', { name: 'Submit', ...behind })).weight).toBe(
      '700',
    )
    expect(resolvedFont(container.querySelector('.carte-product__name')).weight).toBe('700')
  })
})
