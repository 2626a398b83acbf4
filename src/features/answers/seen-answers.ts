/**
 * Which kept answers the adviser has seen (docs/behaviour.md#answers-kept-in-sight): an answer
 * that arrives while another application is open is marked in the header ("1 new answer") until
 * the adviser opens the kept answers, or the application it is about. Kept in the tab's
 * sessionStorage beside the answers themselves, so a reload does not mark them new again.
 */
import { createStore, type Store } from '../../lib/store';
import { answerKey, type KeptAnswer } from '../consent';

const SEEN_ANSWERS_KEY = 'consent-answers-seen';

export interface SeenAnswers {
  /** The keys (answerKey) seen; the same set until it changes. */
  seen: () => ReadonlySet<string>;
  markSeen: (answers: readonly Pick<KeptAnswer, 'planReference' | 'at'>[]) => void;
  subscribe: (listener: () => void) => () => void;
}

/** At most this many keys are kept (the kept answers themselves are at most 20). */
const MAX_SEEN = 40;

export function createSeenAnswers(storage: () => Storage | null): SeenAnswers {
  let store: Store<ReadonlySet<string>> | null = null;
  const read = (): ReadonlySet<string> => {
    try {
      const parsed: unknown = JSON.parse(storage()?.getItem(SEEN_ANSWERS_KEY) ?? '[]');
      return new Set(Array.isArray(parsed) ? parsed.filter((k) => typeof k === 'string') : []);
    } catch {
      return new Set();
    }
  };
  const seen = () => (store ??= createStore(read()));
  return {
    seen: () => seen().getState(),
    markSeen(answers) {
      const was = seen().getState();
      const keys = answers.map(answerKey).filter((key) => !was.has(key));
      if (keys.length === 0) return;
      const next = [...was, ...keys].slice(-MAX_SEEN);
      try {
        storage()?.setItem(SEEN_ANSWERS_KEY, JSON.stringify(next));
      } catch {
        // A full or refused storage keeps them for this page's life only.
      }
      seen().setState(new Set(next));
    },
    subscribe: (listener) => seen().subscribe(listener),
  };
}

/** The tab's. */
export const seenAnswers = createSeenAnswers(() =>
  typeof sessionStorage === 'undefined' ? null : sessionStorage,
);
