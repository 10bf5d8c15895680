import type { MenuForm } from './schemas/menu'

/**
 * The form offered after an order: the venue's first enabled form without a geofence (a diner
 * who just ordered is already at the venue; a geofenced form is for the menu), or null.
 * @param forms - the menu's forms
 * @returns that form, or null when the venue has none
 * spec: ordering-payment §1 "a feedback form after an order", §4 Feedback after order
 */
export function feedbackFormOf(forms: readonly MenuForm[]): MenuForm | null {
  return forms.find((form) => form.enable && !form.enable_geofence) ?? null
}
