import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  CarteUiProvider,
  createTranslate,
  directionOf,
  fontWeightFor,
  THEME_FONTS_ORIGIN,
  themeFonts,
  themeFontsHrefs,
  themeToCssVariables,
  useDirection,
  useT,
} from '../src/index'
import { expectNoSeriousAxeViolations } from './axe'

function Probe() {
  const t = useT()
  const dir = useDirection()
  return (
    <p data-dir={dir}>
      {t('ui_str_new_version', 'A new version (v.{version}) is available.', { version: '1.9.61' })}
    </p>
  )
}

describe('strings', () => {
  it('without a provider, components show the English default with params filled in (§8 new version)', () => {
    render(<Probe />)
    expect(screen.getByText('A new version (v.1.9.61) is available.')).toBeInTheDocument()
  })

  it('a venue ui_strings translation replaces the default and keeps placeholders working', () => {
    const t = createTranslate({ ui_str_new_version: 'نسخة جديدة (v.{version})' })
    render(
      <CarteUiProvider language="ar" t={t}>
        <Probe />
      </CarteUiProvider>,
    )
    expect(screen.getByText('نسخة جديدة (v.1.9.61)')).toBeInTheDocument()
  })

  it('an empty translation falls back to the English default', () => {
    const t = createTranslate({ ui_str_home: '' })
    expect(t('ui_str_home', 'Home')).toBe('Home')
    expect(createTranslate(null)('ui_str_home', 'Home')).toBe('Home')
  })
})

describe('direction (menu-browsing §1, §9: ar, he, fa are right to left)', () => {
  it.each([
    ['ar', 'rtl'],
    ['he', 'rtl'],
    ['fa', 'rtl'],
    ['AR-ae', 'rtl'],
    ['en', 'ltr'],
    ['zh-hans', 'ltr'],
    ['fr', 'ltr'],
  ] as const)('%s is %s', (language, dir) => {
    expect(directionOf(language)).toBe(dir)
  })

  it('the provider root carries dir and lang, and components read the direction', async () => {
    const { container } = render(
      <CarteUiProvider language="he">
        <Probe />
      </CarteUiProvider>,
    )
    const root = container.querySelector('.carte-root')
    expect(root).toHaveAttribute('dir', 'rtl')
    expect(root).toHaveAttribute('lang', 'he')
    expect(screen.getByText(/new version/)).toHaveAttribute('data-dir', 'rtl')
    await expectNoSeriousAxeViolations(container)
  })
})

describe('theme (menu-browsing §3 theme_data, §9 fonts)', () => {
  it('a font name ending in Regular is normal weight, anything else bold', () => {
    expect(fontWeightFor('Cairo-Regular')).toBe('400')
    expect(fontWeightFor('Roboto Regular')).toBe('400')
    expect(fontWeightFor('Cairo-Bold')).toBe('700')
    expect(fontWeightFor('Montserrat')).toBe('700')
  })

  it('colours, sizes and fonts become --carte-* custom properties; defaults are Roboto / Roboto Slab', () => {
    const vars = themeToCssVariables({
      header_background_color: '#112233',
      headerTextColor: 'rgba(0,0,0,0.5)',
      header_font_size: 18,
      drawer_font_family: 'Cairo-Regular',
      cart_font: 'Lato-Bold',
      ignored: null,
      nested: { a: 1 },
    })
    expect(vars['--carte-header-background-color']).toBe('#112233')
    expect(vars['--carte-header-text-color']).toBe('rgba(0,0,0,0.5)')
    // A colour of a font is a colour, not a font (the same key rule as themeFonts).
    expect(themeToCssVariables({ header_font_color: '#333333' })).toMatchObject({
      '--carte-header-font-color': '#333333',
    })
    expect(vars['--carte-header-font-size']).toBe('18px')
    expect(vars['--carte-drawer-font-family']).toBe(
      '"Cairo", "Roboto", "Roboto Fallback", system-ui, sans-serif',
    )
    expect(vars['--carte-drawer-font-family-weight']).toBe('400')
    expect(vars['--carte-cart-font-weight']).toBe('700')
    expect(vars['--carte-font-body']).toContain('Roboto')
    expect(vars['--carte-font-heading']).toContain('Roboto Slab')
  })

  it("a font size given as text ('18px', as venues send it) is a size, not a font (§3 theme_data)", () => {
    const vars = themeToCssVariables({
      header_font_size: '18px',
      drawer_font_size: '16',
      cart_font_size: 'large; color: red',
      category_title_font_size: 'big',
    })
    expect(vars['--carte-header-font-size']).toBe('18px')
    expect(vars['--carte-header-font-size-weight']).toBeUndefined()
    expect(vars['--carte-drawer-font-size']).toBe('16px')
    expect(vars['--carte-cart-font-size']).toBeUndefined()
    expect(vars['--carte-category-title-font-size']).toBeUndefined()
    expect(Object.keys(vars).some((k) => k.includes('ignored') || k.includes('nested'))).toBe(false)
  })

  // spec: §3 theme_data header font size; §2 Category page sticky bar (below the header).
  it('a header font size gives the header height the category bar sticks below', () => {
    const height = (size: unknown) =>
      themeToCssVariables({ header_font_size: size })['--carte-header-block-size']
    expect(height('26px')).toBe('max(56px, calc(2.7 * 26px + 8px))')
    expect(height(18)).toBe('max(56px, calc(2.7 * 18px + 8px))')
    expect(height('1.5rem')).toBe('max(56px, calc(2.7 * 1.5rem + 8px))')
    // Of the page's font, not of the bar's own (nor a percentage of the page's height).
    expect(height('1.25em')).toBe('max(56px, calc(2.7 * 1.25rem + 8px))')
    expect(height('125%')).toBe('max(56px, calc(2.7 * 1.25rem + 8px))')
    // No size, or one that is refused: the 56 px of the styles.
    expect(height('big')).toBeUndefined()
    expect(themeToCssVariables({})['--carte-header-block-size']).toBeUndefined()
  })

  it('values that could break out of a declaration are dropped', () => {
    const vars = themeToCssVariables({ header_background_color: 'red; background: url(x)', a: '}' })
    expect(vars['--carte-header-background-color']).toBeUndefined()
    expect(vars['--carte-a']).toBeUndefined()
  })

  it('the provider puts the variables on the root element', () => {
    const { container } = render(
      <CarteUiProvider language="en" theme={{ header_background_color: '#abcdef' }}>
        <span>x</span>
      </CarteUiProvider>,
    )
    const root = container.querySelector<HTMLElement>('.carte-root')
    expect(root?.style.getPropertyValue('--carte-header-background-color')).toBe('#abcdef')
  })
})

