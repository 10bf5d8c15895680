import { describe, expect, it } from 'vitest'
import { DEFAULT_SUCCESS_COLOR, parseColor, successColor, toHexColor } from '../src/index'

// spec: menu-browsing §5 — colour helper accepts rgba or 3-digit or 6-digit hex.
describe('parseColor', () => {
  it('parses 6-digit and 3-digit hex', () => {
    expect(parseColor('#FF8800')).toEqual({ r: 255, g: 136, b: 0, a: 1 })
    expect(parseColor('#f80')).toEqual({ r: 255, g: 136, b: 0, a: 1 })
  })

  it('parses rgba and rgb', () => {
    expect(parseColor('rgba(10, 20, 30, 0.5)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 })
    expect(parseColor('rgb(10,20,30)')).toEqual({ r: 10, g: 20, b: 30, a: 1 })
  })

  it('rejects anything else', () => {
    for (const text of [
      '',
      'green',
      '#ff88',
      '#gg0000',
      'rgba(256, 0, 0, 1)',
      'rgba(0, 0, 0, 2)',
      'hsl(0, 0%, 0%)',
    ]) {
      expect(parseColor(text), text).toBeUndefined()
    }
  })
})

describe('toHexColor', () => {
  it('writes 6-digit lower-case hex', () => {
    expect(toHexColor({ r: 255, g: 136, b: 0, a: 0.2 })).toBe('#ff8800')
    expect(toHexColor({ r: 1, g: 2, b: 3, a: 1 })).toBe('#010203')
  })
})

// spec: menu-browsing §5 — the success colour is used only if it is a 6-digit hex colour,
// otherwise it falls back to a derived colour or green.
describe('successColor', () => {
  it('uses a 6-digit hex colour as it is', () => {
    expect(successColor('#12AB34')).toBe('#12AB34')
  })

  it('derives a 6-digit hex colour from 3-digit hex or rgba', () => {
    expect(successColor('#1a3')).toBe('#11aa33')
    expect(successColor('rgba(0, 128, 255, 0.4)')).toBe('#0080ff')
  })

  it('falls back to green', () => {
    expect(DEFAULT_SUCCESS_COLOR).toBe('#008000')
    expect(successColor('teal')).toBe('#008000')
    expect(successColor(undefined)).toBe('#008000')
    expect(successColor(null)).toBe('#008000')
  })
})
