import { createApiConfig, getMenu, type MenuData } from '@carte/api-client'

/**
 * A validated MenuData built from a partial server answer through @carte/api-client's own
 * getMenu (its schema fills every default), so fixtures stay small and honest.
 * @param input - the fields the test cares about.
 * @returns the parsed menu.
 */
export function menuFrom(input: Record<string, unknown>): Promise<MenuData> {
  const body = JSON.stringify({
    id: 1,
    license: 'test',
    license_status: 'ACTIVE',
    name: 'Test venue',
    ...input,
  })
  const config = createApiConfig({
    baseUrl: 'http://api.test',
    fetch: async () => ({ status: 200, ok: true, text: async () => body }),
  })
  return getMenu(config, { license: 'test', lang: 'en' })
}
