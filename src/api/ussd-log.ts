/**
 * The USSD consent log: read by policy number (the consent status comes from it), read by plan
 * reference (the plan's `_id`), written when a USSD request starts and when its answer is known.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callConfig } from './call-options';
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
import { requestJson, validRequest, type CallOptions } from './http';
import { queryKeys } from './query-keys';

/**
 * The log entries of the plan with this policy number: [] when it has none yet. A plan that does
 * not exist fails with an ApiError of status 404, which the consent status reads as an answer.
 */
export async function fetchUssdLog(
  planNumber: string,
  options?: CallOptions,
): Promise<UssdLogEntry[]> {
  const body = await requestJson(
    { ...callConfig(options), url: url('clientUssdLog', { planNumber }) },
    ussdLogListResponseSchema,
  );
  return body.data;
}

/** The log entries of a plan by its `_id` (`planReference`). */
export async function fetchUssdLogsByPlanReference(
  planReference: string,
  options?: CallOptions,
): Promise<UssdLogEntry[]> {
  const body = await requestJson(
    { ...callConfig(options), url: url('ussdLogs'), params: { planReference } },
    ussdLogListResponseSchema,
  );
  return body.data;
}

/** Writes the initial log entry when the verifier reports IN_PROGRESS. */
export async function logClientUssd(
  record: UssdLogRecord,
  options?: CallOptions,
): Promise<UssdLogEntry> {
  const target = url('logUssd');
  const body = await requestJson(
    {
      ...callConfig(options),
      method: 'POST',
      url: target,
      data: validRequest(ussdLogRecordSchema, record, `POST ${target}`),
    },
    ussdLogEntryResponseSchema,
  );
  return body.data;
}

/** Writes the answer (or 'TimeOut') to the entry of this transaction. */
export async function updateUssdLog(
  transactionId: string,
  update: UssdLogUpdate,
  options?: CallOptions,
): Promise<UssdLogEntry> {
  const target = url('updateUssdLog', { transactionId });
  const body = await requestJson(
    {
      ...callConfig(options),
      method: 'PUT',
      url: target,
      data: validRequest(ussdLogUpdateSchema, update, `PUT ${target}`),
    },
    ussdLogEntryResponseSchema,
  );
  return body.data;
}

export const ussdLogQueryOptions = (planNumber: string) =>
  queryOptions({
    queryKey: queryKeys.ussdLog.byPlanNumber(planNumber),
    queryFn: ({ signal }) => fetchUssdLog(planNumber, { signal }),
    enabled: planNumber.trim() !== '',
  });

export const ussdLogsByReferenceQueryOptions = (planReference: string) =>
  queryOptions({
    queryKey: queryKeys.ussdLog.byPlanReference(planReference),
    queryFn: ({ signal }) => fetchUssdLogsByPlanReference(planReference, { signal }),
    enabled: planReference.trim() !== '',
  });

/**
 * The consent log of a plan; idle while the policy number is ''. Feed it to the consent status
 * as `deriveConsentStatus({ logs: query.data, error: query.error ?? undefined })`: a 404 stays in
 * `error` (status 404) and is not retried.
 */
export function useUssdLog(planNumber: string) {
  return useQuery(ussdLogQueryOptions(planNumber));
}
