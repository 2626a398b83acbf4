import { describe, expect, it } from 'vitest';
import { CONSENT_ATTEMPT_WINDOW_MS } from '../../api';
import {
  attemptAllowance,
  cancelCost,
  countsToday,
  latestAttempt,
  withAttemptUnderWay,
  withdrawnCost,
} from './attempts';

const now = Date.parse('2026-11-23T12:00:00.000Z');
const hoursAgo = (h: number) => ({ createdAt: new Date(now - h * 3_600_000).toISOString() });

describe('attemptAllowance', () => {
  it('three attempts with an empty or missing log', () => {
    expect(attemptAllowance([], now)).toEqual({ left: 3, opensAt: null });
    expect(attemptAllowance(undefined, now)).toEqual({ left: 3, opensAt: null });
  });

  it('counts only the entries of the last 24 hours', () => {
    expect(attemptAllowance([hoursAgo(1), hoursAgo(23.9)], now)).toEqual({
      left: 1,
      opensAt: null,
    });
    expect(attemptAllowance([hoursAgo(24), hoursAgo(30), hoursAgo(2)], now).left).toBe(2);
  });

  it('at zero, opens 24 hours after the oldest attempt that must drop out', () => {
    const entries = [hoursAgo(20), hoursAgo(5), hoursAgo(2), hoursAgo(1)];
    expect(attemptAllowance(entries, now)).toEqual({
      left: 0,
      opensAt: now - 5 * 3_600_000 + CONSENT_ATTEMPT_WINDOW_MS,
    });
  });

  it("reads the entry's date when createdAt is missing, and skips unreadable times", () => {
    const entries = [{ date: new Date(now - 1000).toISOString() }, { createdAt: 'soon' }, {}];
    expect(attemptAllowance(entries, now).left).toBe(2);
  });

  it('counts an entry stamped after `now` (the screen reads the clock coarsely)', () => {
    const justLogged = { createdAt: new Date(now + 20_000).toISOString() };
    expect(attemptAllowance([justLogged, hoursAgo(1)], now).left).toBe(1);
  });

  it("a refusal's retryAt in the future wins over the log", () => {
    const retryAt = '2026-11-24T08:00:00.000Z';
    expect(attemptAllowance([], now, retryAt)).toEqual({ left: 0, opensAt: Date.parse(retryAt) });
    expect(attemptAllowance([], now, '2026-11-23T11:00:00.000Z').left).toBe(3);
  });
});

describe('withAttemptUnderWay', () => {
  const two = { left: 2, opensAt: null };

  it('counts a request under way whose entry the log does not hold yet', () => {
    expect(withAttemptUnderWay(two, { inFlight: true, transactionId: null }, [])).toEqual({
      left: 1,
      opensAt: null,
    });
    expect(
      withAttemptUnderWay(two, { inFlight: true, transactionId: 'TX-2' }, [
        { transactionId: 'TX-1' },
      ]).left,
    ).toBe(1);
  });

  it('does not count it twice once the log holds it, nor after it ended', () => {
    expect(
      withAttemptUnderWay(two, { inFlight: true, transactionId: 'TX-1' }, [
        { transactionId: 'TX-1' },
      ]),
    ).toBe(two);
    expect(withAttemptUnderWay(two, { inFlight: false, transactionId: 'TX-1' }, [])).toBe(two);
  });

  it('never goes below zero', () => {
    const none = { left: 0, opensAt: 1 };
    expect(withAttemptUnderWay(none, { inFlight: true, transactionId: null }, []).left).toBe(0);
  });
});

describe('latestAttempt', () => {
  const at = (iso: string) => Date.parse(iso);
  it('is null without entries', () => {
    expect(latestAttempt(undefined)).toBeNull();
    expect(latestAttempt([])).toBeNull();
  });
  it('takes the newest entry by its last update, and reads it as every other place does', () => {
    const entries = [
      { response: 'ACCEPT', date: '2026-11-23T08:00:00.000Z' },
      {
        response: 'REJECT',
        date: '2026-11-23T09:00:00.000Z',
        updatedAt: '2026-11-23T09:01:00.000Z',
      },
    ];
    expect(latestAttempt(entries)).toEqual({
      state: { kind: 'rejected' },
      at: at('2026-11-23T09:01:00.000Z'),
    });
    const kindOf = (entry: { response: string | null; consentStatus?: string }) =>
      latestAttempt([{ ...entry, date: '2026-11-23T08:00:00.000Z' }])?.state.kind;
    expect(kindOf(entries[0])).toBe('accepted');
    expect(kindOf({ response: 'TimeOut' })).toBe('noAnswer');
    expect(kindOf({ response: 'TimeOut', consentStatus: 'NETWORK_ERROR' })).toBe('networkError');
    expect(kindOf({ response: 'TimeOut', consentStatus: 'CANCELLED' })).toBe('cancelled');
    expect(kindOf({ response: null })).toBe('unrecorded');
  });
  it('reads a request the reload withdrew as withdrawn, not as no answer', () => {
    const withdrawn = {
      response: 'TimeOut',
      consentStatus: 'WITHDRAWN',
      date: '2026-11-23T08:00:00.000Z',
    };
    expect(latestAttempt([withdrawn])?.state.kind).toBe('withdrawn');
  });
});

describe('a withdrawn request', () => {
  it('counts as an attempt, and the bar says so', () => {
    const withdrawn = { createdAt: '2026-11-23T11:59:00.000Z' };
    const { left } = attemptAllowance([withdrawn], now);
    expect(left).toBe(2);
    expect(withdrawnCost(left)).toBe('The reload used one attempt (2 of 3 left today).');
  });
});

describe('countsToday', () => {
  const at = Date.parse('2026-11-20T12:00:00.000Z');
  it('counts an entry sent in the last 24 hours, by createdAt, else date', () => {
    expect(countsToday({ createdAt: '2026-11-19T12:00:00.001Z' }, at)).toBe(true);
    expect(countsToday({ createdAt: '2026-11-19T12:00:00.000Z' }, at)).toBe(false);
    expect(countsToday({ date: '2026-11-20T11:00:00.000Z' }, at)).toBe(true);
    expect(countsToday({ createdAt: '2026-11-20T12:00:05.000Z' }, at)).toBe(true);
    expect(countsToday({}, at)).toBe(false);
  });
});

describe('cancelCost', () => {
  it('says before Cancel is pressed whether the request used an attempt', () => {
    expect(cancelCost('waiting', 1)).toBe(
      'Cancel does not give the attempt back: this request used one (1 of 3 left today).',
    );
    expect(cancelCost('sending', 2)).toMatch(
      /before it is sent; this request may still count \(2 of 3/,
    );
  });
});
