import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSessionToken } from '../../api/mocks/session';
import { memoryStorage } from '../../lib/memory-storage.test-support';

const token = (employeeNumber: string) =>
  makeSessionToken({ sub: { givenName: 'Thandi', displayName: 'Thandi Nkosi', employeeNumber } });

/** A page of the tab loading: its modules afresh, over the same storage. */
const load = async () => {
  vi.resetModules();
  const session = await import('./session');
  const drafts = await import('../../lib/form-draft');
  return { ...session, ...drafts };
};

let web: Storage;
beforeEach(() => {
  web = memoryStorage();
  vi.stubGlobal('sessionStorage', web);
});
afterEach(() => vi.unstubAllGlobals());

describe('bindTabToAdviser (docs/behaviour.md#drafts)', () => {
  it("reads what the tab kept for the adviser, and another adviser's values go", async () => {
    const thandi = await load();
    thandi.bindTabToAdviser(thandi.openSession(token('1004521')));
    thandi.formDrafts.getState().keep('new', { savedAt: '2026-11-24T12:05:00Z', values: {} });

    const reloaded = await load();
    reloaded.bindTabToAdviser(reloaded.openSession(token('1004521')));
    expect(Object.keys(reloaded.formDrafts.getState().drafts)).toEqual(['new']);

    const lerato = await load();
    lerato.bindTabToAdviser(lerato.openSession(token('1009034')));
    expect(lerato.formDrafts.getState().drafts).toEqual({});
    expect(web.length).toBe(0);
  });

  it('keeps nothing for nobody', async () => {
    const nobody = await load();
    nobody.bindTabToAdviser(nobody.openSession(null));
    nobody.formDrafts.getState().keep('new', { savedAt: '2026-11-24T12:05:00Z', values: {} });
    expect(web.length).toBe(0);
  });
});
