/**
 * Answers that arrived while the adviser was away from the application (on the list, or on
 * another application), kept until the adviser dismisses them (docs/behaviour.md#answers-kept-in-sight).
 * Held in the tab's sessionStorage, so a reload keeps them and closing the tab ends them, like
 * the requests themselves. Free of React: the list's notice reads it through a hook.
 */
import { createStore, type Store } from '../../lib/store';
import { ENDINGS, type Ending } from './consent-state';

export interface KeptAnswer {
  /** The plan's `_id`; with `at`, the answer's key. */
  planReference: string;
  policyNumber: string;
  /** The client's first name and surname, as the details screen had them. */
  client: string;
  outcome: Ending;
  /** When the answer arrived (ms since the epoch). */
  at: number;
}

export const KEPT_ANSWERS_KEY = 'consent-answers';
/** More would not be read; the oldest go first. */
const MAX_KEPT = 20;

const isKeptAnswer = (value: unknown): value is KeptAnswer => {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Record<string, unknown>;
  return (
    typeof answer.planReference === 'string' &&
    typeof answer.policyNumber === 'string' &&
    typeof answer.client === 'string' &&
    typeof answer.outcome === 'string' &&
    ENDINGS.has(answer.outcome) &&
    typeof answer.at === 'number'
  );
};

export const answerKey = (answer: Pick<KeptAnswer, 'planReference' | 'at'>) =>
  `${answer.planReference}@${answer.at}`;

export interface KeptAnswers {
  /** Newest first; the same array until it changes (readers compare by identity). */
  list: () => readonly KeptAnswer[];
  keep: (answer: KeptAnswer) => void;
  dismiss: (key: string) => void;
  subscribe: (listener: () => void) => () => void;
}

/** The store over `storage` (null: in memory only, e.g. where there is no window). */
export function createKeptAnswers(storage: () => Storage | null): KeptAnswers {
  // Made at the first read, not with the module: the storage is read when first needed.
  let store: Store<readonly KeptAnswer[]> | null = null;

  const read = (): readonly KeptAnswer[] => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(storage()?.getItem(KEPT_ANSWERS_KEY) ?? '[]');
    } catch {
      parsed = [];
    }
    return Array.isArray(parsed) ? parsed.filter(isKeptAnswer) : [];
  };
  const answers = () => (store ??= createStore(read()));
  const list = () => answers().getState();
  const write = (next: readonly KeptAnswer[]) => {
    try {
      storage()?.setItem(KEPT_ANSWERS_KEY, JSON.stringify(next));
    } catch {
      // A full or refused storage keeps them for this page's life only.
    }
    answers().setState(next);
  };

  return {
    list,
    keep(answer) {
      write([answer, ...list()].slice(0, MAX_KEPT));
    },
    dismiss(key) {
      write(list().filter((answer) => answerKey(answer) !== key));
    },
    subscribe: (listener) => answers().subscribe(listener),
  };
}

/** The tab's store. */
export const keptAnswers = createKeptAnswers(() =>
  typeof sessionStorage === 'undefined' ? null : sessionStorage,
);
