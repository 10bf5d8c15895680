import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import fc from 'fast-check'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import {
  Carousel,
  CarteUiProvider,
  HeaderBase,
  parseTypedQuantity,
  QuantityInput,
  StarRating,
  useFormatCount,
  VariationGroups,
} from '../src/index'
import { expectNoSeriousAxeViolations } from './axe'

// spec: menu-browsing §9 "Arabic-Indic digits are available for ar when enable_arabic_numerals is
// on"; architecture: Arabic-Indic digits only where enable_arabic_numerals and the language is ar.
// Expected digits are written out by hand: ٠١٢٣٤٥٦٧٨٩.

function inMenu(language: string, enableArabicNumerals: boolean | undefined, children: ReactNode) {
  return render(
    <CarteUiProvider language={language} enableArabicNumerals={enableArabicNumerals}>
      {children}
    </CarteUiProvider>,
  )
}

function GroupedAndNot() {
  const formatCount = useFormatCount()
  return (
    <p>
      {formatCount(1204)} {formatCount(1204, { grouping: false })}
    </p>
  )
}

const header = (count: number) => (
  <HeaderBase title="Partner Café" onMenuClick={() => {}} cart={{ href: '/ar/cart', count }} />
)

describe('the cart badge', () => {
  it("given ar with enable_arabic_numerals, 3 cart items show '٣' and the link says so", async () => {
    const { container } = inMenu('ar', true, header(3))
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^٣$/)
    expect(screen.getByRole('link', { name: 'Cart, ٣ items in cart' })).toBeInTheDocument()
    await expectNoSeriousAxeViolations(container)
  })

  it("12 items in ar with the flag read '١٢'", () => {
    inMenu('ar', true, header(12))
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^١٢$/)
  })

  it('ar without the flag, and English with it, keep Latin digits', () => {
    const { unmount } = inMenu('ar', false, header(12))
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^12$/)
    unmount()
    inMenu('en', true, header(12))
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^12$/)
  })

  it('without any provider the badge shows Latin digits', () => {
    render(header(4))
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^4$/)
  })
})

/** A quantity box at 2 in the given menu, emptied, then typed into by the diner. */
async function typeQuantity(
  language: string,
  enableArabicNumerals: boolean,
  { max }: { readonly max: number },
  text: string,
) {
  const user = userEvent.setup()
  const onValueChange = vi.fn()
  inMenu(
    language,
    enableArabicNumerals,
    <QuantityInput defaultValue={2} max={max} onValueChange={onValueChange} />,
  )
  const box = screen.getByRole('textbox')
  await user.clear(box)
  await user.type(box, text)
  return { box, onValueChange, user }
}

// spec: menu-browsing §5 Quantity, §2 Dialogs (typed values inside the bounds), §9 digits
describe('the quantity box', () => {
  it("given ar with the flag, quantity 2 shows '٢' and + makes it '٣'", async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    const { container } = inMenu(
      'ar',
      true,
      <QuantityInput defaultValue={2} max={20} onValueChange={onValueChange} />,
    )
    const box = screen.getByRole('textbox', { name: 'Quantity' })
    expect(box).toHaveValue('٢')
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
    expect(box).toHaveValue('٣')
    expect(onValueChange.mock.calls).toEqual([[3]])
    await expectNoSeriousAxeViolations(container)
  })

  it("a quantity of 1204 shows without grouping ('١٢٠٤'), so it can be typed back as shown", () => {
    inMenu('ar', true, <QuantityInput defaultValue={1204} />)
    expect(screen.getByRole('textbox')).toHaveValue('١٢٠٤')
  })

  it("when the diner types Arabic-Indic '١٢' the quantity becomes 12", async () => {
    const { box, onValueChange } = await typeQuantity('ar', true, { max: 20 }, '١٢')
    expect(onValueChange).toHaveBeenLastCalledWith(12)
    expect(box).toHaveValue('١٢')
  })

  it("with Latin digits shown, a typed '٥' is still read as 5 and shown as '5'", async () => {
    const { box, onValueChange } = await typeQuantity('en', false, { max: 9 }, '٥')
    expect(onValueChange).toHaveBeenLastCalledWith(5)
    expect(box).toHaveValue('5')
  })

  it('an Arabic-Indic value beyond max is not accepted either', async () => {
    const { box, onValueChange, user } = await typeQuantity('ar', true, { max: 5 }, '٩')
    expect(onValueChange).not.toHaveBeenCalled()
    await user.tab()
    expect(box).toHaveValue('٢')
  })

  it('the box allows the digits it shows (its pattern matches Arabic-Indic digits)', () => {
    inMenu('ar', true, <QuantityInput defaultValue={3} />)
    const box = screen.getByRole('textbox')
    const pattern = new RegExp(`^(?:${box.getAttribute('pattern') ?? ''})$`, 'v')
    expect(pattern.test('٣')).toBe(true)
    expect(pattern.test('۳')).toBe(true)
    expect(pattern.test('3')).toBe(true)
    expect(pattern.test('3a')).toBe(false)
  })
})

