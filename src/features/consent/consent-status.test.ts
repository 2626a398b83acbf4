import { describe, expect, it } from 'vitest';
import { acceptedAt, deriveConsentStatus } from './consent-status';

describe('deriveConsentStatus', () => {
  it("no entries: 'No Consent', request enabled, generate disabled", () => {
    expect(deriveConsentStatus({ logs: [] })).toEqual({
      label: 'No Consent',
      canRequest: true,
      canGenerate: false,
    });
  });

  it('a log not loaded yet (new form) counts as no entries', () => {
    expect(deriveConsentStatus({})).toEqual(deriveConsentStatus({ logs: [] }));
  });

  it("an ACCEPT entry: 'Consent accepted', generate enabled, request disabled", () => {
    expect(deriveConsentStatus({ logs: [{ response: 'ACCEPT' }] })).toEqual({
      label: 'Consent accepted',
      canRequest: false,
      canGenerate: true,
    });
  });

  it('an ACCEPT anywhere in the log counts, after earlier failures too', () => {
    const logs = [{ response: 'TimeOut' }, { response: 'REJECT' }, { response: 'ACCEPT' }];
    expect(deriveConsentStatus({ logs }).label).toBe('Consent accepted');
    expect(deriveConsentStatus({ logs: [...logs].reverse() }).label).toBe('Consent accepted');
  });

  it("ACCEPT means exactly 'ACCEPT', the test the verifier's record is held to", () => {
    for (const response of [' accept ', 'accept', 'ACCEPT ']) {
      expect(deriveConsentStatus({ logs: [{ response }] }).label).toBe('Consent failed');
    }
  });

  it("entries without ACCEPT: 'Consent failed', request enabled", () => {
    for (const logs of [
      [{ response: 'TimeOut' }],
      [{ response: 'REJECT' }, { response: null }],
      [{}],
      [{ response: 'ACCEPTED_LATER' }],
    ]) {
      expect(deriveConsentStatus({ logs })).toEqual({
        label: 'Consent failed',
        canRequest: true,
        canGenerate: false,
      });
    }
  });

  it("a 404 is not an empty log: 'NO CONSENT FOUND', request enabled", () => {
    expect(deriveConsentStatus({ error: { status: 404 } })).toEqual({
      label: 'NO CONSENT FOUND',
      canRequest: true,
      canGenerate: false,
    });
  });

  it('any other fetch error disables generate', () => {
    for (const status of [0, 401, 500, 503]) {
      const status_ = deriveConsentStatus({ error: { status } });
      expect(status_.canGenerate).toBe(false);
      expect(status_.label).toBe('Consent status unavailable');
    }
  });

  it('an error wins over stale entries (a refetch failed after an ACCEPT)', () => {
    expect(
      deriveConsentStatus({ logs: [{ response: 'ACCEPT' }], error: { status: 500 } }).canGenerate,
    ).toBe(false);
  });

  it('a null error (react-query before any failure) is no error', () => {
    expect(deriveConsentStatus({ logs: [{ response: 'ACCEPT' }], error: null }).canGenerate).toBe(
      true,
    );
  });
});

describe('acceptedAt', () => {
  const entry = (response: string | null, date: string, updatedAt?: string) => ({
    response,
    date,
    updatedAt,
  });

  it('is the newest ACCEPT, by when its answer was written', () => {
    expect(
      acceptedAt([
        entry('REJECT', '2026-11-23T09:00:00Z', '2026-11-23T09:01:00Z'),
        entry('ACCEPT', '2026-11-23T10:00:00Z', '2026-11-23T10:00:40Z'),
        entry('ACCEPT', '2026-11-20T10:00:00Z'),
      ]),
    ).toEqual(new Date('2026-11-23T10:00:40Z'));
  });

  it('falls back to the request date when the entry has no update time', () => {
    expect(acceptedAt([entry('ACCEPT', '2026-11-20T10:00:00Z')])).toEqual(
      new Date('2026-11-20T10:00:00Z'),
    );
  });

  it("is undefined without an exact 'ACCEPT'", () => {
    expect(acceptedAt(undefined)).toBeUndefined();
    expect(acceptedAt([entry('accept', '2026-11-20T10:00:00Z'), entry(null, 'x')])).toBeUndefined();
  });
});
