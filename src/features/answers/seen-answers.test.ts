import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tabKey } from '../../lib/tab-store';
import { memoryStorage } from '../../lib/memory-storage.test-support';

/** The tab's store as a page loads it: a reload is a new module over the same storage. */
const load = async () => {
  vi.resetModules();
  const tabStore = await import('../../lib/tab-store');
  const { seenAnswers } = await import('./seen-answers');
  tabStore.bindTabStores('1004521');
  return seenAnswers;
};

const answer = (at: number) => ({ planReference: `plan-${at}`, at });

let web: Storage;
beforeEach(() => {
  web = memoryStorage();
  vi.stubGlobal('sessionStorage', web);
});
afterEach(() => vi.unstubAllGlobals());

describe('the seen answers (docs/behaviour.md#answers-kept-in-sight)', () => {
  it('marks answers seen once each, keeps the last 40, and a reload does not mark them new', async () => {
    const seen = await load();
    const before = seen.getState();
    seen.getState().markSeen([answer(1), answer(2)]);
    expect(seen.getState().seen).toEqual(['plan-1@1', 'plan-2@2']);
    const marked = seen.getState();
    seen.getState().markSeen([answer(1)]);
    // Nothing new: its readers are not told.
    expect(seen.getState()).toBe(marked);
    expect(marked).not.toBe(before);
    seen.getState().markSeen(Array.from({ length: 45 }, (_, at) => answer(at + 3)));
    expect(seen.getState().seen).toHaveLength(40);
    expect((await load()).getState().seen).toEqual(seen.getState().seen);
  });

  it('drops what an older version kept', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    web.setItem(
      tabKey('1004521', 'consent-answers-seen'),
      JSON.stringify({ state: ['plan-1@1'], version: 0 }),
    );
    expect((await load()).getState().seen).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
