/** The adviser's branch (departmentName) and region (locationName), attached to submissions. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { intermediaryResponseSchema, type Intermediary } from './contract';
import { url } from './endpoints';
import type { CallOptions } from './http';
import { queryKeys } from './query-keys';
import { getJson } from './request';

export const EMPTY_INTERMEDIARY: Intermediary = Object.freeze({
  departmentName: '',
  locationName: '',
});

export async function fetchIntermediary(
  employeeNumber: string,
  options?: CallOptions,
): Promise<Intermediary> {
  const body = await getJson(
    url('intermediary', { employeeNumber }),
    intermediaryResponseSchema,
    options,
  );
  return body.data;
}

/** A found intermediary is kept for the session; a failed look-up is asked again next time. */
export const intermediaryQueryOptions = (employeeNumber: string) =>
  queryOptions({
    queryKey: queryKeys.intermediary(employeeNumber),
    queryFn: ({ signal }) => fetchIntermediary(employeeNumber, { signal }),
    enabled: employeeNumber.trim() !== '',
    staleTime: Infinity,
  });

export function useIntermediary(employeeNumber: string) {
  return useQuery(intermediaryQueryOptions(employeeNumber));
}

/**
 * Branch and region as a submission carries them: a failed (or unfinished) look-up leaves both
 * empty — it is not an error for the screen (docs/behaviour.md#messages).
 */
export function branchAndRegion(intermediary: Intermediary | undefined): Intermediary {
  return intermediary ?? EMPTY_INTERMEDIARY;
}
