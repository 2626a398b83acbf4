// Judging a send the service did not confirm (docs/behaviour.md#no-signal): the outbox's own rule.
import { describe, expect, it } from 'vitest';
import { ApiError, type PlanPayload } from '../../api';
import { failureFacts, judgeFailure, keepsTrying, sendFailure } from './send-failure';

const plan = { policyNumber: 'P1' } as PlanPayload;
const http = (status: number, message = `Request failed with status ${status}`) =>
  new ApiError({ status, message, kind: 'http' });
const none = (kind: 'network' | 'timeout' | 'offline') =>
  new ApiError({ status: 0, message: kind, kind });

describe('a failed send', () => {
  it('waits when it was not sent, is tried again after no answer or a 5xx', () => {
    expect(judgeFailure('create', plan, none('offline')).state).toBe('waiting');
    for (const error of [
      none('network'),
      none('timeout'),
      http(500),
      http(503),
      http(408),
      http(429),
    ]) {
      expect(judgeFailure('update', plan, error).state).toBe('retry');
    }
  });

  it('needs a new sign-in on a 401', () => {
    expect(judgeFailure('update', plan, http(401))).toEqual({
      state: 'auth',
      message: 'Error: 401',
    });
  });

  it("needs the adviser's attention on any other refusal, in Save's toast words", () => {
    expect(judgeFailure('update', plan, http(400))).toEqual({
      state: 'attention',
      message: 'Error: 400',
    });
    expect(
      judgeFailure('create', plan, http(500, 'E11000 duplicate key error collection: plans')),
    ).toEqual({ state: 'attention', message: 'Error: Form with policy number P1 already exists' });
  });
});

describe('whether the library tries it again', () => {
  it("after the adviser's own try, only when no answer came", () => {
    expect(keepsTrying(sendFailure('create', plan, none('network'), true))).toBe(true);
    expect(keepsTrying(sendFailure('create', plan, http(503), true))).toBe(false);
    expect(keepsTrying(sendFailure('create', plan, http(401), true))).toBe(false);
  });

  it('once kept, on anything but a refusal for what it holds', () => {
    expect(keepsTrying(sendFailure('create', plan, http(503), false))).toBe(true);
    expect(keepsTrying(sendFailure('update', plan, http(401), false))).toBe(true);
    expect(keepsTrying(sendFailure('update', plan, http(404), false))).toBe(false);
  });

  it('reads a failure back from the tab’s storage as it was kept', () => {
    const kept = sendFailure('update', plan, http(401), false);
    expect(failureFacts(JSON.parse(JSON.stringify(kept)))).toEqual({
      verdict: { state: 'auth', message: 'Error: 401' },
      noAnswer: false,
      ownTry: false,
      dropped: false,
    });
    expect(failureFacts({ verdict: { state: 'lost' } })).toBeNull();
  });
});
