import type { Browser, Page } from 'playwright-core'
import Sqids from 'sqids'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, createTableOrder, kwd, postJson } from './checkout-support'
import { expectAccessible, launchBrowser, openPage, origin } from './harness'

// The partner integration's dine-in payment page /{lang}/af-checkout/{id} (ordering-payment §2
// Dine-in payment checkout, §4 Tips / Wallet / Split payments, §5, §7 /iiko/...). Table orders are
// created through venue-api's HTTP (partner seed, apps/venue-api/src/seed/partner.ts) and accepted
// through the staff console's JSON call, as the venue's staff would.
// Amounts by hand: 2 × Machboos Laham 2.750 = 5.500, lunch club 10 % off mains 0.550: total 4.950
// (KWD, 3 decimals). Each test uses its own Courtyard table (11-30, no minimum).

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

interface ApiOrder {
  uuid: string
  status: string
  total: string
  balance_due: string
  additional_data: { tips_amount: string }
  payments: { payment_type: string; amount: string }[]
  split_payments: { uuid: string; status: string; guest_name: string; amount: string }[]
}

async function readOrder(uuid: string): Promise<ApiOrder> {
  const response = await fetch(`${api()}/en/api/order/${uuid}/`)
  expect(response.status).toBe(200)
  return (await response.json()) as ApiOrder
}

async function setStatus(uuid: string, status: string): Promise<void> {
  expect((await postJson(`/console/api/orders/${uuid}/status`, { status })).status).toBe(200)
}

/** Sits at the partner table (its t/{code} link), then opens the order's payment page. */
async function openCheckout(page: Page, table: number, uuid: string, lang = 'en'): Promise<void> {
  await page.goto(`${origin()}/partner/t/${new Sqids().encode([table])}`)
  await page.waitForURL(/\/en\/home$/)
  await page.goto(`${origin()}/${lang}/af-checkout/${uuid}`)
  await page.getByTestId('af-checkout').waitFor()
}

