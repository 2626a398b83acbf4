import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindTabStores, tabKey, wipeTabStores } from '../../lib/tab-store';
import { listQueue, listState } from './list-state';
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
  const { text, status, sort, page, returnTo } = listState.getState();
  return { text, status, sort, page, returnTo };
};
const INITIAL = {
  text: '',
  status: 'all',
  sort: { column: 'queue', direction: 'ascending' },
  page: 1,
  returnTo: null,
};

describe('the list’s state', () => {
  it('is kept for the adviser, and what the tab kept is read back', async () => {
    bindTabStores(THANDI);
    listState.getState().update({ text: 'nkosi', status: 'accepted', page: 2 });
    expect(JSON.parse(web.getItem(KEY) ?? '')).toEqual({
      state: { ...INITIAL, text: 'nkosi', status: 'accepted', page: 2 },
      version: 3,
    });
    // What the tab kept (a page before this one wrote it) is read back: the application opened
    // from it too (where Back returns).
    const kept = {
      ...INITIAL,
      sort: { column: 'client', direction: 'descending' },
      page: 3,
      returnTo: { policyNumber: 'FN2', scrollY: 2454, top: 320 },
    };
    web.setItem(KEY, JSON.stringify({ state: kept, version: 3 }));
    await listState.persist.rehydrate();
    expect(chosen()).toEqual(kept);
  });

  it('keeps the queue as placed apart: a sort, a page or a search does not write it again', async () => {
    bindTabStores(THANDI);
    const QUEUE = tabKey(THANDI, 'list-queue');
    listQueue.setState({ keys: ['FN1#0', 'FN2#0'] });
    const setItem = vi.spyOn(web, 'setItem');
    listState.getState().update({ sort: { column: 'client', direction: 'ascending' }, page: 2 });
    listState.getState().update({ text: 'n' });
    expect(setItem.mock.calls.map(([key]) => key)).toEqual([KEY, KEY]);
    expect(JSON.parse(web.getItem(QUEUE) ?? '')).toEqual({
      state: { keys: ['FN1#0', 'FN2#0'] },
      version: 1,
    });
    // Read back by a page that comes after.
    listQueue.setState({ keys: [] });
    web.setItem(QUEUE, JSON.stringify({ state: { keys: ['FN2#0'] }, version: 1 }));
    await listQueue.persist.rehydrate();
    expect(listQueue.getState().keys).toEqual(['FN2#0']);
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
    const stored = (state: unknown, version = 3) =>
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
    // The state an older build kept (version 2, with the queue in it) is not read.
    stored({ ...INITIAL, text: 'nkosi', queue: [] }, 2);
    bindTabStores(THANDI);
    await listState.persist.rehydrate();
    expect(chosen()).toEqual(INITIAL);
    expect(warn).toHaveBeenCalledTimes(5);
    warn.mockRestore();
  });
});
