import { render } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { FormSuccess, ThemeProvider, themeToCssVariables } from '../src/index'
import { resolvedStyle, uiStylesheet, useStylesheets } from './resolved-style'

// spec: menu-browsing §5 "The success colour is used only if it is a 6-digit hex colour, otherwise
// it falls back to a derived colour or green." Green is #008000; the derived colours below are
// worked out by hand (#1a3 doubles each digit; rgba drops the alpha).
const GREEN = '#008000'

beforeAll(() => useStylesheets(uiStylesheet()))

function successPanel(theme: Record<string, string>, successColor?: string) {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <FormSuccess
        messageHtml="<p>Thank you</p>"
        backHref="/en/home"
        {...(successColor === undefined ? {} : { successColor })}
      />
    </ThemeProvider>,
  )
  const message = container.querySelector('.carte-form-success__message p')
  const mark = container.querySelector('.carte-success-mark')
  if (!message || !mark) throw new Error('FormSuccess rendered no message or mark')
  return { text: resolvedStyle(message, 'color'), mark: resolvedStyle(mark, 'stroke') }
}

describe('success colour (menu-browsing §5)', () => {
  it('the theme variable holds a 6-digit hex as given, else the derived colour, else green', () => {
    const of = (value: string) =>
      themeToCssVariables({ feedback_success_text_color: value })[
        '--carte-feedback-success-text-color'
      ]
    expect(of('#12AB34')).toBe('#12AB34')
    expect(of('#1a3')).toBe('#11aa33')
    expect(of('rgba(0, 128, 255, 0.4)')).toBe('#0080ff')
    expect(of('teal')).toBe(GREEN)
    expect(of('#12345')).toBe(GREEN)
  })

  it('an invalid theme colour: the success text and the mark are green, not the raw value', () => {
    expect(successPanel({ feedback_success_text_color: 'not-a-colour' })).toEqual({
      text: GREEN,
      mark: GREEN,
    })
  })

  it('a 3-digit theme colour: text and mark take the colour derived from it', () => {
    expect(successPanel({ feedback_success_text_color: '#1a3' })).toEqual({
      text: '#11aa33',
      mark: '#11aa33',
    })
  })

  it('a 6-digit theme colour is used for the text and the mark', () => {
    expect(successPanel({ feedback_success_text_color: '#1b7f3b' })).toEqual({
      text: '#1b7f3b',
      mark: '#1b7f3b',
    })
  })

  it('no theme colour: green', () => {
    expect(successPanel({})).toEqual({ text: GREEN, mark: GREEN })
  })

  it("FormSuccess's own successColor is validated too: an invalid one gives green", () => {
    expect(successPanel({ feedback_success_text_color: '#1b7f3b' }, 'teal')).toEqual({
      text: GREEN,
      mark: GREEN,
    })
    expect(successPanel({}, '#abc')).toEqual({ text: '#aabbcc', mark: '#aabbcc' })
  })
})
