/**
 * The options a caller may add to a resource's hook, as bulletproof-react's hooks take them:
 * `usePlan(policyNumber, { queryConfig: { staleTime: 0 } })`,
 * `useCreatePlan({ mutationConfig: { onSuccess } })`. The resource keeps its key, its fetcher and
 * what it invalidates; the caller's `onSuccess` runs after the invalidation.
 */
import {
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import type { ApiError } from './http';

/** Everything of a resource's queryOptions except its key and fetcher. */
export type QueryConfig<T extends (...args: never[]) => unknown> = Partial<
  Omit<ReturnType<T>, 'queryKey' | 'queryFn'>
>;

export type MutationConfig<TData, TVariables> = Omit<
  UseMutationOptions<TData, ApiError, TVariables>,
  'mutationFn'
>;

export interface QueryHookOptions<T extends (...args: never[]) => unknown> {
  queryConfig?: QueryConfig<T>;
}

export interface MutationHookOptions<TData, TVariables> {
  mutationConfig?: MutationConfig<TData, TVariables>;
}

/**
 * A mutation that invalidates the queries it changes (the keys `invalidates` names for this
 * answer), then calls the caller's own `onSuccess`.
 */
export function useApiMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  invalidates: (data: TData, variables: TVariables) => readonly QueryKey[],
  mutationConfig: MutationConfig<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig;
  return useMutation<TData, ApiError, TVariables>({
    ...config,
    mutationFn,
    onSuccess: (data, variables, ...rest) => {
      for (const queryKey of invalidates(data, variables)) {
        void queryClient.invalidateQueries({ queryKey });
      }
      return onSuccess?.(data, variables, ...rest);
    },
  });
}
