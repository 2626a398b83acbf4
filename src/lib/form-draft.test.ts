// @vitest-environment jsdom
import { CalendarDate } from '@internationalized/date';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tabKey } from './tab-store';

/** The drafts as a page of the tab loads them: a reload is a new module over the same storage. */
const load = async (employeeNumber = '1004521') => {
  vi.resetModules();
  const tabStore = await import('./tab-store');
  const drafts = await import('./form-draft');
  const values = await import('./form-draft-values');
  tabStore.bindTabStores(employeeNumber);
  return { ...tabStore, ...drafts, ...values };
};

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const values = {
  firstName: 'Thabo',
  idNumber: '8001015009087',
  accountNumber: '62001234567',
  startDate: new CalendarDate(2026, 12, 1),
  birthDate: null,
};

describe('form drafts (docs/behaviour.md#drafts)', () => {
  it('keeps the values in session storage only, calendar dates and all, with when they were kept', async () => {
    const { saveDraft, NEW_APPLICATION } = await load();
    const at = new Date('2026-11-24T12:05:00Z');
    saveDraft(NEW_APPLICATION, values, at);
    expect(localStorage.length).toBe(0);
    expect(Object.keys(sessionStorage)).toEqual([tabKey('1004521', 'drafts')]);
    // A reload of the tab reads them back.
    const { readDraft } = await load();
    const draft = readDraft<typeof values>(NEW_APPLICATION);
    expect(draft?.savedAt).toBe(at.toISOString());
    expect(draft?.values.firstName).toBe('Thabo');
    expect(draft?.values.startDate).toBeInstanceOf(CalendarDate);
    expect(draft?.values.startDate.toString()).toBe('2026-12-01');
    expect(draft?.values.birthDate).toBeNull();
  });

  it('is per adviser and per application: another adviser or plan finds nothing', async () => {
    const first = await load();
    first.saveDraft(first.applicationKey('MET_0042'), values);
    expect(first.readDraft(first.applicationKey('MET_0043'))).toBeNull();
    expect(first.readDraft(first.NEW_APPLICATION)).toBeNull();
    const other = await load('1009034');
    expect(other.readDraft(other.applicationKey('MET_0042'))).toBeNull();
  });

  it("lists the saved applications that have a draft, not the new form's", async () => {
    const { saveDraft, applicationKey, NEW_APPLICATION, draftPolicyNumbers, formDrafts } =
      await load();
    saveDraft(applicationKey('MET_0042'), values);
    saveDraft(applicationKey('MET_0007'), values);
    saveDraft(NEW_APPLICATION, values);
    expect(draftPolicyNumbers(formDrafts.getState())).toEqual(['MET_0007', 'MET_0042']);
  });

  it('is removed alone, or all at once when the session ends', async () => {
    sessionStorage.setItem('mmih_auth_token', 'kept');
    const { saveDraft, removeDraft, readDraft, applicationKey, NEW_APPLICATION, wipeTabStores } =
      await load();
    saveDraft(applicationKey('MET_0042'), values);
    saveDraft(NEW_APPLICATION, values);
    removeDraft(NEW_APPLICATION);
    expect(readDraft(NEW_APPLICATION)).toBeNull();
    expect(readDraft(applicationKey('MET_0042'))).not.toBeNull();
    wipeTabStores();
    expect(readDraft(applicationKey('MET_0042'))).toBeNull();
    // Only the tab's stores go: the session token and anything else in the tab stay.
    expect(Object.keys(sessionStorage)).toEqual(['mmih_auth_token']);
  });

  it('drops a stored value it cannot read, or that an older version wrote', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const key = tabKey('1004521', 'drafts');
    sessionStorage.setItem(key, '{not json');
    expect((await load()).formDrafts.getState().drafts).toEqual({});
    sessionStorage.setItem(
      key,
      JSON.stringify({ state: { drafts: { new: { values: {} } } }, version: 1 }),
    );
    expect((await load()).formDrafts.getState().drafts).toEqual({});
    sessionStorage.setItem(key, JSON.stringify({ v: 1, savedAt: 'x', values: {} }));
    expect((await load()).formDrafts.getState().drafts).toEqual({});
    sessionStorage.setItem(key, JSON.stringify({ state: { drafts: {} }, version: 0 }));
    expect((await load()).formDrafts.getState().drafts).toEqual({});
    expect(warn).toHaveBeenCalledTimes(4);
    warn.mockRestore();
  });
});
