import { queryOptions } from '@tanstack/react-query'
import { verifyEmployee } from '../calls/verify-employee'
import type { ApiConfig } from '../config'
import { queryKeys } from '../query-keys'

/**
 * Verification of a staff id.
 * @param config base URL and fetch
 * @param employeeId the id as typed
 * @returns query options (no retry: an unknown id stays unknown)
 * spec: ordering-payment §7 GET /iiko/af/verify-employee-id/{id}/
 */
export function employeeQueryOptions(config: ApiConfig, employeeId: string) {
  return queryOptions({
    queryKey: queryKeys.employee(employeeId),
    queryFn: ({ signal }) => verifyEmployee(config, { employeeId }, { signal }),
    retry: false,
  })
}
