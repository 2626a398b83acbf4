import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tabKey } from '../../lib/tab-store';
import { memoryStorage } from '../../lib/memory-storage.test-support';

/** The tab's marks as a page loads them: the next page is a new module over the same storage. */
const load = async () => {
  vi.resetModules();
  const tabStore = await import('../../lib/tab-store');
  const { withdrawnMarks } = await import('./withdrawn-marks');
  tabStore.bindTabStores('1004521');
  return withdrawnMarks;
};

let web: Storage;
beforeEach(() => {
  web = memoryStorage();
  vi.stubGlobal('sessionStorage', web);
});
afterEach(() => vi.unstubAllGlobals());

describe('withdrawn marks (docs/behaviour.md#consent-session)', () => {
  it('keeps the transactions a page withdrew for the next page, once', async () => {
    const marks = await load();
    marks.getState().add(['TX-1']);
    marks.getState().add(['TX-2', 'TX-1']);
    marks.getState().add([]);
    // The next page of the tab reads them from the same storage, and takes them.
    const next = await load();
    expect(next.getState().take()).toEqual(['TX-1', 'TX-2']);
    expect(next.getState().take()).toEqual([]);
    expect((await load()).getState().take()).toEqual([]);
  });

  it('reads nothing from a damaged or older value', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const key = tabKey('1004521', 'consent-withdrawn');
    web.setItem(key, '{not json');
    expect((await load()).getState().take()).toEqual([]);
    web.setItem(key, JSON.stringify({ state: ['TX-1'], version: 0 }));
    expect((await load()).getState().take()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
