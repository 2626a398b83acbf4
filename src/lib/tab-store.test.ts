import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import {
  bindTabStores,
  createTabStore,
  tabKey,
  wipeOtherAdvisers,
  wipeTabStores,
} from './tab-store';

/** A Storage over a Map: what sessionStorage keeps across a reload of the tab. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

interface Notes {
  notes: string[];
  add: (note: string) => void;
}

let web: Storage;
let name = 0;

/** A store as a feature makes one; each test its own name, as each feature has. */
function notesStore(version = 1) {
  return createTabStore<Notes, { notes: string[] }>(
    (set) => ({ notes: [], add: (note) => set((s) => ({ notes: [...s.notes, note] })) }),
    {
      name: `notes-${name}`,
      version,
      schema: z.object({ notes: z.array(z.string()) }),
      partialize: ({ notes }) => ({ notes }),
    },
  );
}

beforeEach(() => {
  name += 1;
  web = memoryStorage();
  vi.stubGlobal('sessionStorage', web);
  wipeTabStores();
});
afterEach(() => vi.unstubAllGlobals());

describe('createTabStore', () => {
  it('keeps nothing for nobody: the adviser, once known, starts afresh under their key', () => {
    const store = notesStore();
    store.getState().add('before');
    expect(web.length).toBe(0);
    bindTabStores('1004521');
    store.getState().add('after');
    expect(JSON.parse(web.getItem(tabKey('1004521', `notes-${name}`)) ?? '')).toEqual({
      state: { notes: ['after'] },
      version: 1,
    });
  });

  it("reads what the tab kept for the adviser, as a reload's new store does", () => {
    bindTabStores('1004521');
    notesStore().getState().add('kept');
    const reloaded = notesStore();
    expect(reloaded.getState().notes).toEqual(['kept']);
  });

  it("never reads another adviser's values", () => {
    bindTabStores('1004521');
    notesStore().getState().add('theirs');
    bindTabStores('1009034');
    expect(notesStore().getState().notes).toEqual([]);
  });

  it('drops a stored value that fails the schema, with a warning, and never throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    bindTabStores('1004521');
    const key = tabKey('1004521', `notes-${name}`);
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
    bindTabStores('1004521');
    notesStore(1).getState().add('old shape');
    const store = notesStore(2);
    expect(store.getState().notes).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('wipes', () => {
  it("the session's end empties every store and every key of ours, no one else's", () => {
    bindTabStores('1004521');
    const store = notesStore();
    store.getState().add('secret');
    web.setItem('mmih_auth_token', 'token');
    wipeTabStores();
    expect(store.getState().notes).toEqual([]);
    expect([...Array(web.length).keys()].map((i) => web.key(i))).toEqual(['mmih_auth_token']);
  });

  it("another adviser signing in takes the previous adviser's keys", () => {
    bindTabStores('1004521');
    notesStore().getState().add('theirs');
    bindTabStores('1009034');
    notesStore().getState().add('mine');
    wipeOtherAdvisers('1009034');
    expect(web.length).toBe(1);
    expect(web.key(0)).toBe(tabKey('1009034', `notes-${name}`));
  });
});
