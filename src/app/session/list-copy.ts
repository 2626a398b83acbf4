/**
 * The list as last read, kept for this tab and this adviser (docs/behaviour.md#no-signal): its
 * rows and their consent logs, in the tab's session storage beside the tab's stores, so the list
 * still shows them with no signal. TanStack Query's persister does the keeping; this module says
 * what is kept, under which key, for how long, and when it goes.
 */
import type { Mutation, Query, QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClient,
  persistQueryClientSave,
  type AsyncStorage,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { ApiError, isNoAnswer } from '../../api/api-error';
import { queryKeys } from '../../api/query-keys';
import { CONTRACT_BUILD } from '../../api/contract/plans';
import { afterPaintWhenIdle } from '../../lib/idle';
import { onSessionEnd } from '../../lib/session-end';
import { tabKey, tabWebStorage } from '../../lib/tab-store';
import { serialize } from './list-copy-rows';

/** The copy's name beside the adviser's tab stores: `ussd:{employee number}:list-copy`. */
export const LIST_COPY = 'list-copy';

/**
 * A copy last written longer ago than this is dropped: a tab left open overnight does not show
 * yesterday's list as today's. Queries it holds are kept in memory as long (`gcTime`), or the
 * cache would drop the list while the adviser is on another screen, and the copy with it.
 */
const LIST_COPY_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** A write waits at most this long for the browser to be idle. */
const LIST_COPY_IDLE_MS = 2000;

/** A read with no answer leaves the copy standing; any other failure (a 401 too) ends it. */
const noAnswer = (query: Query) => query.state.status === 'error' && isNoAnswer(query.state.error);

/**
 * The copy is JSON, so a failure kept with its rows comes back a plain object. Only failures with
 * no answer are kept: each is made the one error again (`ApiError`), of its kind, so the page
 * and the next write read it as no answer, as they did before the reload.
 */
function withKeptFailures(text: string): PersistedClient {
  const client = JSON.parse(text) as PersistedClient;
  for (const { state } of client.clientState.queries) {
    if (state.status !== 'error' || state.error instanceof ApiError) continue;
    const { kind } = (state.error ?? {}) as { kind?: unknown };
    state.error = new ApiError({
      status: 0,
      kind: kind === 'offline' || kind === 'timeout' ? kind : 'network',
      message: 'No answer (kept with the list as last read)',
    });
  }
  return client;
}

/**
 * The list of this adviser, the consent logs of its rows, and the agencies looked up (not client
 * data: a number looked up before fills its description at once, offline too, after a reload):
 * nothing else (no plan, no history).
 */
function keptInListCopy(employeeNumber: string) {
  const list = JSON.stringify(queryKeys.applications(employeeNumber));
  const [logs, byPolicyNumber] = queryKeys.ussdLog('');
  const [agencies] = queryKeys.agencies;
  return (query: Query): boolean => {
    if (query.state.data === undefined) return false;
    if (query.state.status !== 'success' && !noAnswer(query)) return false;
    const [head, kind] = query.queryKey;
    if (head === agencies) return query.state.status === 'success';
    return JSON.stringify(query.queryKey) === list || (head === logs && kind === byPolicyNumber);
  };
}

/**
 * When the copy is too large for the tab's storage: the logs go first, then nothing is written
 * (the last copy that fitted stays, with its own time).
 */
function withoutLogs({ persistedClient }: { persistedClient: PersistedClient }) {
  const queries = persistedClient.clientState.queries;
  const lists = queries.filter((query) => query.queryKey[0] !== queryKeys.ussdLogs[0]);
  if (lists.length === queries.length) return undefined;
  return { ...persistedClient, clientState: { ...persistedClient.clientState, queries: lists } };
}

interface ListCopyOptions {
  queryClient: QueryClient;
  employeeNumber: string;
  /** The tab's session storage unless given (tests). */
  store?: Storage | null;
  /** At most one write this often (the persister's throttle; its default, a second). */
  throttleMs?: number;
  /**
   * The mutations kept with the copy: the Saves that wait (features/outbox), so a reload sends
   * them. None unless given.
   */
  shouldDehydrateMutation?: (mutation: Mutation) => boolean;
}

/**
 * Restores this adviser's copy into `queryClient` and keeps it up to date until the session ends,
 * when the copy goes. Nothing without an adviser or a storage.
 */
export function keepListCopy({
  queryClient,
  employeeNumber,
  store = tabWebStorage(),
  throttleMs = 1000,
  shouldDehydrateMutation = () => false,
}: ListCopyOptions) {
  const none = () => undefined;
  if (!employeeNumber || !store)
    return { restored: Promise.resolve(), stop: none, persistNow: none };
  // Another adviser's copy went with their stores as this session started (wipeOtherAdvisers).
  const key = tabKey(employeeNumber, LIST_COPY);
  for (const kept of [queryKeys.allApplications, queryKeys.ussdLogs, queryKeys.agencies]) {
    queryClient.setQueryDefaults(kept, { gcTime: LIST_COPY_MAX_AGE_MS });
  }
  // The persister writes a second after a change (its throttle): a write that lands after the
  // session ended must not put the copy back, so the storage it is given refuses it then.
  let ended = false;
  const tabStorage: AsyncStorage<string> = {
    getItem: (name) => store.getItem(name),
    setItem: (name, value) => {
      if (!ended) store.setItem(name, value);
    },
    removeItem: (name) => store.removeItem(name),
  };
  // A throttled write is made in the browser's idle time (lib/idle.ts), never in a task that
  // paints rows, and of the newest copy asked for by then (a write now may have come between).
  let newest: PersistedClient | undefined;
  const persisterWith = (
    throttleTime: number,
    write: (client: PersistedClient) => string | Promise<string>,
  ): Persister => {
    const kept = createAsyncStoragePersister({
      storage: tabStorage,
      key,
      throttleTime,
      serialize: write,
      deserialize: withKeptFailures,
      retry: withoutLogs,
    });
    return {
      ...kept,
      persistClient: (client) => {
        newest = client;
        return kept.persistClient(client);
      },
    };
  };
  const persister = persisterWith(
    throttleMs,
    (client) =>
      new Promise<string>((resolve) => {
        afterPaintWhenIdle(() => resolve(serialize(newest ?? client)), LIST_COPY_IDLE_MS);
      }),
  );
  const unthrottled = persisterWith(0, serialize);
  const dehydrateOptions = {
    shouldDehydrateQuery: keptInListCopy(employeeNumber),
    shouldDehydrateMutation,
  };
  const [stopPersisting, restored] = persistQueryClient({
    queryClient,
    persister,
    maxAge: LIST_COPY_MAX_AGE_MS,
    buster: CONTRACT_BUILD,
    dehydrateOptions,
  });
  const stopWatching = onSessionEnd(LIST_COPY, () => {
    ended = true;
    stopPersisting();
    stopWatching();
    try {
      store.removeItem(key);
    } catch {
      // nothing to remove from a storage that cannot be written
    }
  });
  // The copy keeps the time it was read, and a read younger than the queries' staleTime is not
  // made again: the list put back is marked stale, so it is read again behind its rows (and a
  // read that gets no answer says so) whatever its age.
  const readAgain = restored.then(() =>
    queryClient.invalidateQueries({ queryKey: queryKeys.allApplications, refetchType: 'none' }),
  );
  return {
    // A copy that cannot be read is removed by the persister itself; the list is read as usual.
    restored: readAgain.catch(() => undefined),
    stop: () => {
      stopPersisting();
      stopWatching();
    },
    // Past the throttle: a Save just kept survives a reload a moment later.
    persistNow: () => {
      if (ended) return;
      void persistQueryClientSave({
        queryClient,
        persister: unthrottled,
        buster: CONTRACT_BUILD,
        dehydrateOptions,
      });
    },
  };
}
