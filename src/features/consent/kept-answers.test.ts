import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tabKey } from '../../lib/tab-store';
import type { KeptAnswer } from './kept-answers';
import { memoryStorage } from '../../lib/memory-storage.test-support';

const answer = (at: number, outcome: KeptAnswer['outcome'] = 'accepted'): KeptAnswer => ({
  planReference: `plan-${at}`,
  policyNumber: `MFP${at}`,
  client: 'Sipho Dube',
  outcome,
  at,
});

/** The tab's store as a page loads it: a reload is a new module over the same storage. */
const load = async () => {
  vi.resetModules();
  const tabStore = await import('../../lib/tab-store');
  const module = await import('./kept-answers');
  tabStore.bindTabStores('1004521');
  return { ...tabStore, ...module };
};

let web: Storage;
beforeEach(() => {
  web = memoryStorage();
  vi.stubGlobal('sessionStorage', web);
});
afterEach(() => vi.unstubAllGlobals());

describe('the kept answers (docs/behaviour.md#answers-kept-in-sight)', () => {
  it('keeps answers newest first until each is dismissed, at most 20', async () => {
    const { keptAnswers, answerKey } = await load();
    const { keep, dismiss } = keptAnswers.getState();
    keep(answer(1));
    keep(answer(2, 'rejected'));
    expect(keptAnswers.getState().list.map((kept) => kept.at)).toEqual([2, 1]);
    dismiss(answerKey(answer(2)));
    expect(keptAnswers.getState().list.map((kept) => kept.at)).toEqual([1]);
    for (let at = 3; at < 30; at += 1) keep(answer(at));
    expect(keptAnswers.getState().list).toHaveLength(20);
    expect(keptAnswers.getState().list[0]?.at).toBe(29);
  });

  it('survives a reload of the tab, for its adviser only', async () => {
    (await load()).keptAnswers.getState().keep(answer(1, 'noAnswer'));
    const reloaded = await load();
    expect(reloaded.keptAnswers.getState().list).toEqual([answer(1, 'noAnswer')]);
    reloaded.bindTabStores('1009034');
    expect(reloaded.keptAnswers.getState().list).toEqual([]);
  });

  it('drops a stored value that fails its schema, or that an older version wrote', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const key = tabKey('1004521', 'consent-answers');
    web.setItem(key, JSON.stringify({ state: { list: [{ planReference: 'x' }] }, version: 1 }));
    expect((await load()).keptAnswers.getState().list).toEqual([]);
    web.setItem(key, JSON.stringify({ state: [answer(1)], version: 0 }));
    expect((await load()).keptAnswers.getState().list).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('a store of its own keeps nothing in the tab', async () => {
    const { createKeptAnswers } = await load();
    createKeptAnswers().getState().keep(answer(1));
    expect(web.length).toBe(0);
  });
});
