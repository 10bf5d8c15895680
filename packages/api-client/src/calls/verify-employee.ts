import type { ApiConfig, CallOptions } from '../config'
import { segment } from '../path'
import { request } from '../request'
import { type Employee, employeeSchema } from '../schemas/partner'

/**
 * Verifies a staff id for the employee discount.
 * @param config base URL and fetch
 * @param params.employeeId the id as typed
 * @param options signal
 * @returns { employee_id, employee_phone, disable_phone } (disable_phone: disable the customer phone field)
 * spec: ordering-payment §7 GET /iiko/af/verify-employee-id/{id}/
 */
export function verifyEmployee(
  config: ApiConfig,
  params: { readonly employeeId: string },
  options?: CallOptions,
): Promise<Employee> {
  return request(
    config,
    {
      method: 'GET',
      path: `/iiko/af/verify-employee-id/${segment(params.employeeId.trim())}/`,
      schema: employeeSchema,
    },
    options,
  )
}