describe('parseTypedQuantity with other digits', () => {
  it("reads Arabic-Indic '١٢' and Persian '۱۲' as 12", () => {
    expect(parseTypedQuantity('١٢', { min: 1 })).toBe(12)
    expect(parseTypedQuantity('۱۲', { min: 1 })).toBe(12)
    expect(parseTypedQuantity(' ٣ ', { min: 1, max: 3 })).toBe(3)
  })

  it('rejects mixed text and out-of-bounds values in any digits', () => {
    expect(parseTypedQuantity('١x', { min: 1 })).toBeNull()
    expect(parseTypedQuantity('٠', { min: 1 })).toBeNull()
    expect(parseTypedQuantity('١٠', { min: 1, max: 9 })).toBeNull()
  })

  describe('properties', () => {
    const ARABIC = '٠١٢٣٤٥٦٧٨٩'
    it('a whole number inside the bounds written in Arabic-Indic digits reads as itself', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 10_000 }), (n) => {
          const typed = [...String(n)].map((digit) => ARABIC[Number(digit)]).join('')
          expect(parseTypedQuantity(typed, { min: 1, max: 10_000 })).toBe(n)
        }),
        { numRuns: 1000 },
      )
    })
  })
})

/** A multiple-choice toppings group allowing `maxChoicesAllowed` choices. */
const toppings = (maxChoicesAllowed: number) => (
  <VariationGroups
    groups={[
      {
        id: 3,
        name: 'Toppings',
        required: false,
        multiple: true,
        maxChoicesAllowed,
        values: [{ id: 30, label: 'Cheese' }],
      },
    ]}
  />
)

// spec: menu-browsing §2 Dynamic form fields (starRating), §4 Variation dialog, §3 promotions
describe('other counts @carte/ui shows', () => {
  it("star labels in ar with the flag read '٣ of ٥ stars'", () => {
    inMenu('ar', true, <StarRating max={5} />)
    expect(screen.getByRole('radio', { name: '٣ of ٥ stars' })).toBeInTheDocument()
  })

  it("a multiple group's hint reads 'Choose up to ٢' in ar with the flag", () => {
    inMenu('ar', true, toppings(2))
    expect(screen.getByText('Choose up to ٢')).toBeInTheDocument()
  })

  it("a group with a negative limit shows no 'Choose up to' hint (no limit applies)", () => {
    inMenu('en', false, toppings(-1))
    expect(screen.queryByText(/Choose up to/)).toBeNull()
  })

  it("carousel slides are named '١ / ٢' in ar with the flag", () => {
    inMenu(
      'ar',
      true,
      <Carousel aria-label="Promotions">
        <p key="a">A</p>
        <p key="b">B</p>
      </Carousel>,
    )
    expect(screen.getByRole('group', { name: '١ / ٢' })).toBeInTheDocument()
  })

  it('useFormatCount groups large counts unless told not to', () => {
    inMenu('ar', true, <GroupedAndNot />)
    expect(screen.getByText('١٬٢٠٤ ١٢٠٤')).toBeInTheDocument()
  })
})
