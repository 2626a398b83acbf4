/**
 * Answers that arrived while the adviser was away from the application, kept until dismissed
 * (docs/behaviour.md#answers-kept-in-sight). A tab store: a reload keeps them, closing the tab
 * ends them, like the requests themselves.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { z } from 'zod/mini';
import { createTabStore } from '../../lib/tab-store';
import { ENDINGS } from './consent-state';

const keptAnswerSchema = z.object({
  /** The plan's `_id`; with `at`, the answer's key. */
  planReference: z.string(),
  policyNumber: z.string(),
  /** The client's first name and surname, as the details screen had them. */
  client: z.string(),
  outcome: z.enum(ENDINGS),
  /** When the answer arrived (ms since the epoch). */
  at: z.number(),
});
export type KeptAnswer = z.infer<typeof keptAnswerSchema>;

/** More would not be read; the oldest go first. */
const MAX_KEPT = 20;

export const answerKey = (answer: Pick<KeptAnswer, 'planReference' | 'at'>) =>
  `${answer.planReference}@${answer.at}`;

export interface KeptAnswersState {
  /** Newest first. */
  list: readonly KeptAnswer[];
  keep: (answer: KeptAnswer) => void;
  dismiss: (key: string) => void;
}

export type KeptAnswers = StoreApi<KeptAnswersState>;

const keptAnswersState = (set: KeptAnswers['setState']): KeptAnswersState => ({
  list: [],
  keep: (answer) => set((state) => ({ list: [answer, ...state.list].slice(0, MAX_KEPT) })),
  dismiss: (key) =>
    set((state) => ({ list: state.list.filter((answer) => answerKey(answer) !== key) })),
});

/** A store of its own, in memory only (a story's, a test's). */
export const createKeptAnswers = (): KeptAnswers =>
  createStore<KeptAnswersState>()(keptAnswersState);

/** The tab's. */
export const keptAnswers = createTabStore<KeptAnswersState, Pick<KeptAnswersState, 'list'>>(
  keptAnswersState,
  {
    name: 'consent-answers',
    version: 1,
    schema: z.object({ list: z.array(keptAnswerSchema) }),
    partialize: ({ list }) => ({ list }),
  },
);
