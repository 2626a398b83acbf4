/**
 * The requests a reload or a close withdrew, marked in the tab as the page goes
 * (docs/behaviour.md#consent-session). The closing page's keepalive write may not land before the
 * next page reads the log, or at all: the next page writes the same ending again from these marks.
 * A tab store, as session storage is written synchronously and `pagehide` is the last chance.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { z } from 'zod/mini';
import { createTabStore } from '../../lib/tab-store';

/** A tab never has more requests running than plans open in it; more would be noise. */
const MAX_MARKS = 20;

export interface WithdrawnMarksState {
  marks: readonly string[];
  add: (transactionIds: readonly string[]) => void;
  /** The marked transactions, once: taking them clears them. */
  take: () => string[];
}

export type WithdrawnMarks = StoreApi<WithdrawnMarksState>;

const withdrawnMarksState = (
  set: WithdrawnMarks['setState'],
  get: WithdrawnMarks['getState'],
): WithdrawnMarksState => ({
  marks: [],
  add: (transactionIds) => {
    if (transactionIds.length === 0) return;
    set((state) => ({
      marks: [...new Set([...state.marks, ...transactionIds])].slice(-MAX_MARKS),
    }));
  },
  take: () => {
    const marks = [...get().marks];
    if (marks.length > 0) set({ marks: [] });
    return marks;
  },
});

/** Marks of their own, in memory only (a test's). */
export const createWithdrawnMarks = (): WithdrawnMarks =>
  createStore<WithdrawnMarksState>()(withdrawnMarksState);

/** The tab's marks. */
export const withdrawnMarks = createTabStore<
  WithdrawnMarksState,
  Pick<WithdrawnMarksState, 'marks'>
>(withdrawnMarksState, {
  name: 'consent-withdrawn',
  version: 1,
  schema: z.object({ marks: z.array(z.string()) }),
  partialize: ({ marks }) => ({ marks }),
});
