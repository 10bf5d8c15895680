import { describe, expect, it } from 'vitest'
import { lockedEmployeePhone } from '../src/index'

// spec: ordering-payment §4 Employee discount ("optionally disables the customer phone field"),
// §5 Phone: a locked phone field must show a phone; otherwise the diner's own stays editable.
describe('lockedEmployeePhone', () => {
  it('a kept employee id with disable_phone and a phone locks the field to that phone', () => {
    expect(
      lockedEmployeePhone({
        employeeId: 'EMP1001',
        employeePhone: ' +96550001001 ',
        disablePhone: true,
      }),
    ).toBe('+96550001001')
  })

  it('disable_phone without an employee phone (null, missing, blank) never locks the field empty', () => {
    for (const employeePhone of [null, undefined, '', '   ']) {
      expect(
        lockedEmployeePhone({ employeeId: 'EMP1001', employeePhone, disablePhone: true }),
      ).toBe(null)
    }
  })

  it('no lock without disable_phone or without a kept employee id', () => {
    expect(
      lockedEmployeePhone({ employeeId: 'EMP1001', employeePhone: '+965500', disablePhone: false }),
    ).toBe(null)
    expect(
      lockedEmployeePhone({ employeeId: '', employeePhone: '+965500', disablePhone: true }),
    ).toBe(null)
  })
})
