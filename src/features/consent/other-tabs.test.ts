import { describe, expect, it } from 'vitest';
import { UNANSWERED_WAIT_MS } from './consent-state';
import { heardEnded, heardWaiting, isWaitingElsewhere, type OtherTabsState } from './other-tabs';

const none: OtherTabsState = { waiting: {} };
const T0 = Date.parse('2026-11-29T08:00:00Z');

describe("the other tabs' waits (docs/behaviour.md#one-story-across-tabs)", () => {
  it('a wait heard counts for that plan only', () => {
    const heard = heardWaiting(none, 'plan-1', T0);
    expect(isWaitingElsewhere(heard, 'plan-1', T0 + 1000)).toBe(true);
    expect(isWaitingElsewhere(heard, 'plan-2', T0 + 1000)).toBe(false);
    // A new form (no plan reference yet) is never waited for.
    expect(isWaitingElsewhere(heard, '', T0)).toBe(false);
  });
  it('ends when the other tab says so', () => {
    const ended = heardEnded(heardWaiting(none, 'plan-1', T0), 'plan-1');
    expect(isWaitingElsewhere(ended, 'plan-1', T0 + 1000)).toBe(false);
    // Nothing heard to end: the same state (readers compare by identity).
    expect(heardEnded(none, 'plan-1')).toBe(none);
  });
  it('stops counting once its answer could no longer come (the other tab went without a word)', () => {
    const heard = heardWaiting(none, 'plan-1', T0);
    expect(isWaitingElsewhere(heard, 'plan-1', T0 + UNANSWERED_WAIT_MS - 1)).toBe(true);
    expect(isWaitingElsewhere(heard, 'plan-1', T0 + UNANSWERED_WAIT_MS)).toBe(false);
  });
  it('heard again, it counts from then', () => {
    const again = heardWaiting(heardWaiting(none, 'plan-1', T0), 'plan-1', T0 + 60_000);
    expect(isWaitingElsewhere(again, 'plan-1', T0 + UNANSWERED_WAIT_MS + 1)).toBe(true);
  });
});
