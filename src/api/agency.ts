/** Agency look-up by code, from the stop-order section's Search button. */
import { useQueryClient } from '@tanstack/react-query';
import { agencyResponseSchema, type Agency } from './contract';
import { url } from './endpoints';
import { ApiError, type CallOptions } from './http';
import { useApiMutation, type MutationHookOptions } from './query-config';
import { queryKeys } from './query-keys';
import { getJson } from './request';

/** The agency with this number; an unknown number fails with an ApiError of status 404. */
export async function fetchAgency(agencyNumber: string, options?: CallOptions): Promise<Agency> {
  const body = await getJson(
    url('agency', { agencyNumber: agencyNumber.trim() }),
    agencyResponseSchema,
    options,
  );
  return body.data;
}

/** The look-up's 404 marks the agency number 'Agency Not Found' (docs/behaviour.md#validation). */
export function isAgencyNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** An imperative look-up: `lookup.mutateAsync(agencyNumber)` from the Search button. */
export function useAgencyLookup({ mutationConfig }: MutationHookOptions<Agency, string> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useApiMutation(
    (agencyNumber: string) => fetchAgency(agencyNumber),
    () => [],
    {
      ...config,
      // A found agency is remembered by its number (nothing to invalidate).
      onSuccess: (agency, agencyNumber, ...rest) => {
        queryClient.setQueryData(queryKeys.agency(agencyNumber.trim()), agency);
        return onSuccess?.(agency, agencyNumber, ...rest);
      },
    },
  );
}
