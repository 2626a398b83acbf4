import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindTabStores, tabKey, wipeTabStores } from '../../lib/tab-store';
import { listState } from './list-state';
import { memoryStorage } from '../../lib/memory-storage.test-support';

// The list's search, filter, sort and page, kept in the tab for the adviser
// (docs/architecture.md#large-lists), through zustand's own API.

const THANDI = '1004521';
const LERATO = '1009034';
const KEY = tabKey(THANDI, 'list');

let web: Storage;
beforeEach(() => {
  web = memoryStorage();
  vi.stubGlobal('sessionStorage', web);
  bindTabStores('');
  wipeTabStores();
});
afterEach(() => vi.unstubAllGlobals());

const chosen = () => {
  const { text, status, sort, page, queue, returnTo } = listState.getState();
  return { text, status, sort, page, queue, returnTo };
};
const INITIAL = {
  text: '',
  status: 'all',
  sort: { column: 'queue', direction: 'ascending' },
  page: 1,
  queue: [],
  returnTo: null,
};

describe('the list’s state', () => {
  it('is kept for the adviser, and what the tab kept is read back', async () => {
    bindTabStores(THANDI);
    listState.getState().update({ text: 'nkosi', status: 'accepted', page: 2 });
    expect(JSON.parse(web.getItem(KEY) ?? '')).toEqual({
      state: { ...INITIAL, text: 'nkosi', status: 'accepted', page: 2 },
      version: 2,
    });
    // What the tab kept (a page before this one wrote it) is read back: the queue's order and
    // the application opened from it too (where Back returns).
    const kept = {
      ...INITIAL,
      sort: { column: 'client', direction: 'descending' },
      page: 3,
      queue: ['FN1#0', 'FN2#0'],
      returnTo: { policyNumber: 'FN2', scrollY: 2454, top: 320 },
    };
    web.setItem(KEY, JSON.stringify({ state: kept, version: 2 }));
    await listState.persist.rehydrate();
    expect(chosen()).toEqual(kept);
  });

  it('is not another adviser’s, and goes with the session', () => {
    bindTabStores(THANDI);
    listState.getState().update({ text: 'nkosi' });
    bindTabStores(LERATO);
    expect(chosen()).toEqual(INITIAL);
    wipeTabStores();
    expect(web.getItem(KEY)).toBeNull();
  });

  it('drops a stored value that fails its schema, or is from another version, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stored = (state: unknown, version = 2) =>
      web.setItem(KEY, JSON.stringify({ state, version }));
    for (const value of [
      { ...INITIAL, status: 'everything' },
      { ...INITIAL, sort: { column: 'queue', direction: 'sideways' } },
      { ...INITIAL, page: 0 },
      { ...INITIAL, text: 42 },
    ]) {
      stored(value);
      bindTabStores(THANDI);
      await listState.persist.rehydrate();
      expect(chosen()).toEqual(INITIAL);
      bindTabStores('');
    }
    // The state an older build kept (version 1) is not read.
    stored({ ...INITIAL, text: 'nkosi' }, 1);
    bindTabStores(THANDI);
    await listState.persist.rehydrate();
    expect(chosen()).toEqual(INITIAL);
    expect(warn).toHaveBeenCalledTimes(5);
    warn.mockRestore();
  });
});
