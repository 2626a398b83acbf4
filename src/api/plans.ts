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
import { useApiMutation, type MutationHookOptions, type QueryHookOptions } from './query-config';
import { queryKeys } from './query-keys';
import { getJson, sendJson } from './request';

// ---------------------------------------------------------------------------------------------
// Fetchers

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

/** The header that makes a create happen once (docs/behaviour.md#sandbox). */
const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export interface CreatePlanOptions extends CallOptions {
  /**
   * One UUID per application being created, kept until a create succeeds: a repeated create
   * (a double click, a retry after a lost answer) then answers the first plan again.
   */
  idempotencyKey?: string;
}

export async function createPlan(
  payload: PlanPayload,
  { idempotencyKey, ...options }: CreatePlanOptions = {},
): Promise<CreatePlanResponse['data']> {
  const headers = idempotencyKey
    ? { ...options.headers, [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }
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

// ---------------------------------------------------------------------------------------------
// Queries

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

// ---------------------------------------------------------------------------------------------
// Mutations

type Created = CreatePlanResponse['data'];

export interface CreatePlanVariables {
  payload: PlanPayload;
  /** See CreatePlanOptions. */
  idempotencyKey?: string;
}

export function useCreatePlan({
  mutationConfig,
}: MutationHookOptions<Created, CreatePlanVariables> = {}) {
  return useApiMutation(
    ({ payload, idempotencyKey }: CreatePlanVariables) => createPlan(payload, { idempotencyKey }),
    (created) => [
      queryKeys.allApplications,
      queryKeys.plan(created.policyNumber),
      queryKeys.ussdLog(created.policyNumber),
    ],
    mutationConfig,
  );
}

export interface UpdatePlanVariables {
  /** The policy number the plan was loaded with (the path parameter). */
  policyNumber: string;
  payload: PlanPayload;
}

type Updated = UpdatePlanResponse['data'];

/** Updating a plan clears its consent (the service does it): the log is reloaded too. */
export function useUpdatePlan({
  mutationConfig,
}: MutationHookOptions<Updated, UpdatePlanVariables> = {}) {
  return useApiMutation(
    ({ policyNumber, payload }: UpdatePlanVariables) => updatePlan(policyNumber, payload),
    (_updated, { policyNumber, payload }) => [
      queryKeys.allApplications,
      ...[...new Set([policyNumber, payload.policyNumber])].flatMap((number) => [
        queryKeys.plan(number),
        queryKeys.ussdLog(number),
      ]),
    ],
    mutationConfig,
  );
}

export interface UpdateFileNetIdVariables {
  policyNumber: string;
  fileNetId: string;
}

type Attached = Awaited<ReturnType<typeof updateFileNetId>>;

/** After upload: the list then shows Download Forms instead of Edit for this row. */
export function useUpdateFileNetId({
  mutationConfig,
}: MutationHookOptions<Attached, UpdateFileNetIdVariables> = {}) {
  return useApiMutation(
    ({ policyNumber, fileNetId }: UpdateFileNetIdVariables) =>
      updateFileNetId(policyNumber, fileNetId),
    (_updated, { policyNumber }) => [queryKeys.allApplications, queryKeys.plan(policyNumber)],
    mutationConfig,
  );
}
