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

  it('a timeout (408) or too many requests (429) is a failed check to retry, not a refused id', () => {
    for (const status of [408, 429]) {
      const box = employeeDiscountBox({
        field: 'EMP1001',
        appliedId: '',
        lookup: 'error',
        error: new ServerError(status, null, info),
      })
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
    // Failures that say nothing about the id: the server failed, timed out, asked to slow down,
    // or no answer came.
    const notAboutTheId = fc.oneof(
      fc.integer({ min: 500, max: 599 }).map((status) => new ServerError(status, null, info)),
      fc.constantFrom(408, 429).map((status) => new ServerError(status, null, info)),
      fc.constant(new NoResponseError(info)),
    )
    const errors = fc.oneof(
      fc.integer({ min: 400, max: 599 }).map((status) => new ServerError(status, null, info)),
      notAboutTheId,
      fc.constant(null),
    )
    const input = fc.record({
      field: fc.string(),
      appliedId: fc.string(),
      lookup: lookups,
      error: errors,
    })

    it('Apply is never enabled while the id is being verified', () => {
      fc.assert(
        fc.property(input, (given) => {
          const box = employeeDiscountBox({ ...given, lookup: 'pending' })
          expect(box.status).toBe('loading')
          expect(box.button.action === 'apply' && !box.button.disabled).toBe(false)
        }),
        { numRuns: 1000 },
      )
    })

    it('the box is never both flagged invalid and applied; Remove shows only when applied', () => {
      fc.assert(
        fc.property(input, (given) => {
          const box = employeeDiscountBox(given)
          expect(box.invalid && box.status === 'applied').toBe(false)
          expect(box.invalid && box.button.action === 'remove').toBe(false)
          if (box.button.action === 'remove') expect(box.status).toBe('applied')
        }),
        { numRuns: 1000 },
      )
    })

    it('a 429, 408, 5xx or no answer is never an invalid id', () => {
      fc.assert(
        fc.property(fc.string(), fc.string(), notAboutTheId, (field, appliedId, error) => {
          const box = employeeDiscountBox({ field, appliedId, lookup: 'error', error })
          expect(box.status).not.toBe('invalid')
          expect(box.invalid).toBe(false)
        }),
        { numRuns: 1000 },
      )
    })

    it('a blank field never enables Apply', () => {
      fc.assert(
        fc.property(input, fc.stringMatching(/^\s*$/), (given, blank) => {
          const box = employeeDiscountBox({ ...given, field: blank })
          if (box.button.action === 'apply') expect(box.button.disabled).toBe(true)
        }),
        { numRuns: 1000 },
      )
    })
  })
})
