import { describe, expect, it } from 'vitest';
import type { UssdLogEntry } from '../../api';
import { formatDuration, historyRows, type LiveAttempt } from './history-rows';

const now = Date.parse('2026-11-20T12:00:00.000Z');
const entry = (id: string, sent: string, patch: Partial<UssdLogEntry> = {}): UssdLogEntry => ({
  _id: id,
  billingUserGuid: 'billingUserGuid',
  cellphoneNumber: '0821234567',
  channel: 'Electronic',
  date: sent,
  instructionType: 'instructionType',
  message: 'Meridian to deduct R150.50 mnthly',
  planReference: 'p1',
  maskedCellphoneNumber: '082****567',
  transactionId: `TX-${id}`,
  userLdapGuid: 'userLdapGuid',
  createdAt: sent,
  updatedAt: sent,
  ...patch,
});

describe('historyRows', () => {
  it('one row per request, newest first, in the adviser’s words with how long it took', () => {
    const rows = historyRows(
      [
        entry('a', '2026-11-20T08:00:00.000Z', {
          response: 'REJECT',
          updatedAt: '2026-11-20T08:00:42.000Z',
        }),
        entry('b', '2026-11-20T09:00:00.000Z', {
          response: 'TimeOut',
          consentStatus: 'NETWORK_ERROR',
          verifierMessage: 'Dropped',
          updatedAt: '2026-11-20T09:02:05.000Z',
        }),
      ],
      null,
      now,
    );
    expect(rows.map((r) => [r.key, r.label, r.duration, r.verifierMessage])).toEqual([
      ['b', 'Network error', 'Ended after 2 min 5 s', 'Dropped'],
      ['a', 'Rejected', 'Answered after 42 s', null],
    ]);
  });

  it('marks the requests that count against today’s cap and those an edit archived', () => {
    const rows = historyRows(
      [
        entry('old', '2026-11-18T08:00:00.000Z', {
          response: 'ACCEPT',
          archived: true,
          archivedAt: '2026-11-19T10:00:00.000Z',
        }),
        entry('new', '2026-11-20T08:00:00.000Z', { response: 'TimeOut' }),
      ],
      null,
      now,
    );
    expect(rows.map((r) => [r.key, r.countsToday, r.archivedAt])).toEqual([
      ['new', true, null],
      ['old', false, '2026-11-19T10:00:00.000Z'],
    ]);
  });

  const live: LiveAttempt = {
    state: { kind: 'waiting' },
    transactionId: 'TX-c',
    maskedCellphoneNumber: '082****567',
    message: 'Meridian to deduct R150.50 mnthly',
    startedAt: Date.parse('2026-11-20T11:59:00.000Z'),
    endedAt: null,
    secondsLeft: 75,
  };

  it('the request in flight is on top at once, and takes the place of its unanswered entry', () => {
    const earlier = entry('a', '2026-11-20T08:00:00.000Z', { response: 'REJECT' });
    expect(historyRows([earlier], live, now).map((r) => [r.key, r.label, r.secondsLeft])).toEqual([
      ['live-TX-c', 'Waiting', 75],
      ['a', 'Rejected', null],
    ]);
    const written = entry('c', '2026-11-20T11:59:01.000Z');
    expect(historyRows([earlier, written], live, now).map((r) => r.key)).toEqual([
      'live-TX-c',
      'a',
    ]);
  });

  it('once the log holds the answer, the log’s row shows', () => {
    const answered = entry('c', '2026-11-20T11:59:01.000Z', { response: 'ACCEPT' });
    const rows = historyRows([answered], { ...live, state: { kind: 'accepted' } }, now);
    expect(rows.map((r) => [r.key, r.label])).toEqual([['c', 'Accepted']]);
  });

  it('before the prompt is out the live row says it is being sent, the number not yet known', () => {
    const [row] = historyRows(
      [],
      { ...live, state: { kind: 'sending' }, transactionId: null, maskedCellphoneNumber: null },
      now,
    );
    expect([row.label, row.maskedNumber, row.countsToday]).toEqual(['Sending…', '--', true]);
  });
});

describe('formatDuration', () => {
  it('writes seconds, then minutes and seconds', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(59_400)).toBe('59 s');
    expect(formatDuration(60_000)).toBe('1 min');
    expect(formatDuration(125_000)).toBe('2 min 5 s');
  });
});