describe('dine-in payment checkout (ordering-payment §2, §4 Tips / Wallet / Split payments, §5, §7, §8)', () => {
  it('an unknown order says so, a pending one goes to its order page; an accepted one shows the receipt and pays in full, again after a failed start', async () => {
    const order = await createTableOrder<ApiOrder>(21)
    const { page, context, problems } = await openPage(browser)
    try {
      // Bad input: an order not accepted yet is not payable here, the order page shows (§4).
      await page.goto(`${origin()}/partner/t/${new Sqids().encode([21])}`)
      await page.waitForURL(/\/en\/home$/)
      // An unknown order: the not-found state, no payment cards.
      await page.goto(`${origin()}/en/af-checkout/00000000-0000-4000-8000-000000000000`)
      await page.getByTestId('af-not-found').waitFor()
      expect(await page.getByTestId('af-payment-options').count()).toBe(0)
      await page.goto(`${origin()}/en/af-checkout/${order.uuid}`)
      await page.waitForURL(new RegExp(`/en/order/${order.uuid}$`))
      await page.getByTestId('order-screen').waitFor()

      await setStatus(order.uuid, 'accepted')
      await page.goto(`${origin()}/en/af-checkout/${order.uuid}`)
      await page.getByTestId('af-checkout').waitFor()
      // The receipt and the balance due, the server's own amounts.
      await page.getByTestId('order-number').waitFor()
      expect(await page.getByTestId('af-balance-due').textContent()).toBe(
        `Balance due ${kwd('4.950')}`,
      )
      // No thank-you message: the order did not arrive through navigation state (§2).
      expect(await page.getByTestId('af-thanks').count()).toBe(0)
      await expectAccessible(page)
      // A payment start that fails says so and may be tried again (§8 "redirecting state reset").
      await page.route(`${api()}/iiko/af/payments/`, (route) => route.abort(), { times: 1 })
      await page.getByTestId('af-pay-full').click()
      await page.getByTestId('af-payment-failed').waitFor()
      await page.waitForFunction(() => document.activeElement?.id === 'af-payment-options-title')
      expect(await page.getByTestId('af-pay-full').isEnabled()).toBe(true)
      expect(page.url()).toBe(`${origin()}/en/af-checkout/${order.uuid}`)
      // Pay in full: POST /iiko/af/payments/ and the browser follows the payment URL.
      const paid = page.waitForRequest(
        (request) => request.url().endsWith('/iiko/af/payments/') && request.method() === 'POST',
      )
      await page.getByTestId('af-pay-full').click()
      const body = (await paid).postDataJSON() as Record<string, unknown>
      expect(body).toEqual({
        order_id: order.uuid,
        payment_options: 'full',
        selected_language: 'en',
      })
      await page.waitForURL(/\/pay\/ngenius\//)
      expect(problems).toEqual([])
    } finally {
      await setStatus(order.uuid, 'fulfilled')
      await context.close()
    }
  })

  it('splits the bill between 3 guests, refuses a split that does not add up, and pays one share', async () => {
    const order = await createTableOrder<ApiOrder>(22)
    await setStatus(order.uuid, 'accepted')
    const { page, context, problems } = await openPage(browser)
    try {
      await openCheckout(page, 22, order.uuid)
      await page.getByRole('radio', { name: 'Split bill' }).click()
      const form = page.getByTestId('af-split-form')
      await form.waitFor()
      expect(await form.getByText('Max upto 6 guests').count()).toBe(1)
      // Default: 2 guests, half each (4.950 / 2 = 2.475).
      expect(await page.getByLabel('Guest 1').inputValue()).toBe('2.475')
      expect(await page.getByLabel('Guest 2').inputValue()).toBe('2.475')
      await page.getByRole('button', { name: 'Increase quantity' }).click()
      // 3 guests: 1.650 each.
      for (const guest of ['Guest 1', 'Guest 2', 'Guest 3']) {
        expect(await page.getByLabel(guest).inputValue()).toBe('1.650')
      }
      // Bad input: shares that do not add up to the balance due (§5 'Invalid Split Total').
      await page.getByLabel('Guest 3').fill('1.000')
      const submit = page.getByTestId('af-split-submit')
      expect(await submit.textContent()).toBe('Invalid Split Total')
      expect(await submit.isDisabled()).toBe(true)
      await page.getByLabel('Guest 1').fill('2.300')
      expect(await submit.textContent()).toBe('Split Payment')
      await expectAccessible(page)
      // A failed request says so and keeps what was typed (§8; architecture: nothing dropped).
      await page.route(`${api()}/iiko/af/split-payments/create/`, (route) => route.abort(), {
        times: 1,
      })
      await submit.click()
      await page.getByTestId('af-split-failed').waitFor()
      expect(await page.getByLabel('Guest 1').inputValue()).toBe('2.300')
      expect((await readOrder(order.uuid)).split_payments).toEqual([])
      await submit.click()
      // The shares exist on the server; split mode stays on with one Pay per guest.
      const shares = page.getByTestId('af-split-shares')
      await shares.waitFor()
      // The split form went away with its pressed button: the card's heading has the focus (WCAG 2.4.3).
      await page.waitForFunction(() => document.activeElement?.id === 'af-payment-options-title')
      const stored = await readOrder(order.uuid)
      expect(stored.split_payments.map((share) => share.amount)).toEqual([
        '2.300',
        '1.650',
        '1.000',
      ])
      expect(await page.getByRole('radio', { name: 'Split bill' }).count()).toBe(0)
      expect(await shares.getByRole('button', { name: /^Pay / }).count()).toBe(3)
      await expectAccessible(page)
      // Guest 2 pays: POST /iiko/af/split-payments/ and the payment page.
      const paying = page.waitForRequest((request) =>
        request.url().endsWith('/iiko/af/split-payments/'),
      )
      await shares.getByRole('button', { name: 'Pay Guest 2' }).click()
      const second = stored.split_payments[1]
      expect((await paying).postDataJSON()).toEqual({
        order_id: order.uuid,
        split_payment_uuid: second?.uuid,
        selected_language: 'en',
      })
      await page.waitForURL(/\/pay\/ngenius\//)
      // Back on the page, that share is 'In Progress' (§4 Split payments: PENDING).
      await page.goto(`${origin()}/en/af-checkout/${order.uuid}`)
      await page.getByTestId('af-split-shares').waitFor()
      expect(
        await page.getByTestId('af-split-shares').locator('li').nth(1).textContent(),
      ).toContain('In Progress')
      expect(problems).toEqual([])
    } finally {
      await setStatus(order.uuid, 'fulfilled')
      await context.close()
    }
  })

  it('adds a 10 % tip, refuses a negative custom tip, rounds a custom one and removes it (§4 Tips, §5 Tips)', async () => {
    const order = await createTableOrder<ApiOrder>(24)
    await setStatus(order.uuid, 'accepted')
    const { page, context, problems } = await openPage(browser)
    const tipCalls: unknown[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/iiko/tips/loyalty/promotions/'))
        tipCalls.push(request.postDataJSON())
    })
    try {
      await openCheckout(page, 24, order.uuid)
      const card = page.getByTestId('af-tips')
      await card.waitFor()
      // Quick choices: 0, 5, 10, 15 % of 4.950 = 0.000, 0.248 (0.2475 half-up), 0.495, 0.743.
      const choices = card.getByRole('group', { name: 'Tip amount' }).getByRole('button')
      expect(await choices.allTextContents()).toEqual([
        `0% ${kwd('0.000')}`,
        `5% ${kwd('0.248')}`,
        `10% ${kwd('0.495')}`,
        `15% ${kwd('0.743')}`,
      ])
      await card.getByRole('button', { name: /^10%/ }).click()
      await page.getByTestId('order-tips').waitFor()
      // The pressed choice keeps the focus while the tip is saved (WCAG 2.4.3).
      expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('10%')
      expect(tipCalls).toEqual([{ order_uuid: order.uuid, tips_amount: '0.495' }])
      expect((await readOrder(order.uuid)).additional_data.tips_amount).toBe('0.495')
      // The server's balance due now holds the tip: 4.950 + 0.495 = 5.445.
      await page
        .getByTestId('af-balance-due')
        .filter({ hasText: kwd('5.445') })
        .waitFor()
      expect(await page.getByTestId('af-tip-total').textContent()).toBe(`Total ${kwd('5.445')}`)
      expect(await card.getByRole('button', { name: /^10%/ }).getAttribute('aria-pressed')).toBe(
        'true',
      )
      // The split's default shares follow the new balance due: 5.445 / 2 = 2.723 (2.7225 half-up),
      // the last guest 2.722 (§5 Split payment).
      await page.getByRole('radio', { name: 'Split bill' }).click()
      expect(await page.getByLabel('Guest 1').inputValue()).toBe('2.723')
      expect(await page.getByLabel('Guest 2').inputValue()).toBe('2.722')
      expect(await page.getByTestId('af-split-submit').textContent()).toBe('Split Payment')
      await page.getByRole('radio', { name: 'Pay in full' }).click()
      // Bad input: a negative custom tip is refused and nothing is sent (§5 "minimum 0").
      await card.getByLabel('Custom tip').fill('-1')
      await card.getByTestId('af-tip-custom-submit').click()
      await card.getByRole('alert').waitFor()
      expect(await card.getByLabel('Custom tip').getAttribute('aria-invalid')).toBe('true')
      expect(tipCalls).toHaveLength(1)
      await expectAccessible(page)
      // A custom tip is rounded to the menu's 3 decimals: 1.2345 → 1.235 (half-up).
      await card.getByLabel('Custom tip').fill('1.2345')
      await card.getByTestId('af-tip-custom-submit').click()
      await page
        .getByTestId('af-balance-due')
        .filter({ hasText: kwd('6.185') })
        .waitFor()
      expect(tipCalls[1]).toEqual({ order_uuid: order.uuid, tips_amount: '1.235' })
      // Remove tip: reset to 0.000 (no payments, tip above 0, the active order).
      await card.getByTestId('af-tip-remove').click()
      await page.getByTestId('order-tips').waitFor({ state: 'detached' })
      await page.waitForFunction(() => document.activeElement?.id === 'af-tips-title')
      expect(tipCalls[2]).toEqual({ order_uuid: order.uuid, tips_amount: '0.000' })
      expect((await readOrder(order.uuid)).balance_due).toBe('4.950')
      expect(await card.getByTestId('af-tip-remove').count()).toBe(0)
      expect(problems).toEqual([])
    } finally {
      await setStatus(order.uuid, 'fulfilled')
      await context.close()
    }
  })

  it('while a tip is being saved the card shows the 20 px tip spinner, and it goes when the tip is saved (§9)', async () => {
    const order = await createTableOrder<ApiOrder>(26)
    await setStatus(order.uuid, 'accepted')
    const { page, context, problems } = await openPage(browser)
    let release: () => void = () => undefined
    const held = new Promise<void>((resolveHeld) => {
      release = resolveHeld
    })
    await page.route(/\/iiko\/tips\/loyalty\/promotions\/$/, async (route) => {
      await held
      await route.continue()
    })
    try {
      await openCheckout(page, 26, order.uuid)
      const card = page.getByTestId('af-tips')
      const spinner = card.locator('.carte-spinner')
      expect(await spinner.count()).toBe(0)
      const status = card.getByRole('status')
      const before = await card.boundingBox()
      await card.getByRole('button', { name: /^10%/ }).click()
      await spinner.waitFor()
      // Its size as laid out (the turning box's bounds are wider).
      expect(await spinner.evaluate((node) => (node as HTMLElement).offsetWidth)).toBe(20)
      expect(await status.textContent()).toBe('Loading')
      // Its line was kept for it: the card did not grow when it showed.
      expect((await card.boundingBox())?.height).toBe(before?.height)
      release()
      await page.getByTestId('order-tips').waitFor()
      await spinner.waitFor({ state: 'detached' })
      expect(problems).toEqual([])
    } finally {
      release()
      await context.close()
    }
  })

  it('redeems the wallet with the one-time code, refuses an amount above the balance due and a wrong code; a tip after that payment is raised, not lowered or removed (§4 Wallet, §4 Tips, §5 Wallet redemption, §8)', async () => {
    const order = await createTableOrder<ApiOrder>(25)
    await setStatus(order.uuid, 'accepted')
    const { page, context, problems } = await openPage(browser)
    const redeemCalls: unknown[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/iiko/af/blue/${order.uuid}/`))
        redeemCalls.push(request.postDataJSON())
    })
    try {
      await openCheckout(page, 25, order.uuid)
      const card = page.getByTestId('af-wallet')
      await card.waitFor()
      // Wallet BW-7731 'Blue Wallet' 12.500 (venue-api partner seed); the most redeemable is
      // min(12.500, 4.950) = 4.950.
      expect(await card.getByRole('heading').textContent()).toBe('Blue Wallet')
      expect(await page.getByTestId('af-wallet-balance').textContent()).toBe(
        `Wallet balance ${kwd('12.500')}`,
      )
      const amount = card.getByLabel('Amount to redeem')
      const code = card.getByLabel('One-time code')
      const redeem = card.getByTestId('af-wallet-redeem')
      expect(await amount.inputValue()).toBe('4.950')
      // Redeem needs exactly 6 digits.
      await code.fill('12345')
      expect(await redeem.isDisabled()).toBe(true)
      // Bad input: more than the balance due is refused before any call.
      await amount.fill('5.000')
      await code.fill('123456')
      expect(await amount.getAttribute('aria-invalid')).toBe('true')
      expect(await redeem.isDisabled()).toBe(true)
      await amount.fill('2.000')
      // A wrong code: 'Incorrect OTP' and the code field clears (§8).
      await code.fill('111111')
      await redeem.click()
      await card.getByText('Incorrect OTP').waitFor()
      expect(await code.inputValue()).toBe('')
      expect(await amount.inputValue()).toBe('2.000')
      await expectAccessible(page)
      // The demo code redeems 2.000: a blue_wallet payment, balance due 4.950 − 2.000 = 2.950,
      // and the card hides (a wallet payment exists).
      await code.fill('123456')
      await redeem.click()
      await card.waitFor({ state: 'detached' })
      await page.waitForFunction(() => document.activeElement?.id === 'af-payment-options-title')
      expect(redeemCalls).toEqual([
        { wallet_id: 'BW-7731', amount: '2.000', otp: '111111' },
        { wallet_id: 'BW-7731', amount: '2.000', otp: '123456' },
      ])
      const stored = await readOrder(order.uuid)
      expect(stored.payments).toEqual([{ payment_type: 'blue_wallet', amount: '2.000' }])
      expect(stored.balance_due).toBe('2.950')
      await page
        .getByTestId('af-balance-due')
        .filter({ hasText: kwd('2.950') })
        .waitFor()
      // The receipt names the payment as the wallet card does, not by its code 'blue_wallet'.
      expect(await page.getByTestId('order-payment-0').locator('th').textContent()).toBe(
        'Payments (Wallet)',
      )
      // After the payment a tip may still be added (the balance due rises by it), but not
      // lowered or removed (§4 Tips "removed ... only when there are no payments"; README
      // readings: lowering a paid tip would leave change owed).
      const tips = page.getByTestId('af-tips')
      await tips.getByRole('button', { name: /^10%/ }).click()
      await page.getByTestId('order-tips').waitFor()
      await page
        .getByTestId('af-balance-due')
        .filter({ hasText: kwd('3.445') })
        .waitFor()
      expect((await readOrder(order.uuid)).additional_data.tips_amount).toBe('0.495')
      expect(await tips.getByTestId('af-tip-failed').count()).toBe(0)
      // Every quick choice is still listed (§9), those below the stored tip unavailable.
      const choices = tips.getByRole('group', { name: 'Tip amount' }).getByRole('button')
      expect(
        await choices.evaluateAll((buttons) =>
          buttons.map((button) => [button.textContent, button.getAttribute('aria-disabled')]),
        ),
      ).toEqual([
        [`0% ${kwd('0.000')}`, 'true'],
        [`5% ${kwd('0.248')}`, 'true'],
        [`10% ${kwd('0.495')}`, null],
        [`15% ${kwd('0.743')}`, null],
      ])
      expect(await tips.getByTestId('af-tip-remove').count()).toBe(0)
      const tipRequests: string[] = []
      page.on('request', (request) => {
        if (request.url().endsWith('/iiko/tips/loyalty/promotions/'))
          tipRequests.push(request.url())
      })
      const locked = 'A tip cannot be lowered or removed once a payment has been made'
      // 5 % pressed (from the keyboard: it is marked unavailable): said, nothing sent, the
      // focus stays on the choice.
      await tips.getByRole('button', { name: /^5%/ }).focus()
      await page.keyboard.press('Enter')
      await tips.getByRole('alert').getByText(locked).waitFor()
      expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('5%')
      // A custom 0 would remove it: said, tied to the field, and nothing sent.
      await tips.getByLabel('Custom tip').fill('0')
      await tips.getByTestId('af-tip-custom-submit').click()
      await tips.getByRole('alert').getByText(locked).waitFor()
      expect(await tips.getByLabel('Custom tip').getAttribute('aria-invalid')).toBe('true')
      expect(tipRequests).toEqual([])
      expect((await readOrder(order.uuid)).additional_data.tips_amount).toBe('0.495')
      // The code is never kept: not in the URL, not in storage.
      expect(page.url()).not.toContain('123456')
      const kept = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
      expect(kept).not.toContain('123456')
      expect(problems).toEqual([])
    } finally {
      await setStatus(order.uuid, 'fulfilled')
      await context.close()
    }
  })

  it("an accepted order that is not the table's active order shows no payment cards (§6)", async () => {
    const order = await createTableOrder<ApiOrder>(27)
    await setStatus(order.uuid, 'accepted')
    const { page, context, problems } = await openPage(browser)
    try {
      // The diner sits at table 26 (no open order) and opens table 27's order.
      await openCheckout(page, 26, order.uuid)
      await page.getByTestId('af-not-active').waitFor()
      for (const card of ['af-payment-options', 'af-tips', 'af-wallet']) {
        expect(await page.getByTestId(card).count()).toBe(0)
      }
      await page.getByTestId('order-number').waitFor()
      await expectAccessible(page)
      expect(problems).toEqual([])
    } finally {
      await setStatus(order.uuid, 'fulfilled')
      await context.close()
    }
  })

  it("shares and a custom tip typed with a decimal comma in fr read the same after a switch to en: '2,000' is '2.000', the split adds up, the tip is 0.500 (§5 Split payment, §5 Tips; menu-browsing §2 language change)", async () => {
    const order = await createTableOrder<ApiOrder>(25)
    await setStatus(order.uuid, 'accepted')
    const { page, context, problems } = await openPage(browser)
    // The partner venue in French too (its seed has en and ar; its words then stay English, the
    // numbers are French).
    await page.route('**/api/menu_language/partner/', async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { languages: { code: string }[] }
      const languages = [...body.languages, { code: 'fr', name_local: 'Français' }]
      await route.fulfill({ response, json: { ...body, languages } })
    })
    const tipCalls: unknown[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/iiko/tips/loyalty/promotions/'))
        tipCalls.push(request.postDataJSON())
    })
    try {
      await openCheckout(page, 25, order.uuid, 'fr')
      await page.getByRole('radio', { name: 'Split bill' }).click()
      // The offered shares are written as a French keypad types them: 4.950 / 2 = '2,475'.
      expect(await page.getByLabel('Guest 1').inputValue()).toBe('2,475')
      await page.getByLabel('Guest 1').fill('2,000')
      await page.getByLabel('Guest 2').fill('2,950')
      expect(await page.getByTestId('af-split-submit').textContent()).toBe('Split Payment')
      const tips = page.getByTestId('af-tips')
      await tips.locator('input[inputmode="decimal"]').fill('0,5')
      await page.getByRole('button', { name: 'Language', exact: true }).click()
      await page.getByRole('menuitemradio', { name: 'English' }).click()
      await page.waitForURL(/\/en\/af-checkout\//)
      await expect.poll(() => page.getByLabel('Guest 1').inputValue()).toBe('2.000')
      expect(await page.getByLabel('Guest 2').inputValue()).toBe('2.950')
      expect(await page.getByTestId('af-split-submit').textContent()).toBe('Split Payment')
      expect(await tips.locator('input[inputmode="decimal"]').inputValue()).toBe('0.5')
      await tips.getByTestId('af-tip-custom-submit').click()
      await page.getByTestId('af-balance-due').filter({ hasText: '5.450' }).waitFor()
      expect(tipCalls).toEqual([{ order_uuid: order.uuid, tips_amount: '0.500' }])
      expect(problems).toEqual([])
    } finally {
      await setStatus(order.uuid, 'fulfilled')
      await context.close()
    }
  })

  it('reads right to left in Arabic with Arabic-Indic digits, and takes a custom tip typed with them', async () => {
    const order = await createTableOrder<ApiOrder>(23)
    await setStatus(order.uuid, 'accepted')
    const { page, context, problems } = await openPage(browser)
    const tipCalls: unknown[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/iiko/tips/loyalty/promotions/'))
        tipCalls.push(request.postDataJSON())
    })
    try {
      await openCheckout(page, 23, order.uuid, 'ar')
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
      expect(await page.getByTestId('af-balance-due').textContent()).toContain('٤٫٩٥٠')
      // The page's own texts come in Arabic from the venue's ui_strings (the seed gives them).
      await page.getByText('خيارات الدفع', { exact: true }).first().waitFor()
      await expectAccessible(page)
      // The amounts read '٤٫٩٥٠', so an Arabic keyboard's digits and decimal key type a tip the
      // same way: '٠٫٥' is 0.500 (§5 Tips "number, minimum 0", menu-browsing §9).
      const tips = page.getByTestId('af-tips')
      await tips.locator('input[inputmode="decimal"]').fill('٠٫٥')
      await tips.getByTestId('af-tip-custom-submit').click()
      await page.getByTestId('af-balance-due').filter({ hasText: '٥٫٤٥٠' }).waitFor()
      expect(tipCalls).toEqual([{ order_uuid: order.uuid, tips_amount: '0.500' }])
      await page.getByTestId('af-pay-full').click()
      await page.waitForURL(/\/pay\/ngenius\//)
      expect(problems).toEqual([])
    } finally {
      await setStatus(order.uuid, 'fulfilled')
      await context.close()
    }
  })
})