describe('themeFonts (menu-browsing §9 fonts)', () => {
  it('loads Roboto and Roboto Slab at 400 and 700, plus theme fonts at the weight their name implies', () => {
    const faces = themeFonts({
      header_font_family: 'Cairo-Regular',
      drawer_font_family: 'Cairo-Bold',
      cart_font: 'Roboto Bold',
      button_font_family: 'sans-serif',
      header_background_color: '#fff',
    })
    expect(faces).toEqual([
      { family: 'Roboto', weight: '400' },
      { family: 'Roboto', weight: '700' },
      { family: 'Roboto Slab', weight: '400' },
      { family: 'Roboto Slab', weight: '700' },
      { family: 'Cairo', weight: '400' },
      { family: 'Cairo', weight: '700' },
    ])
  })

  it('leaves out the system fonts every device has (the spec\'s "a few excluded")', () => {
    const faces = themeFonts({
      header_font_family: 'Arial',
      drawer_font_family: 'Helvetica Neue',
      cart_font_family: 'Times New Roman Regular',
      product_title_font_family: 'Georgia-Bold',
    })
    expect(faces).toEqual([
      { family: 'Roboto', weight: '400' },
      { family: 'Roboto', weight: '700' },
      { family: 'Roboto Slab', weight: '400' },
      { family: 'Roboto Slab', weight: '700' },
    ])
  })
})

describe('themeFontsHrefs (menu-browsing §9 "plus the theme\'s own fonts")', () => {
  it('asks Google Fonts for each theme family, one stylesheet per family, at the weights its names imply', () => {
    const hrefs = themeFontsHrefs({
      header_font_family: 'Playfair Display',
      category_title_font_family: 'Cairo-Regular',
      drawer_font_family: 'Cairo Bold',
      header_font_size: '18px',
      header_font_color: '#333333',
    })
    expect(hrefs).toEqual([
      `${THEME_FONTS_ORIGIN}/css2?family=Playfair+Display:wght@700&display=swap`,
      `${THEME_FONTS_ORIGIN}/css2?family=Cairo:wght@400;700&display=swap`,
    ])
    expect(new URL(hrefs[0] ?? '').origin).toBe('https://fonts.googleapis.com')
    expect(new URL(hrefs[1] ?? '').searchParams.get('family')).toBe('Cairo:wght@400;700')
  })

  it('asks for nothing when the theme names only the fonts @carte/ui/fonts.css ships, or none', () => {
    expect(themeFontsHrefs(null)).toEqual([])
    expect(themeFontsHrefs({})).toEqual([])
    expect(
      themeFontsHrefs({
        drawer_font_family: 'Roboto-Regular',
        header_font_family: 'Roboto Slab',
        cart_font_family: 'sans-serif',
        // A name not ending in Regular is bold, and Roboto 700 ships.
        product_title_font_family: 'Roboto Medium',
      }),
    ).toEqual([])
  })

  it('leaves out what no font service knows: a CSS stack, a name with punctuation', () => {
    expect(
      themeFontsHrefs({
        header_font_family: "'Open Sans', sans-serif",
        drawer_font_family: 'Noto&display=block',
        cart_font_family: 'Lato',
      }),
    ).toEqual([`${THEME_FONTS_ORIGIN}/css2?family=Lato:wght@700&display=swap`])
  })
})
