/**
 * Which kept answers the adviser has seen (docs/behaviour.md#answers-kept-in-sight): the header
 * marks the others. A tab store beside the answers, so a reload does not mark them new again.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { z } from 'zod/mini';
import { createTabStore } from '../../lib/tab-store';
import { answerKey, type KeptAnswer } from '../consent';

export interface SeenAnswersState {
  /** The keys (answerKey) seen, oldest first. */
  seen: readonly string[];
  markSeen: (answers: readonly Pick<KeptAnswer, 'planReference' | 'at'>[]) => void;
}

export type SeenAnswers = StoreApi<SeenAnswersState>;

/** At most this many keys are kept (the kept answers themselves are at most 20). */
const MAX_SEEN = 40;

const seenAnswersState = (set: SeenAnswers['setState']): SeenAnswersState => ({
  seen: [],
  markSeen: (answers) =>
    set((state) => {
      const keys = answers.map(answerKey).filter((key) => !state.seen.includes(key));
      return keys.length === 0 ? state : { seen: [...state.seen, ...keys].slice(-MAX_SEEN) };
    }),
});

/** A store of its own, in memory only (a story's, a test's). */
export const createSeenAnswers = (): SeenAnswers =>
  createStore<SeenAnswersState>()(seenAnswersState);

/** The tab's. */
export const seenAnswers = createTabStore<SeenAnswersState, Pick<SeenAnswersState, 'seen'>>(
  seenAnswersState,
  {
    name: 'consent-answers-seen',
    version: 1,
    schema: z.object({ seen: z.array(z.string()) }),
    partialize: ({ seen }) => ({ seen }),
  },
);
