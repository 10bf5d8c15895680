import type { PhoneRules } from '../phone-rules'
import { isValidPhone } from './is-valid-phone'
import { toE164 } from './to-e164'

/**
 * The phone rules to pass to createFormValidator and validateCheckout: libphonenumber-js with full
 * metadata.
 * spec: menu-browsing §5 (tel); ordering-payment §5 Checkout form (Phone), Order payload rules
 */
export const phoneRules: PhoneRules = { isValid: isValidPhone, toE164 }
