/**
 * Plans (consent forms): load by policy number or by plan reference (the plan's `_id`), create,
 * update, attach the document id. The service paths name the policy number `{policyNumber}`.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  createPlanResponseSchema,
  planPayloadSchema,
  planResponseSchema,
  updateFileNetIdResponseSchema,
  updateFileNetIdSchema,
  updatePlanResponseSchema,
  type CreatePlanResponse,
  type Plan,
  type PlanPayload,
  type UpdatePlanResponse,
} from './contract';
import { url } from './endpoints';
import type { CallOptions } from './http';
import type { QueryHookOptions } from './query-config';
import { queryKeys } from './query-keys';
import { getJson, sendJson } from './request';

export async function fetchPlan(policyNumber: string, options?: CallOptions): Promise<Plan> {
  const body = await getJson(url('plan', { policyNumber }), planResponseSchema, options);
  return body.data;
}

/** The plan by its `_id`, its plan reference (what document generation starts from). */
export async function fetchPlanByReference(
  planReference: string,
  options?: CallOptions,
): Promise<Plan> {
  const body = await getJson(
    url('planByReference', { planReference }),
    planResponseSchema,
    options,
  );
  return body.data;
}

/**
 * `idempotencyKey`: one UUID per application being created, kept until a create succeeds, sent as
 * `Idempotency-Key` so that a repeated create (a double click, a retry after a lost answer) answers
 * the first plan again (docs/behaviour.md#sandbox).
 */
export async function createPlan(
  payload: PlanPayload,
  { idempotencyKey, ...options }: CallOptions & { idempotencyKey?: string } = {},
): Promise<CreatePlanResponse['data']> {
  const headers = idempotencyKey
    ? { ...options.headers, 'Idempotency-Key': idempotencyKey }
    : options.headers;
  const body = await sendJson(
    {
      method: 'POST',
      url: url('createPlan'),
      body: payload,
      requestSchema: planPayloadSchema,
      responseSchema: createPlanResponseSchema,
    },
    { ...options, headers },
  );
  return body.data;
}

/** `policyNumber` is the one the plan was loaded with; the payload may carry a new one. */
export async function updatePlan(
  policyNumber: string,
  payload: PlanPayload,
  options?: CallOptions,
): Promise<UpdatePlanResponse['data']> {
  const body = await sendJson(
    {
      method: 'PUT',
      url: url('updatePlan', { policyNumber }),
      body: payload,
      requestSchema: planPayloadSchema,
      responseSchema: updatePlanResponseSchema,
    },
    options,
  );
  return body.data;
}

/** Attaches the document store's id (already cleaned of braces) to the plan. */
export async function updateFileNetId(
  policyNumber: string,
  fileNetId: string,
  options?: CallOptions,
): Promise<{ _id: string; fileNetId: string }> {
  const body = await sendJson(
    {
      method: 'PUT',
      url: url('updateFileNetId', { policyNumber }),
      body: { fileNetId },
      requestSchema: updateFileNetIdSchema,
      responseSchema: updateFileNetIdResponseSchema,
    },
    options,
  );
  return body.data;
}

export const planQueryOptions = (policyNumber: string) =>
  queryOptions({
    queryKey: queryKeys.plan(policyNumber),
    queryFn: ({ signal }) => fetchPlan(policyNumber, { signal }),
    enabled: policyNumber.trim() !== '',
  });

/** The plan with this policy number; idle while it is '' (new mode). */
export function usePlan(
  policyNumber: string,
  { queryConfig }: QueryHookOptions<typeof planQueryOptions> = {},
) {
  return useQuery({ ...planQueryOptions(policyNumber), ...queryConfig });
}
