/** The adviser's consent applications (SPEC §2 list; §7 GET consent/forms/{employeeNumber}). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callConfig } from './call-options';
import { applicationListResponseSchema, type ApplicationRow } from './contract';
import { url } from './endpoints';
import { requestJson, type CallOptions } from './http';
import { queryKeys } from './query-keys';

export async function fetchApplications(
  employeeNumber: string,
  options?: CallOptions,
): Promise<ApplicationRow[]> {
  const body = await requestJson(
    { ...callConfig(options), url: url('applications', { employeeNumber }) },
    applicationListResponseSchema,
  );
  return body.data;
}

export const applicationsQueryOptions = (employeeNumber: string) =>
  queryOptions({
    queryKey: queryKeys.applications.byEmployee(employeeNumber),
    queryFn: ({ signal }) => fetchApplications(employeeNumber, { signal }),
    enabled: employeeNumber.trim() !== '',
  });

/** The list rows of one adviser; idle until the employee number is known. */
export function useApplications(employeeNumber: string) {
  return useQuery(applicationsQueryOptions(employeeNumber));
}
