import { describe, expect, it } from 'vitest'
import { PACKAGE_READY } from '../src/index'

describe('skeleton', () => {
  it('loads', () => expect(PACKAGE_READY).toBe(false))
})
