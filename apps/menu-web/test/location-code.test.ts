import Sqids from 'sqids'
import { describe, expect, it } from 'vitest'
import { decodeLocationCode } from '../src/lib/location-code'

describe('decodeLocationCode (menu-browsing §2; architecture rulings t/a/r)', async () => {
  it('t: decodes a Sqids code (default alphabet) to a table number', async () => {
    const code = new Sqids().encode([12])
    expect(await decodeLocationCode('t', code)).toEqual({ location: '12', type: 'Table' })
  })

  it('t: honours a deployment alphabet', async () => {
    const alphabet = 'k3G7QAe51FCsPW92uEOyq4Bg6Sp8YzVTmnU0liwDdHXLajZrfxNhobJIRcMvKt'
    const code = new Sqids({ alphabet }).encode([7])
    expect(await decodeLocationCode('t', code, alphabet)).toEqual({ location: '7', type: 'Table' })
  })

  it('t: rejects a code that is not a canonical Sqids encoding', async () => {
    expect(await decodeLocationCode('t', '!!')).toBeNull()
  })

  it('a: hex-decodes the activated table code ("3132" is "12")', async () => {
    expect(await decodeLocationCode('a', '3132')).toEqual({ location: '12', type: 'Table' })
    expect(await decodeLocationCode('a', 'zz')).toBeNull()
  })

  it('r: takes the room code as is', async () => {
    expect(await decodeLocationCode('r', '204')).toEqual({ location: '204', type: 'Room' })
  })
})
