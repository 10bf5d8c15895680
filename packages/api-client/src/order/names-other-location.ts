const NOT_A_DIGIT = /[^0-9]/g

const digitsOf = (text: string): string => text.replace(NOT_A_DIGIT, '')

/**
 * Whether a fetched order names another place than the stored order location: the digits of its
 * customer name ('Table# 12' gives '12') differ from the digits of the location ('12'; a code
 * such as 'T-12' also gives '12'). A name without digits (a diner's own name such as 'Layla')
 * never counts as another place, and without a stored location there is nothing to compare.
 * Digits are the ASCII 0-9 the default name is built with (defaultCustomerName), compared as
 * text, so '012' and '12' differ.
 * spec: ordering-payment §4 Order status values ("A fetched order whose customer-name digits
 *   differ from the stored order location clears the cart and location")
 * @param customerName - the fetched order's customer_name.
 * @param location - the stored order location's label (table or room), or null when none is set.
 * @returns true when the cart and the order location are to be cleared.
 */
export function namesOtherLocation(customerName: string, location: string | null): boolean {
  if (location === null) return false
  const named = digitsOf(customerName)
  return named !== '' && named !== digitsOf(location)
}
