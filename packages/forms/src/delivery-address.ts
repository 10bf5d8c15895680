import * as v from 'valibot'
import { formatMessage } from './format-message'
import { FORM_MESSAGES } from './messages'
import type { FormIssue, ValidationResult } from './validation-result'

/** The typed parts of a delivery address (map flow). spec: ordering-payment §3 Saved address */
export interface DeliveryAddressParts {
  readonly flatNumber?: string | null | undefined
  readonly building?: string | null | undefined
  readonly areaStreet?: string | null | undefined
  readonly landmark?: string | null | undefined
}

/** The address parts, trimmed; landmark only when given. */
export interface DeliveryAddressOutput {
  readonly flatNumber: string
  readonly building: string
  readonly areaStreet: string
  readonly landmark?: string
}

/** The labels named in the address form's required messages (English; translate via ui_strings). */
export const DELIVERY_ADDRESS_LABELS = {
  flatNumber: 'Flat/House number',
  building: 'Building/Premise',
  areaStreet: 'Area/Street',
} as const

const part = (label: string) =>
  v.pipe(
    v.unknown(),
    v.transform((value) => (typeof value === 'string' ? value.trim() : '')),
    v.nonEmpty(label),
  )

// Built per call, not at module level, so a bundle that never validates addresses keeps none of it.
const addressSchema = () =>
  v.object({
    flatNumber: part(DELIVERY_ADDRESS_LABELS.flatNumber),
    building: part(DELIVERY_ADDRESS_LABELS.building),
    areaStreet: part(DELIVERY_ADDRESS_LABELS.areaStreet),
    landmark: v.pipe(
      v.unknown(),
      v.transform((value) => (typeof value === 'string' ? value.trim() : '')),
    ),
  })

/**
 * Validates the delivery address form: flat/house number, building/premise and area/street are
 * required (Continue stays disabled until they are); landmark is optional. Messages use the
 * '{label} is a required field' template. Never throws.
 * spec: ordering-payment §5 Delivery address (map flow)
 * @param parts - what the diner typed
 * @returns `{ success, output, issues }`; issue fields are the part names
 */
export function validateDeliveryAddress(
  parts: DeliveryAddressParts,
): ValidationResult<DeliveryAddressOutput, 'required'> {
  const source = typeof parts === 'object' && parts !== null ? parts : {}
  const result = v.safeParse(addressSchema(), {
    flatNumber: source.flatNumber,
    building: source.building,
    areaStreet: source.areaStreet,
    landmark: source.landmark,
  })
  if (result.success) {
    const { landmark, ...required } = result.output
    return {
      success: true,
      output: landmark === '' ? required : { ...required, landmark },
      issues: [],
    }
  }
  const issues: FormIssue<'required'>[] = result.issues.map((issue) => {
    const params = { label: issue.message }
    return {
      field: String(issue.path?.[0]?.key ?? ''),
      key: 'required',
      template: FORM_MESSAGES.required,
      params,
      message: formatMessage(FORM_MESSAGES.required, params),
    }
  })
  return { success: false, output: undefined, issues }
}
