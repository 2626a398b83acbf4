/** The USSD consent log: read by policy number or plan reference, written by a consent request. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ussdLogEntryResponseSchema,
  ussdLogListResponseSchema,
  ussdLogRecordSchema,
  ussdLogUpdateSchema,
  type UssdLogEntry,
  type UssdLogRecord,
  type UssdLogUpdate,
} from './contract';
import { url } from './endpoints';
import type { CallOptions } from './http';
import type { QueryHookOptions } from './query-config';
import { queryKeys } from './query-keys';
import { getJson, sendJson } from './request';

/** The plan's log entries ([] for none yet); an unknown plan fails with a 404 (an answer). */
export async function fetchUssdLog(
  policyNumber: string,
  options?: CallOptions,
): Promise<UssdLogEntry[]> {
  const body = await getJson(
    url('clientUssdLog', { policyNumber }),
    ussdLogListResponseSchema,
    options,
  );
  return body.data;
}

/**
 * The log entries of a plan by its `_id` (`planReference`); with `includeArchived`, also those an
 * edit of the plan cleared (each marked `archived`, with `archivedAt`).
 */
export async function fetchUssdLogsByPlanReference(
  planReference: string,
  options?: CallOptions & { includeArchived?: boolean },
): Promise<UssdLogEntry[]> {
  const { includeArchived, ...call } = options ?? {};
  const body = await getJson(url('ussdLogs'), ussdLogListResponseSchema, {
    ...call,
    params: includeArchived ? { planReference, includeArchived: 'true' } : { planReference },
  });
  return body.data;
}

/**
 * Every consent request of a plan, archived ones included (docs/behaviour.md#consent-history).
 * Keyed under `queryKeys.ussdLogs`, so the reload after each request refreshes it too.
 */
export const ussdHistoryQueryOptions = (planReference: string) =>
  queryOptions({
    queryKey: queryKeys.ussdHistory(planReference),
    queryFn: ({ signal }) =>
      fetchUssdLogsByPlanReference(planReference, { signal, includeArchived: true }),
    enabled: planReference !== '',
  });

/** The consent history of a plan; idle while the plan reference is '' (a new form). */
export function useUssdHistory(
  planReference: string,
  { queryConfig }: QueryHookOptions<typeof ussdHistoryQueryOptions> = {},
) {
  return useQuery({ ...ussdHistoryQueryOptions(planReference), ...queryConfig });
}

export const ussdLogQueryOptions = (policyNumber: string) =>
  queryOptions({
    queryKey: queryKeys.ussdLog(policyNumber),
    queryFn: ({ signal }) => fetchUssdLog(policyNumber, { signal }),
    enabled: policyNumber.trim() !== '',
  });

/** The consent log of a plan; idle while the policy number is ''. A 404 stays in `error`. */
export function useUssdLog(
  policyNumber: string,
  { queryConfig }: QueryHookOptions<typeof ussdLogQueryOptions> = {},
) {
  return useQuery({ ...ussdLogQueryOptions(policyNumber), ...queryConfig });
}

/** Writes the initial log entry when the verifier reports IN_PROGRESS. */
export async function logClientUssd(
  record: UssdLogRecord,
  options?: CallOptions,
): Promise<UssdLogEntry> {
  const body = await sendJson(
    {
      method: 'POST',
      url: url('logUssd'),
      body: record,
      requestSchema: ussdLogRecordSchema,
      responseSchema: ussdLogEntryResponseSchema,
    },
    options,
  );
  return body.data;
}

/** Writes the answer (or 'TimeOut') to the entry of this transaction. */
export async function updateUssdLog(
  transactionId: string,
  update: UssdLogUpdate,
  options?: CallOptions,
): Promise<UssdLogEntry> {
  const body = await sendJson(
    {
      method: 'PUT',
      url: url('updateUssdLog', { transactionId }),
      body: update,
      requestSchema: ussdLogUpdateSchema,
      responseSchema: ussdLogEntryResponseSchema,
    },
    options,
  );
  return body.data;
}
