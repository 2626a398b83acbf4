/** The adviser's branch (departmentName) and region (locationName), attached to submissions. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callConfig } from './call-options';
import { intermediaryResponseSchema, type Intermediary } from './contract';
import { url } from './endpoints';
import { requestJson, type CallOptions } from './http';
import { queryKeys } from './query-keys';

export const EMPTY_INTERMEDIARY: Intermediary = { departmentName: '', locationName: '' };

export async function fetchIntermediary(
  employeeNumber: string,
  options?: CallOptions,
): Promise<Intermediary> {
  const body = await requestJson(
    { ...callConfig(options), url: url('intermediary', { employeeNumber }) },
    intermediaryResponseSchema,
  );
  return body.data;
}

/** SPEC §8: a failed look-up leaves branch and region empty; it is not an error for the screen. */
export const intermediaryQueryOptions = (employeeNumber: string) =>
  queryOptions({
    queryKey: queryKeys.intermediary.byEmployee(employeeNumber),
    queryFn: async ({ signal }) => {
      try {
        return await fetchIntermediary(employeeNumber, { signal });
      } catch {
        return EMPTY_INTERMEDIARY;
      }
    },
    enabled: employeeNumber.trim() !== '',
    staleTime: Infinity,
  });

export function useIntermediary(employeeNumber: string) {
  return useQuery(intermediaryQueryOptions(employeeNumber));
}
