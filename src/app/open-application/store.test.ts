import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEW_FORM, savedApplication } from '../../lib/open-application';
import { tabKey } from '../../lib/tab-store';
import { openSession } from '../session';
import { createOpenApplication } from './store';
import { memoryStorage } from '../../lib/memory-storage.test-support';

const ADVISER = '8004512';
const KEY = tabKey(ADVISER, 'open-application');
let web: Storage;

/**
 * The tab's open application as a page of the tab loads it, bound to the adviser: a reload is a
 * new module over the same storage.
 */
async function load(employeeNumber = ADVISER) {
  vi.resetModules();
  const tabStore = await import('../../lib/tab-store');
  const { tabOpenApplication } = await import('./store');
  tabStore.bindTabStores(employeeNumber);
  return { ...tabStore, store: tabOpenApplication };
}

beforeEach(() => {
  web = memoryStorage();
  vi.stubGlobal('sessionStorage', web);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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

  it('is kept in the tab for the adviser, and a reload reopens it', async () => {
    const { store } = await load();
    store.getState().openSaved('MFP00012345');
    expect(JSON.parse(web.getItem(KEY) ?? 'null')).toEqual({
      state: { open: savedApplication('MFP00012345') },
      version: 1,
    });
    expect((await load()).store.getState().open).toEqual(savedApplication('MFP00012345'));
    (await load()).store.getState().close();
    expect((await load()).store.getState().open).toEqual(NEW_FORM);
  });

  it('another adviser on the tab finds nothing open; the session’s end forgets it', async () => {
    (await load()).store.getState().openSaved('MFP00012345');
    expect((await load('1009034')).store.getState().open).toEqual(NEW_FORM);
    const { store, wipeTabStores } = await load();
    expect(store.getState().open).toEqual(savedApplication('MFP00012345'));
    wipeTabStores();
    expect(store.getState().open).toEqual(NEW_FORM);
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
    expect((await load()).store.getState().open).toEqual(NEW_FORM);
    web.setItem(
      KEY,
      JSON.stringify({ state: { open: { kind: 'saved', policyNumber: '' } }, version: 1 }),
    );
    expect((await load()).store.getState().open).toEqual(NEW_FORM);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
