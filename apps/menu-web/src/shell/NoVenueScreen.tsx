import { isPaymentProvider } from '@carte/api-client'
import { useLocation } from '@tanstack/react-router'
import { paymentReturnProvider } from '../lib/payment-return-path'
import { PaymentReturnWithoutVenue } from '../screens/ordering/PaymentReturnWithoutVenue'
import { UnlicensedScreen } from './UnlicensedScreen'

/** Props of {@link NoVenueScreen}. */
export interface NoVenueScreenProps {
  /** The host is a custom domain (its licence is 'none'), not the shared domain. */
  readonly onCustomDomain: boolean
}

/**
 * What a page shows when its licence is 'none': the unlicensed screen at every path, except a
 * payment return (a known provider, under a supported language or none) on the shared domain in a
 * browser that knows no venue (the payment ended in another browser or app than the one that
 * ordered), which still shows how the payment went instead of "Menu not found". A custom domain
 * whose host names no venue has no order to have paid for (README, readings).
 * spec: menu-browsing §2 routing rules ('none' → the unlicensed screen); ordering-payment §2
 *   Payment-return pages, Order payment-result screen ("with the licence when present")
 * @param props - {@link NoVenueScreenProps}
 * @returns the payment result without a venue, or the unlicensed screen.
 */
export function NoVenueScreen({ onCustomDomain }: NoVenueScreenProps) {
  const { pathname } = useLocation()
  const provider = onCustomDomain ? null : paymentReturnProvider(pathname)
  if (provider !== null && isPaymentProvider(provider)) {
    return <PaymentReturnWithoutVenue provider={provider} />
  }
  return <UnlicensedScreen />
}
