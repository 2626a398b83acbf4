/** The Saves that wait, for React (docs/behaviour.md#no-signal), from the mutation cache. */
import { useMutationState, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ApplicationRow } from '../../api';
import { sendNow } from './queue';
import {
  SAVE_KEY,
  isWaitingMutation,
  rowsWithWaiting,
  saveFacts,
  waitingSaves,
  type SaveFacts,
  type WaitingSave,
} from './waiting';

/** The Saves that wait, one per application, in the order they are sent. */
export function useWaitingToSend(): readonly WaitingSave[] {
  const saves = useMutationState({
    filters: { mutationKey: SAVE_KEY, predicate: isWaitingMutation },
    select: (mutation) => saveFacts(mutation) as SaveFacts,
  });
  // The library shares the structure of what it selects: the same array while nothing changed.
  return useMemo(() => waitingSaves(saves), [saves]);
}

/** Send now (the bar's button): what waits goes at once. */
export function useSendNow(): () => void {
  const queryClient = useQueryClient();
  return () => sendNow(queryClient);
}

/**
 * The list's rows, with a row for each new application whose Save waits and that the list's
 * data does not hold. The same array while no such Save waits, and while the list loads: the
 * prerendered page, which hydration must match, has no rows.
 */
export function useRowsWithWaiting(rows: ApplicationRow[], loading = false): ApplicationRow[] {
  const saves = useWaitingToSend();
  return useMemo(() => (loading ? rows : rowsWithWaiting(rows, saves)), [rows, saves, loading]);
}
