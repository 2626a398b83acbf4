/**
 * The options a caller may add to a resource's hook, as bulletproof-react's hooks take them
 * (`usePlan(number, { queryConfig: { staleTime: 0 } })`); the resource keeps its key and fetcher.
 */
import {
  useMutation,
  useQueryClient,
  type Query,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isNoAnswer, type ApiError } from './api-error';
import { browserOnline } from './http';

/** Everything of a resource's queryOptions except its key and fetcher. */
type QueryConfig<T extends (...args: never[]) => unknown> = Partial<
  Omit<ReturnType<T>, 'queryKey' | 'queryFn'>
>;

type MutationConfig<TData, TVariables> = Omit<
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
 * What a write changed is read again (docs/architecture.md#data-flow): a read of it already on its
 * way is cancelled, then every query under `keys` is invalidated (those on screen read at once).
 * The cancel comes first because that read left before the write was stored: TanStack Query takes
 * its answer as fresh, clearing the invalidation, when no screen watches the query yet (a load's
 * first read, before the list mounts) or when it is the query's first read. Cancelling first is
 * the library maintainers' advice for this; `cancelQueries` restores the state from before that
 * read (a `setQueryData` since then included).
 */
export async function readAfterWrite(
  queryClient: QueryClient,
  ...keys: readonly QueryKey[]
): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** A mutation that reads again what `invalidates` names (readAfterWrite), then the caller's `onSuccess`. */
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
      void readAfterWrite(queryClient, ...invalidates(data, variables));
      return onSuccess?.(data, variables, ...rest);
    },
  });
}

/**
 * How long a call may go unanswered before the screen says there is no signal
 * (docs/behaviour.md#no-signal); the call goes on, so a slow answer still lands.
 */
export const NO_ANSWER_MS = 3_000;

/** Whether `active` has been true for `ms` without a break (false again as soon as it is not). */
export function useLongerThan(active: boolean, ms: number): boolean {
  const [late, setLate] = useState(false);
  const [wasActive, setWasActive] = useState(active);
  if (wasActive !== active) {
    setWasActive(active);
    setLate(false);
  }
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setLate(true), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
  return active && late;
}

/** What `useNoAnswer` reads of a query (its hook's result). */
export interface ReadFacts {
  isFetching: boolean;
  error: unknown;
  failureReason: unknown;
}

/**
 * Whether a query's reads get no answer (docs/behaviour.md#no-signal): the last read ended with
 * none, or the read on its way had a try end with none or has waited NO_ANSWER_MS (a network that
 * holds requests). A read again after one with no answer keeps saying so until it lands: TanStack
 * clears `failureReason` as each read starts but keeps the last `error` beside the rows, so the
 * note does not flicker back to 'checking…' at every try.
 */
export function useNoAnswer({ isFetching, error, failureReason }: ReadFacts): boolean {
  const waited = useLongerThan(isFetching, NO_ANSWER_MS);
  if (isNoAnswer(error)) return true;
  return isFetching && (waited || isNoAnswer(failureReason));
}

/** How often a read that shows rows from before is started again while it gets no answer. */
export const READ_AGAIN_MS = 5_000;

/**
 * A `refetchInterval` that reads again, while the last read got no answer and the browser says it is
 * online, so the note goes as soon as the signal is back (offline, `refetchOnReconnect` does it).
 * A list never read is not read again by itself (docs/behaviour.md#no-signal).
 */
export function readAgainWhileUnanswered(query: {
  state: Pick<Query['state'], 'data' | 'error'>;
}): number | false {
  const { data, error } = query.state;
  return data !== undefined && isNoAnswer(error) && browserOnline() ? READ_AGAIN_MS : false;
}

/** A screen's query options that read again until an answer lands (readAgainWhileUnanswered). */
export const readUntilAnswered = {
  refetchInterval: readAgainWhileUnanswered,
  refetchOnReconnect: 'always',
} as const;
