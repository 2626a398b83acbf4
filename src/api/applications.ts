/** The adviser's consent applications: the list screen's rows (docs/behaviour.md#application-list). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationListResponseSchema, type ApplicationRow } from './contract';
import { url } from './endpoints';
import type { CallOptions } from './http';
import type { QueryHookOptions } from './query-config';
import { queryKeys } from './query-keys';
import { getJson } from './request';

export async function fetchApplications(
  employeeNumber: string,
  options?: CallOptions,
): Promise<ApplicationRow[]> {
  const body = await getJson(
    url('applications', { employeeNumber }),
    applicationListResponseSchema,
    options,
  );
  return body.data;
}

export const applicationsQueryOptions = (employeeNumber: string) =>
  queryOptions({
    queryKey: queryKeys.applications(employeeNumber),
    queryFn: ({ signal }) => fetchApplications(employeeNumber, { signal }),
    enabled: employeeNumber.trim() !== '',
  });

/** The list rows of one adviser; idle until the employee number is known. */
export function useApplications(
  employeeNumber: string,
  { queryConfig }: QueryHookOptions<typeof applicationsQueryOptions> = {},
) {
  return useQuery({ ...applicationsQueryOptions(employeeNumber), ...queryConfig });
}
