/**
 * The queue of Saves that wait, as the app moves it (docs/behaviour.md#no-signal). The order and
 * the sending are the library's (one scope); what it has no public call for, cutting a retry delay
 * short or putting a mutation in another's place, is done by making the queue again
 * (docs/decisions/0020-saves-that-wait-on-tanstack-query.md).
 */
import {
  MutationObserver,
  onlineManager,
  type Mutation,
  type QueryClient,
} from '@tanstack/react-query';
import type { ApiError } from '../../api';
import { isOnTheWay, saveKey, savesOf } from './saves';
import {
  SAVE_KEY,
  saveFacts,
  waitingSaves,
  type SaveFacts,
  type SaveKind,
  type SaveVariables,
  type WaitingSave,
} from './waiting';

/**
 * Send now (the bar's button, the signal back, the tab shown again): what waits paused is resumed.
 * A first Save inside its back-off is in the library's retry delay, which its public API cannot
 * cut short: the queue is made again, with the same variables (the same key), so it is tried now.
 */
export function sendNow(queryClient: QueryClient): void {
  if (!onlineManager.isOnline()) return;
  const pending = queryClient
    .getMutationCache()
    .findAll({ mutationKey: SAVE_KEY, status: 'pending' });
  const [first] = pending;
  const inBackOff =
    first !== undefined &&
    !first.state.isPaused &&
    first.state.failureCount > 0 &&
    !isOnTheWay(first.state.variables);
  if (inBackOff) remake(queryClient, pending);
  else void queryClient.resumePausedMutations();
}

/** A Save into the queue, at its end (the library's scope keeps the order mutations are made in). */
function add(queryClient: QueryClient, kind: SaveKind, variables: SaveVariables): void {
  void new MutationObserver<unknown, unknown, SaveVariables>(queryClient, {
    mutationKey: saveKey(kind),
  })
    .mutate(variables)
    .catch(() => undefined);
}

/** The queue made again from `from` on, in the same order, with the same variables (a copy). */
function remake(
  queryClient: QueryClient,
  from: readonly Mutation<unknown, ApiError, unknown>[],
  first?: { kind: SaveKind; variables: SaveVariables },
): void {
  for (const mutation of from) queryClient.getMutationCache().remove(mutation);
  if (first) add(queryClient, first.kind, first.variables);
  for (const mutation of from) {
    const [, kind] = mutation.options.mutationKey ?? [];
    add(queryClient, kind as SaveKind, { ...(mutation.state.variables as SaveVariables) });
  }
}

/**
 * Puts a new Save (`nextSave`'s) in the place of the paused Save it replaces, sent now if it is
 * first; false when there is none: the caller sends it at the end.
 */
export function saveInPlace(
  queryClient: QueryClient,
  next: { replaced: readonly SaveFacts[]; kind: SaveKind; variables: SaveVariables },
): boolean {
  const cache = queryClient.getMutationCache();
  const replaced = new Set(next.replaced.map((save) => save.mutationId));
  const gone = cache.findAll({
    mutationKey: SAVE_KEY,
    predicate: (m) => replaced.has(m.mutationId),
  });
  const pending = cache.findAll({ mutationKey: SAVE_KEY, status: 'pending' });
  const place = pending.findIndex((mutation) => replaced.has(mutation.mutationId));
  for (const mutation of gone) cache.remove(mutation);
  if (place === -1) return false;
  // Behind a paused Save every Save waits paused too: they are made again behind the new one.
  remake(
    queryClient,
    pending.slice(place).filter((mutation) => !replaced.has(mutation.mutationId)),
    next,
  );
  sendNow(queryClient);
  return true;
}

/**
 * After the restore: the Saves the tab kept are sent again. A paused one is resumed
 * (`resumePausedMutations`); one kept in its back-off was pending, not paused, so it is continued
 * as the library's `Mutation.continue` does for a mutation restored still pending.
 */
export async function resumeSaves(queryClient: QueryClient): Promise<void> {
  const pending = queryClient
    .getMutationCache()
    .findAll({ mutationKey: SAVE_KEY, status: 'pending', predicate: (m) => !m.state.isPaused });
  for (const mutation of pending) void mutation.continue().catch(() => undefined);
  await queryClient.resumePausedMutations();
}

/** The session ended: every Save goes, waiting or not (a removed one is never sent). */
export function clearSaves(queryClient: QueryClient): void {
  for (const mutation of savesOf(queryClient)) queryClient.getMutationCache().remove(mutation);
}

/** The Saves that wait now, one per application (outside React: a screen's first state). */
export function waitingNow(queryClient: QueryClient): WaitingSave[] {
  return waitingSaves(savesOf(queryClient).flatMap((mutation) => saveFacts(mutation) ?? []));
}
