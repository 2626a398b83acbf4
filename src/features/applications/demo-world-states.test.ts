/**
 * The demo world (what the sandbox seeds and the stories serve) read as the list reads it: each
 * application in the state it is named for, so every status chip has rows to count
 * (docs/behaviour.md#sandbox).
 */
import { describe, expect, it } from 'vitest';
import { buildDemoWorld, demoStateOf, type DemoState } from '../../domain/demo-world';
import { rowStateOf } from './row-state';

const now = new Date('2026-03-02T08:00:00.000Z');
const world = buildDemoWorld(now);

/** The list's state for each of the demo world's states. */
const SHOWN: Record<DemoState, string> = {
  neverAsked: 'none',
  formsReady: 'ready',
  accepted: 'accepted',
  rejected: 'rejected',
  noAnswer: 'noAnswer',
  networkError: 'networkError',
  cancelled: 'cancelled',
  // Sent days before `now` and never answered: its window is long over.
  waiting: 'noAnswer',
};

const rowState = ({ app, log }: (typeof world.records)[number]) =>
  rowStateOf({
    formsReady: Boolean(app.formsReady),
    log: { status: 'success', data: log },
    now: now.getTime(),
  }).kind;

describe("the demo world's states, as the list reads its logs", () => {
  it('gives each application the state it is named for', () => {
    for (const record of world.records) {
      const named = demoStateOf(record.app);
      expect(rowState(record), `${record.app.policyNumber} (${named})`).toBe(SHOWN[named]);
    }
  });

  it('has rows under the Network error and Cancelled chips', () => {
    const kinds = world.records.map(rowState);
    expect(kinds.filter((kind) => kind === 'networkError').length).toBeGreaterThan(0);
    expect(kinds.filter((kind) => kind === 'cancelled').length).toBeGreaterThan(0);
  });
});
