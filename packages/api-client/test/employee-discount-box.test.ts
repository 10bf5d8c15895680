import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { employeeDiscountBox, NoResponseError, SchemaError, ServerError } from '../src/index'

const info = { method: 'GET', url: 'https://api.example/iiko/af/verify-employee-id/EMP1/' }
const idle = { lookup: 'idle' as const, error: null }

// spec: ordering-payment §4 Employee discount, §7 verify-employee-id, §8 Invalid employee discount
describe('employeeDiscountBox', () => {
  it("given no employee id kept, the box is 'none' with 'Apply', disabled until an id is typed", () => {
    const empty = employeeDiscountBox({ field: '', appliedId: '', ...idle })
    expect(empty.status).toBe('none')
    expect(empty.invalid).toBe(false)
    expect(empty.button).toEqual({
      label: ['ui_str_apply_employee_discount', 'Apply'],
      action: 'apply',
      disabled: true,
    })
    // Blanks alone are no id.
    expect(employeeDiscountBox({ field: '   ', appliedId: '', ...idle }).button.disabled).toBe(true)
    expect(employeeDiscountBox({ field: 'EMP1001', appliedId: '', ...idle }).button).toEqual({
      label: ['ui_str_apply_employee_discount', 'Apply'],
      action: 'apply',
      disabled: false,
    })
  })

  it("while the id is verified the box is 'loading' and 'Apply' is disabled", () => {
    const box = employeeDiscountBox({
      field: 'EMP1001',
      appliedId: '',
      lookup: 'pending',
      error: null,
    })
    expect(box.status).toBe('loading')
    expect(box.button.action).toBe('apply')
    expect(box.button.disabled).toBe(true)
    expect(box.invalid).toBe(false)
  })

  it("a kept employee id is 'applied' and the button toggles to an enabled 'Remove'", () => {
    for (const lookup of ['idle', 'success'] as const) {
      const box = employeeDiscountBox({
        field: 'EMP1001',
        appliedId: 'EMP1001',
        lookup,
        error: null,
      })
      expect(box.status).toBe('applied')
      expect(box.invalid).toBe(false)
      expect(box.button).toEqual({
        label: ['ui_str_remove_employee_discount', 'Remove'],
        action: 'remove',
        disabled: false,
      })
    }
  })

  it("an id the server refuses (4xx) is 'invalid' and flags the field", () => {
    for (const status of [400, 404]) {
      const box = employeeDiscountBox({
        field: 'NOPE',
        appliedId: '',
        lookup: 'error',
        error: new ServerError(status, { message: 'Unknown employee id' }, info),
      })
      expect(box.status).toBe('invalid')
      expect(box.invalid).toBe(true)
      // The diner may correct the id and apply again.
      expect(box.button).toEqual({
        label: ['ui_str_apply_employee_discount', 'Apply'],
        action: 'apply',
        disabled: false,
      })
    }
  })

  it("no answer, a server failure (5xx) or an unreadable answer is 'failed', not a flagged id", () => {
    for (const error of [
      new NoResponseError(info),
      new ServerError(503, null, info),
      new SchemaError('bad', [], info),
      new Error('x'),
    ]) {
      const box = employeeDiscountBox({ field: 'EMP1001', appliedId: '', lookup: 'error', error })
      expect(box.status).toBe('failed')
      expect(box.invalid).toBe(false)
      expect(box.button.disabled).toBe(false)
    }
  })

  describe('properties', () => {
    const lookups = fc.constantFrom(
      'idle' as const,
      'pending' as const,
      'error' as const,
      'success' as const,
    )
    const errors = fc.oneof(
      fc.integer({ min: 400, max: 599 }).map((status) => new ServerError(status, null, info)),
      fc.constant(new NoResponseError(info)),
    )

    it("'Remove' exactly when applied; 'Apply' is disabled exactly while loading or with a blank field; flagged exactly on a 4xx", () => {
      fc.assert(
        fc.property(
          fc.string(),
          fc.string(),
          lookups,
          errors,
          (field, appliedId, lookup, error) => {
            const box = employeeDiscountBox({ field, appliedId, lookup, error })
            expect(box.button.action === 'remove').toBe(box.status === 'applied')
            expect(box.status === 'applied').toBe(
              (lookup === 'idle' || lookup === 'success') && appliedId !== '',
            )
            if (box.button.action === 'apply') {
              expect(box.button.disabled).toBe(lookup === 'pending' || field.trim() === '')
            } else {
              expect(box.button.disabled).toBe(false)
            }
            const refused = lookup === 'error' && error instanceof ServerError && error.status < 500
            expect(box.invalid).toBe(refused)
            expect(box.status === 'invalid').toBe(refused)
          },
        ),
        { numRuns: 1000 },
      )
    })
  })
})
