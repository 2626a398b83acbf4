import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from '../../api/api-error';
import { UNANSWERED_WAIT_MS } from '../consent';
import { entryState, wordOf, type ConsentKind } from '../consent';
import { needsLog, rowStateOf } from './row-state';

/** The row's state, by its kind. */
const consentStateOf = (input: Parameters<typeof rowStateOf>[0]) => rowStateOf(input).kind;
const CONSENT_STATE_LABEL = {
  networkError: wordOf({ kind: 'networkError' }),
  cancelled: wordOf({ kind: 'cancelled' }),
} satisfies Partial<Record<ConsentKind, string>>;

const NOW = Date.parse('2026-03-10T10:00:00.000Z');
const at = (msAgo: number) => new Date(NOW - msAgo).toISOString();
const failure = (status: number, kind: ApiErrorKind = 'http') =>
  new ApiError({ status, kind, message: kind });
const read = (data: { response?: string | null; date: string }[]) => ({
  status: 'success' as const,
  data,
});

describe('rowStateOf', () => {
  it('a stored document is Forms ready, whatever the log', () => {
    expect(consentStateOf({ formsReady: true, log: { status: 'pending' }, now: NOW })).toBe(
      'ready',
    );
  });

  it('a Save waiting to be sent is what the row says, until the service confirms it', () => {
    expect(
      rowStateOf({ formsReady: false, toSend: 'retry', requesting: true, log: read([]), now: NOW }),
    ).toEqual({ kind: 'toSend', send: 'retry' });
  });

  it('a request this tab runs is waiting, before its log entry exists', () => {
    expect(consentStateOf({ formsReady: false, requesting: true, log: read([]), now: NOW })).toBe(
      'waiting',
    );
  });

  it('says when the log is loading or failed; the log’s 404 is no consent', () => {
    const state = (log: Parameters<typeof consentStateOf>[0]['log']) =>
      consentStateOf({ formsReady: false, log, now: NOW });
    expect(state({ status: 'pending' })).toBe('checking');
    expect(state({ status: 'error', error: failure(503) })).toBe('unchecked');
    expect(state({ status: 'error', error: failure(404) })).toBe('none');
    expect(state(read([]))).toBe('none');
  });

  it('a log read before stands when a later read gets no answer (no signal), not when refused', () => {
    const state = (error: ApiError, data = [{ response: 'ACCEPT', date: at(60_000) }]) =>
      consentStateOf({ formsReady: false, log: { status: 'error', data, error }, now: NOW });
    expect(state(failure(0, 'network'))).toBe('accepted');
    expect(state(failure(0, 'offline'))).toBe('accepted');
    expect(state(failure(0, 'timeout'))).toBe('accepted');
    expect(state(failure(503))).toBe('unchecked');
    // A 401 is an answer (the session has ended), and so is a call refused for want of a token.
    expect(state(failure(401))).toBe('unchecked');
    expect(state(failure(0, 'auth'))).toBe('unchecked');
    expect(
      consentStateOf({
        formsReady: false,
        log: { status: 'error', error: failure(0, 'network') },
        now: NOW,
      }),
    ).toBe('unchecked');
  });

  it('an answer kept after the log was read is the row’s state until the log is read again', () => {
    const kept = { outcome: 'rejected' as const, at: NOW - 1000 };
    const log = { ...read([{ response: 'ACCEPT', date: at(60_000) }]), dataUpdatedAt: NOW - 5000 };
    expect(consentStateOf({ formsReady: false, kept, log, now: NOW })).toBe('rejected');
    expect(consentStateOf({ formsReady: false, kept, log: { status: 'pending' }, now: NOW })).toBe(
      'rejected',
    );
    // Read after the answer was kept: the log says it.
    expect(
      consentStateOf({ formsReady: false, kept, log: { ...log, dataUpdatedAt: NOW }, now: NOW }),
    ).toBe('accepted');
    // Forms, a Save waiting and a request running come first.
    expect(consentStateOf({ formsReady: true, kept, log, now: NOW })).toBe('ready');
    expect(consentStateOf({ formsReady: false, requesting: true, kept, log, now: NOW })).toBe(
      'waiting',
    );
  });

  it('any ACCEPT is accepted; else the newest entry decides', () => {
    const state = (data: { response?: string | null; date: string }[]) =>
      consentStateOf({ formsReady: false, log: read(data), now: NOW });
    expect(
      state([
        { response: 'ACCEPT', date: at(90_000_000) },
        { response: 'REJECT', date: at(1) },
      ]),
    ).toBe('accepted');
    // 'accept' is not consent (the verifier's own test is exact): an ending without an answer.
    expect(state([{ response: 'accept', date: at(1) }])).toBe('noAnswer');
    expect(
      state([
        { response: 'TimeOut', date: at(10) },
        { response: 'REJECT', date: at(5) },
      ]),
    ).toBe('rejected');
    expect(
      state([
        { response: 'REJECT', date: at(5) },
        { response: 'TimeOut', date: at(10) },
      ]),
    ).toBe('rejected');
    expect(
      state([
        { response: 'REJECT', date: at(10) },
        { response: 'TimeOut', date: at(5) },
      ]),
    ).toBe('noAnswer');
  });
});

describe('the newest entry, in the list’s words', () => {
  const state = (data: { response?: string | null; consentStatus?: string; date: string }[]) =>
    consentStateOf({ formsReady: false, log: read(data), now: NOW });

  it('an entry with no answer waits while the window is open, then reads as no answer', () => {
    expect(state([{ response: null, date: at(1000) }])).toBe('waiting');
    expect(state([{ date: at(UNANSWERED_WAIT_MS) }])).toBe('noAnswer');
    expect(state([{ response: null, date: 'not a date' }])).toBe('noAnswer');
  });

  it('every ending keeps the word the history gives it: a failed request is Request failed', () => {
    expect(state([{ response: 'TimeOut', consentStatus: 'NETWORK_ERROR', date: at(5) }])).toBe(
      'networkError',
    );
    expect(state([{ response: 'TimeOut', consentStatus: 'CANCELLED', date: at(5) }])).toBe(
      'cancelled',
    );
    expect(state([{ response: 'TimeOut', consentStatus: 'FAILED', date: at(5) }])).toBe('failed');
    expect(CONSENT_STATE_LABEL.networkError).toBe('Network error');
    expect(CONSENT_STATE_LABEL.cancelled).toBe('Cancelled');
  });

  it('shows each entry in the word the consent history shows it in', () => {
    const entries = [
      { response: 'ACCEPT' },
      { response: 'REJECT' },
      { response: 'TimeOut', consentStatus: 'TIMEOUT' },
      { response: 'TimeOut', consentStatus: 'NETWORK_ERROR' },
      { response: 'TimeOut', consentStatus: 'CANCELLED' },
      { response: 'TimeOut', consentStatus: 'FAILED' },
      { response: null },
      { response: null, createdAt: at(UNANSWERED_WAIT_MS) },
    ];
    for (const entry of entries) {
      const history = wordOf(entryState({ createdAt: at(1000), ...entry }, NOW));
      const row = rowStateOf({
        formsReady: false,
        log: read([{ date: entry.createdAt ?? at(1000), ...entry }]),
        now: NOW,
      });
      expect(row.kind === 'toSend' ? row.send : wordOf(row)).toBe(history);
    }
  });
});

describe('needsLog', () => {
  it('only the consent states need the rows’ logs', () => {
    expect(['all', 'ready', 'draft'].map((f) => needsLog(f as never))).toEqual([
      false,
      false,
      false,
    ]);
    expect(needsLog('rejected')).toBe(true);
  });
});
