import { createRoute, notFound, redirect } from '@tanstack/react-router'
import { SQIDS_ALPHABET } from '../config'
import { unrecognisedLocationAtom } from '../state/location-notice'
import { openedLicenseAtom } from '../state/opened-license'
import { orderLocationAtom } from '../state/persisted'
import { homePath, type RouterContext } from './context'
import { rootRoute } from './root'

/**
 * Holds the licence for this page (it is stored once its menu loads ACTIVE, in the language
 * route), stores the order location of a t/a/r code, and lands on the venue's home in the venue's
 * language (architecture: how data flows 1).
 * @param context - the router context.
 * @param license - the licence from the path or the host.
 * @param kind - 't', 'a' or 'r' when the path carries a location code.
 * @param code - the location code.
 * @returns never normally: it throws the redirect (nothing for licence 'none').
 */
export async function landOnHome(
  context: RouterContext,
  license: string,
  kind?: string,
  code?: string,
): Promise<void> {
  // The root already shows the unlicensed screen at this path.
  if (license === 'none') return
  context.store.set(openedLicenseAtom, license)
  if (kind !== undefined && code !== undefined) {
    // Only QR landing paths decode a code: the decoder stays out of the first download.
    const { decodeLocationCode } = await import('../lib/location-code')
    const location = await decodeLocationCode(kind, code, SQIDS_ALPHABET)
    // A code that does not decode leaves no table or room: not the one of an earlier scan, to
    // which an order would otherwise go. The menu tells the diner (MenuShell).
    context.store.set(orderLocationAtom(license), location ?? null)
    if (!location) {
      context.store.set(unrecognisedLocationAtom, true)
    } else {
      // A table or room starts a dine-in visit: the order type an earlier visit stored (takeaway,
      // say) is dropped, and the default (delivery) becomes dine-in at the location (spec:
      // ordering-payment §4 Order type). Kept, it sent the table's order as a takeaway, with the
      // toggle hidden at a location (menu-browsing §4) so the diner could not change it.
      const { cartStateAtom } = await import('../state/cart-state')
      context.store.set(cartStateAtom(license), (state) => ({ ...state, orderType: null }))
    }
  }
  throw redirect({ href: await homePath(context, license), replace: true })
}

function licenseLocationRoute(kind: 't' | 'a' | 'r') {
  return createRoute({
    getParentRoute: () => rootRoute,
    path: `$license/${kind}/$code`,
    beforeLoad: ({ context, params }) => landOnHome(context, params.license, kind, params.code),
  })
}

function domainLocationRoute(kind: 't' | 'a' | 'r') {
  return createRoute({
    getParentRoute: () => rootRoute,
    path: `${kind}/$code`,
    beforeLoad: ({ context, params }) => {
      // Only a custom domain's codes come without a licence: on the shared domain the code names
      // no venue, and setting it at the venue opened last would send that table's order there
      // (a truncated '/{license}/t/{code}' link). The not-found screen, as for another venue's
      // code on a custom domain (spec: menu-browsing §2 routing rules).
      if (!context.customDomain) throw notFound()
      return landOnHome(context, context.license, kind, params.code)
    },
  })
}

/** '/{license}/t|a|r/{code}' and, on a custom domain, '/t|a|r/{code}' (spec: menu-browsing §2). */
export const locationRoutes = [
  licenseLocationRoute('t'),
  licenseLocationRoute('a'),
  licenseLocationRoute('r'),
  domainLocationRoute('t'),
  domainLocationRoute('a'),
  domainLocationRoute('r'),
]
