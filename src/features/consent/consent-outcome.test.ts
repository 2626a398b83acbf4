import { describe, expect, it } from 'vitest';
import {
  OUTCOME_LABELS,
  currentOutcome,
  UNANSWERED_WAIT_MS,
  entryOutcome,
  logEnding,
  newestFirst,
} from './consent-outcome';

const sent = '2026-11-20T08:00:00.000Z';
const at = Date.parse(sent);

describe('entryOutcome', () => {
  it('reads an answer from the response: exactly ACCEPT is accepted, REJECT rejected', () => {
    expect(entryOutcome({ response: 'ACCEPT' })).toBe('accepted');
    expect(entryOutcome({ response: 'accept', consentStatus: 'accept' })).toBe('noAnswer');
    expect(entryOutcome({ response: 'REJECT', consentStatus: 'REJECT' })).toBe('rejected');
  });

  it('tells the endings without an answer apart by the consent status beside TimeOut', () => {
    expect(entryOutcome({ response: 'TimeOut', consentStatus: 'TIMEOUT' })).toBe('noAnswer');
    expect(entryOutcome({ response: 'TimeOut', consentStatus: 'NETWORK_ERROR' })).toBe(
      'networkError',
    );
    expect(entryOutcome({ response: 'TimeOut', consentStatus: 'CANCELLED' })).toBe('cancelled');
    expect(entryOutcome({ response: 'TimeOut', consentStatus: 'FAILED' })).toBe('failed');
  });

  it('reads a TimeOut written without its ending (older entries) as no answer', () => {
    expect(entryOutcome({ response: 'TimeOut' })).toBe('noAnswer');
    expect(entryOutcome({ response: 'TimeOut', consentStatus: 'TimeOut' })).toBe('noAnswer');
  });

  it('a consent status never makes an answer: only the response can accept', () => {
    expect(entryOutcome({ response: 'TimeOut', consentStatus: 'ACCEPT' })).toBe('noAnswer');
    expect(entryOutcome({ response: null, consentStatus: 'ACCEPT' })).toBe('waiting');
  });

  it('an entry without a response waits for the client for the answer window and its grace', () => {
    expect(entryOutcome({ response: null, createdAt: sent })).toBe('waiting');
    expect(entryOutcome({ createdAt: sent }, at + UNANSWERED_WAIT_MS - 1)).toBe('waiting');
    expect(entryOutcome({ createdAt: sent }, at + UNANSWERED_WAIT_MS)).toBe('unrecorded');
    expect(entryOutcome({ date: sent }, at + 60 * 60_000)).toBe('unrecorded');
    expect(entryOutcome({ date: 'not a date' }, at)).toBe('unrecorded');
  });

  it('has a label in the adviser’s words for every outcome', () => {
    expect(OUTCOME_LABELS.noAnswer).toBe('No answer');
    expect(OUTCOME_LABELS.cancelled).toBe('Cancelled');
    expect(OUTCOME_LABELS.waiting).toBe('Waiting');
  });
});

describe('logEnding', () => {
  it('an answer records its option', () => {
    expect(logEnding('accepted', 'ACCEPT')).toEqual({ consentStatus: 'ACCEPT' });
    expect(logEnding('rejected', 'REJECT', 'ignored')).toEqual({ consentStatus: 'REJECT' });
  });

  it('the other endings record their word and the verifier’s message when it gave one', () => {
    expect(logEnding('networkError', 'TimeOut', 'Session dropped')).toEqual({
      consentStatus: 'NETWORK_ERROR',
      verifierMessage: 'Session dropped',
    });
    expect(logEnding('noAnswer', 'TimeOut', null)).toEqual({ consentStatus: 'TIMEOUT' });
    expect(logEnding('cancelled', 'TimeOut', 'x')).toEqual({ consentStatus: 'CANCELLED' });
    expect(logEnding('failed', 'TimeOut')).toEqual({ consentStatus: 'FAILED' });
  });

  it('cuts a long message to what the log holds', () => {
    expect(logEnding('failed', 'TimeOut', 'x'.repeat(300)).verifierMessage).toHaveLength(182);
  });

  it('round-trips: what is written reads back as the same outcome', () => {
    for (const phase of [
      'accepted',
      'rejected',
      'noAnswer',
      'networkError',
      'cancelled',
      'failed',
    ]) {
      const response =
        phase === 'accepted' ? 'ACCEPT' : phase === 'rejected' ? 'REJECT' : 'TimeOut';
      expect(entryOutcome({ response, ...logEnding(phase, response) })).toBe(phase);
    }
  });
});

describe('newestFirst', () => {
  it('orders by when each request was sent, newest first, undated last', () => {
    const entries = [
      { id: 'a', createdAt: '2026-11-20T08:00:00.000Z' },
      { id: 'b' },
      { id: 'c', createdAt: '2026-11-20T09:00:00.000Z' },
      { id: 'd', date: '2026-11-20T08:30:00.000Z' },
    ];
    expect(newestFirst(entries).map((e) => e.id)).toEqual(['c', 'd', 'a', 'b']);
  });
});

describe('currentOutcome', () => {
  const entries = [
    { response: 'REJECT', createdAt: '2026-11-20T08:00:00Z' },
    { response: 'TimeOut', consentStatus: 'CANCELLED', createdAt: '2026-11-20T09:00:00Z' },
  ];

  it('the request this tab runs decides, in the one word per outcome', () => {
    expect(currentOutcome('sending', entries)).toBe('waiting');
    expect(currentOutcome('waiting', entries)).toBe('waiting');
    expect(currentOutcome('rejected', [])).toBe('rejected');
    expect(OUTCOME_LABELS[currentOutcome('cancelled', undefined) ?? 'waiting']).toBe('Cancelled');
  });

  it('else the newest entry of the log; nothing when it was never asked', () => {
    expect(currentOutcome('idle', entries)).toBe('cancelled');
    expect(currentOutcome(null, entries.slice(0, 1))).toBe('rejected');
    expect(currentOutcome('idle', [])).toBeNull();
    expect(currentOutcome('refused', undefined)).toBeNull();
  });
});
