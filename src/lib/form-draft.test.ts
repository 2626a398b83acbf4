// @vitest-environment jsdom
import { CalendarDate } from '@internationalized/date';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DRAFT_PREFIX,
  NEW_APPLICATION,
  applicationKey,
  clearAllDrafts,
  clearOtherAdvisersDrafts,
  draftPolicyNumbers,
  removeDraft,
} from './form-draft';
import { readDraft, saveDraft } from './form-draft-values';

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
  it('keeps the values in session storage only, calendar dates and all, with when they were kept', () => {
    const at = new Date('2026-11-24T12:05:00Z');
    expect(saveDraft('1004521', NEW_APPLICATION, values, at)).toBe(true);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(1);
    const draft = readDraft<typeof values>('1004521', NEW_APPLICATION);
    expect(draft?.savedAt).toBe(at.toISOString());
    expect(draft?.values.firstName).toBe('Thabo');
    expect(draft?.values.startDate).toBeInstanceOf(CalendarDate);
    expect(draft?.values.startDate.toString()).toBe('2026-12-01');
    expect(draft?.values.birthDate).toBeNull();
  });

  it('is per adviser and per application: another adviser or plan finds nothing', () => {
    saveDraft('1004521', applicationKey('MET_0042'), values);
    expect(readDraft('1009034', applicationKey('MET_0042'))).toBeNull();
    expect(readDraft('1004521', applicationKey('MET_0043'))).toBeNull();
    expect(readDraft('1004521', NEW_APPLICATION)).toBeNull();
    expect(readDraft('', applicationKey('MET_0042'))).toBeNull();
  });

  it("lists the adviser's saved applications that have a draft, not the new form's nor anyone else's", () => {
    saveDraft('1004521', applicationKey('MET_0042'), values);
    saveDraft('1004521', applicationKey('MET_0007'), values);
    saveDraft('1004521', NEW_APPLICATION, values);
    saveDraft('1009034', applicationKey('MET_0099'), values);
    expect(draftPolicyNumbers('1004521').sort()).toEqual(['MET_0007', 'MET_0042']);
    expect(draftPolicyNumbers('1009034')).toEqual(['MET_0099']);
    expect(draftPolicyNumbers('')).toEqual([]);
  });

  it('is removed alone, by adviser change, or all at once when the session ends', () => {
    sessionStorage.setItem('mmih_auth_token', 'kept');
    saveDraft('1004521', applicationKey('MET_0042'), values);
    saveDraft('1004521', NEW_APPLICATION, values);
    saveDraft('1009034', NEW_APPLICATION, values);
    removeDraft('1004521', NEW_APPLICATION);
    expect(readDraft('1004521', NEW_APPLICATION)).toBeNull();
    clearOtherAdvisersDrafts('1004521');
    expect(readDraft('1009034', NEW_APPLICATION)).toBeNull();
    expect(draftPolicyNumbers('1004521')).toEqual(['MET_0042']);
    clearAllDrafts();
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith(DRAFT_PREFIX))).toEqual([]);
    // Only drafts go: the session token and anything else in the tab stay.
    expect(sessionStorage.getItem('mmih_auth_token')).toBe('kept');
  });

  it('ignores a stored value it cannot read', () => {
    sessionStorage.setItem(`${DRAFT_PREFIX}1004521:new`, '{not json');
    expect(readDraft('1004521', NEW_APPLICATION)).toBeNull();
    sessionStorage.setItem(`${DRAFT_PREFIX}1004521:new`, JSON.stringify({ v: 9 }));
    expect(readDraft('1004521', NEW_APPLICATION)).toBeNull();
  });
});
