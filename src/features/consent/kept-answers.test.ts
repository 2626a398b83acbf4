import { describe, expect, it } from 'vitest';
import { KEPT_ANSWERS_KEY, answerKey, createKeptAnswers, type KeptAnswer } from './kept-answers';

/** A Storage over a Map: what sessionStorage keeps across a reload of the tab. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size;
    },
  } satisfies Storage;
}

const answer = (at: number, outcome: KeptAnswer['outcome'] = 'accepted'): KeptAnswer => ({
  planReference: `plan-${at}`,
  policyNumber: `MFP${at}`,
  client: 'Sipho Dube',
  outcome,
  at,
});

describe('createKeptAnswers', () => {
  it('keeps answers newest first until each is dismissed', () => {
    const store = createKeptAnswers(() => memoryStorage());
    store.keep(answer(1));
    store.keep(answer(2, 'rejected'));
    expect(store.list().map((kept) => kept.at)).toEqual([2, 1]);
    store.dismiss(answerKey(answer(2)));
    expect(store.list().map((kept) => kept.at)).toEqual([1]);
  });

  it('survives a reload of the tab (a new store over the same storage)', () => {
    const storage = memoryStorage();
    createKeptAnswers(() => storage).keep(answer(1, 'noAnswer'));
    expect(createKeptAnswers(() => storage).list()).toEqual([answer(1, 'noAnswer')]);
  });

  it('tells its readers of each change, and ignores what it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem(KEPT_ANSWERS_KEY, '[{"planReference":"x"}, 5]');
    const store = createKeptAnswers(() => storage);
    expect(store.list()).toEqual([]);
    let told = 0;
    store.subscribe(() => (told += 1));
    store.keep(answer(3));
    expect(told).toBe(1);
    storage.setItem(KEPT_ANSWERS_KEY, 'not json');
    expect(createKeptAnswers(() => storage).list()).toEqual([]);
  });
});
