import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEW_FORM, savedApplication } from '../../lib/open-application';
import { bindTabStores, tabKey, wipeTabStores } from '../../lib/tab-store';
import { openSession } from '../session';
import { createOpenApplication, tabOpenApplication } from './store';

/** A session storage over a Map: what the tab keeps across a reload. */
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

const ADVISER = '8004512';
const KEY = tabKey(ADVISER, 'open-application');
let web: Storage;

beforeEach(() => {
  web = memoryStorage();
  vi.stubGlobal('sessionStorage', web);
  wipeTabStores();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The tab's store as a reload finds it: what the tab kept for the adviser, read again. */
async function reload() {
  bindTabStores(ADVISER);
  await tabOpenApplication.persist.rehydrate();
  return tabOpenApplication.getState().open;
}

describe('the open application', () => {
  it('starts with a new form; one action per thing that happens', () => {
    const store = createOpenApplication();
    expect(store.getState().open).toEqual(NEW_FORM);
    store.getState().openSaved('MFP00012345');
    expect(store.getState().open).toEqual(savedApplication('MFP00012345'));
    store.getState().startNew();
    expect(store.getState().open).toEqual(NEW_FORM);
    // The first save turns the new form into the saved plan; an update may renumber it.
    store.getState().saved('MFP00099999');
    expect(store.getState().open).toEqual(savedApplication('MFP00099999'));
    store.getState().close();
    expect(store.getState().open).toEqual(NEW_FORM);
    // Beside the session, which is the adviser only: it changes as the adviser works.
    expect(Object.keys(openSession(null))).toEqual(['adviser']);
  });

  it('is kept in the tab for the adviser, and a reload reopens what was kept', async () => {
    bindTabStores(ADVISER);
    tabOpenApplication.getState().openSaved('MFP00012345');
    expect(JSON.parse(web.getItem(KEY) ?? 'null')).toEqual({
      state: { open: savedApplication('MFP00012345') },
      version: 1,
    });
    web.setItem(KEY, JSON.stringify({ state: { open: savedApplication('MFP1') }, version: 1 }));
    expect(await reload()).toEqual(savedApplication('MFP1'));
    tabOpenApplication.getState().close();
    expect(JSON.parse(web.getItem(KEY) ?? 'null')).toEqual({
      state: { open: NEW_FORM },
      version: 1,
    });
  });

  it('another adviser on the tab finds nothing open; the session’s end forgets it', () => {
    bindTabStores(ADVISER);
    tabOpenApplication.getState().openSaved('MFP00012345');
    bindTabStores('1009034');
    expect(tabOpenApplication.getState().open).toEqual(NEW_FORM);
    bindTabStores(ADVISER);
    tabOpenApplication.getState().openSaved('MFP00012345');
    wipeTabStores();
    expect(tabOpenApplication.getState().open).toEqual(NEW_FORM);
    expect(web.getItem(KEY)).toBeNull();
  });

  it('drops, with a warning, a value of an older version or one that fails its schema', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The older build's shape: the policy number and the edit flag.
    web.setItem(
      KEY,
      JSON.stringify({
        state: { selectedPolicyNumber: 'MFP00012345', editPlan: true },
        version: 0,
      }),
    );
    expect(await reload()).toEqual(NEW_FORM);
    web.setItem(
      KEY,
      JSON.stringify({ state: { open: { kind: 'saved', policyNumber: '' } }, version: 1 }),
    );
    expect(await reload()).toEqual(NEW_FORM);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
