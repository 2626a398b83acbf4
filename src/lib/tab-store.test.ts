import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import type * as TabStoreModule from './tab-store';
import { memoryStorage } from './memory-storage.test-support';

interface Notes {
  notes: string[];
  add: (note: string) => void;
}

let web: Storage;
let name = 0;
/**
 * The module as a new page of the tab loads it: its adviser unknown. The unit files share their
 * worker's modules, so another file may have bound the tab to someone already.
 */
let tabStore: typeof TabStoreModule;

/** A store as a feature makes one; each test its own name, as each feature has. */
function notesStore(version = 1) {
  return tabStore.createTabStore<Notes, { notes: string[] }>(
    (set) => ({ notes: [], add: (note) => set((s) => ({ notes: [...s.notes, note] })) }),
    {
      name: `notes-${name}`,
      version,
      schema: z.object({ notes: z.array(z.string()) }),
      partialize: ({ notes }) => ({ notes }),
    },
  );
}

beforeEach(async () => {
  name += 1;
  web = memoryStorage();
  vi.stubGlobal('sessionStorage', web);
  vi.resetModules();
  tabStore = await import('./tab-store');
});
afterEach(() => vi.unstubAllGlobals());

describe('createTabStore', () => {
  it('keeps nothing for nobody: the adviser, once known, starts afresh under their key', () => {
    const store = notesStore();
    store.getState().add('before');
    expect(web.length).toBe(0);
    tabStore.bindTabStores('1004521');
    store.getState().add('after');
    expect(JSON.parse(web.getItem(tabStore.tabKey('1004521', `notes-${name}`)) ?? '')).toEqual({
      state: { notes: ['after'] },
      version: 1,
    });
  });

  it("reads what the tab kept for the adviser, as a reload's new store does", () => {
    tabStore.bindTabStores('1004521');
    notesStore().getState().add('kept');
    const reloaded = notesStore();
    expect(reloaded.getState().notes).toEqual(['kept']);
  });

  it("never reads another adviser's values", () => {
    tabStore.bindTabStores('1004521');
    notesStore().getState().add('theirs');
    tabStore.bindTabStores('1009034');
    expect(notesStore().getState().notes).toEqual([]);
  });

  it('drops a stored value that fails the schema, with a warning, and never throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    tabStore.bindTabStores('1004521');
    const key = tabStore.tabKey('1004521', `notes-${name}`);
    web.setItem(key, JSON.stringify({ state: { notes: [42] }, version: 1 }));
    expect(notesStore().getState().notes).toEqual([]);
    expect(web.getItem(key)).toBeNull();
    web.setItem(key, '{not json');
    expect(notesStore().getState().notes).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('drops a value an older version stored, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    tabStore.bindTabStores('1004521');
    notesStore(1).getState().add('old shape');
    const store = notesStore(2);
    expect(store.getState().notes).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('wipes', () => {
  it("the session's end empties every store and every key of ours, no one else's", () => {
    tabStore.bindTabStores('1004521');
    const store = notesStore();
    store.getState().add('secret');
    web.setItem('mmih_auth_token', 'token');
    tabStore.wipeTabStores();
    expect(store.getState().notes).toEqual([]);
    expect([...Array(web.length).keys()].map((i) => web.key(i))).toEqual(['mmih_auth_token']);
  });

  it("another adviser signing in takes the previous adviser's keys", () => {
    tabStore.bindTabStores('1004521');
    notesStore().getState().add('theirs');
    tabStore.bindTabStores('1009034');
    notesStore().getState().add('mine');
    tabStore.wipeOtherAdvisers('1009034');
    expect(web.length).toBe(1);
    expect(web.key(0)).toBe(tabStore.tabKey('1009034', `notes-${name}`));
  });
});

describe('firstTimeInTab', () => {
  it('is true once in a tab, then false, whoever signs in or out', () => {
    expect(tabStore.firstTimeInTab('prefetch')).toBe(true);
    expect(tabStore.firstTimeInTab('prefetch')).toBe(false);
    tabStore.bindTabStores('1004521');
    tabStore.wipeOtherAdvisers('1004521');
    tabStore.wipeTabStores();
    expect(tabStore.firstTimeInTab('prefetch')).toBe(false);
    expect(tabStore.firstTimeInTab('another')).toBe(true);
  });
});
