/** Agency look-up by code, from the stop-order section's Search button. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callConfig } from './call-options';
import { agencyResponseSchema, type Agency } from './contract';
import { url } from './endpoints';
import { ApiError, requestJson, type CallOptions } from './http';
import { queryKeys } from './query-keys';

/** The agency with this number; an unknown number fails with an ApiError of status 404. */
export async function fetchAgency(agencyNumber: string, options?: CallOptions): Promise<Agency> {
  const body = await requestJson(
    { ...callConfig(options), url: url('agency', { agencyNumber: agencyNumber.trim() }) },
    agencyResponseSchema,
  );
  return body.data;
}

/** SPEC §5: the look-up's 404 marks the agency number 'Agency Not Found'. */
export function isAgencyNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** An imperative look-up: `lookup.mutateAsync(agencyNumber)` from the Search button. */
export function useAgencyLookup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agencyNumber: string) => fetchAgency(agencyNumber),
    onSuccess: (agency, agencyNumber) => {
      queryClient.setQueryData(queryKeys.agency.byNumber(agencyNumber.trim()), agency);
    },
  });
}
