import Sqids from 'sqids'

const sqids = new Sqids()

/**
 * The diner-app links of a table: t/{sqids(n)} (default alphabet), a/{hex of the table code},
 * and r/{room} for a room.
 * spec: menu-browsing §2 location-coded paths; architecture ruling on t/a/r codes
 * @param appOrigin - Origin of the diner app.
 * @param license - The venue licence.
 * @param table - Table number.
 * @returns The three links.
 */
export function tableLinks(
  appOrigin: string,
  license: string,
  table: number,
): { readonly t: string; readonly a: string; readonly r: string } {
  const hex = Buffer.from(String(table), 'utf8').toString('hex')
  return {
    t: `${appOrigin}/${license}/t/${sqids.encode([table])}`,
    a: `${appOrigin}/${license}/a/${hex}`,
    r: `${appOrigin}/${license}/r/${table}`,
  }
}
