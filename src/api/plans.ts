/**
 * Plans (consent forms): load by policy number or by id, create, update, attach the document id.
 * SPEC's `{planNumber}` in a path is the policy number.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callConfig } from './call-options';
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
import { requestJson, validRequest, type CallOptions } from './http';
import { queryKeys } from './query-keys';

// ---------------------------------------------------------------------------------------------
// Fetchers

export async function fetchPlan(planNumber: string, options?: CallOptions): Promise<Plan> {
  const body = await requestJson(
    { ...callConfig(options), url: url('plan', { planNumber }) },
    planResponseSchema,
  );
  return body.data;
}

/** The plan by its `_id` (what document generation starts from). */
export async function fetchPlanById(planId: string, options?: CallOptions): Promise<Plan> {
  const body = await requestJson(
    { ...callConfig(options), url: url('planById', { planId }) },
    planResponseSchema,
  );
  return body.data;
}

export async function createPlan(
  payload: PlanPayload,
  options?: CallOptions,
): Promise<CreatePlanResponse['data']> {
  const target = url('createPlan');
  const body = await requestJson(
    {
      ...callConfig(options),
      method: 'POST',
      url: target,
      data: validRequest(planPayloadSchema, payload, `POST ${target}`),
    },
    createPlanResponseSchema,
  );
  return body.data;
}

export async function updatePlan(
  planNumber: string,
  payload: PlanPayload,
  options?: CallOptions,
): Promise<UpdatePlanResponse['data']> {
  const target = url('updatePlan', { planNumber });
  const body = await requestJson(
    {
      ...callConfig(options),
      method: 'PUT',
      url: target,
      data: validRequest(planPayloadSchema, payload, `PUT ${target}`),
    },
    updatePlanResponseSchema,
  );
  return body.data;
}

/** Attaches the document store's id (already cleaned of braces) to the plan. */
export async function updateFileNetId(
  planNumber: string,
  fileNetId: string,
  options?: CallOptions,
): Promise<{ _id: string; fileNetId: string }> {
  const target = url('updateFileNetId', { planNumber });
  const body = await requestJson(
    {
      ...callConfig(options),
      method: 'PUT',
      url: target,
      data: validRequest(updateFileNetIdSchema, { fileNetId }, `PUT ${target}`),
    },
    updateFileNetIdResponseSchema,
  );
  return body.data;
}

// ---------------------------------------------------------------------------------------------
// Queries

export const planQueryOptions = (planNumber: string) =>
  queryOptions({
    queryKey: queryKeys.plan.byNumber(planNumber),
    queryFn: ({ signal }) => fetchPlan(planNumber, { signal }),
    enabled: planNumber.trim() !== '',
  });

export const planByIdQueryOptions = (planId: string) =>
  queryOptions({
    queryKey: queryKeys.plan.byId(planId),
    queryFn: ({ signal }) => fetchPlanById(planId, { signal }),
    enabled: planId.trim() !== '',
  });

/** The plan with this policy number; idle while it is '' (new mode). */
export function usePlan(planNumber: string) {
  return useQuery(planQueryOptions(planNumber));
}

// ---------------------------------------------------------------------------------------------
// Mutations

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: PlanPayload) => createPlan(payload),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.applications.all });
      void queryClient.invalidateQueries({
        queryKey: queryKeys.plan.byNumber(created.policyNumber),
      });
      void queryClient.invalidateQueries({
        queryKey: queryKeys.ussdLog.byPlanNumber(created.policyNumber),
      });
    },
  });
}

export interface UpdatePlanVariables {
  /** The policy number the plan was loaded with (the path parameter). */
  planNumber: string;
  payload: PlanPayload;
}

/** Updating a plan clears its consent (SPEC §4): the log is reloaded too. */
export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planNumber, payload }: UpdatePlanVariables) => updatePlan(planNumber, payload),
    onSuccess: (updated, { planNumber, payload }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.applications.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.plan.byId(updated._id) });
      for (const number of new Set([planNumber, payload.policyNumber])) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.plan.byNumber(number) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.ussdLog.byPlanNumber(number) });
      }
      void queryClient.invalidateQueries({
        queryKey: queryKeys.ussdLog.byPlanReference(updated._id),
      });
    },
  });
}

export interface UpdateFileNetIdVariables {
  planNumber: string;
  fileNetId: string;
}

/** After upload: the list then shows Download Forms instead of Edit for this row. */
export function useUpdateFileNetId() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planNumber, fileNetId }: UpdateFileNetIdVariables) =>
      updateFileNetId(planNumber, fileNetId),
    onSuccess: (updated, { planNumber }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.applications.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.plan.byNumber(planNumber) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.plan.byId(updated._id) });
    },
  });
}
