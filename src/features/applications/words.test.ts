import { describe, expect, it } from 'vitest';
import { checkingAsOf, offlineAsOf } from './words';

describe("the list's words", () => {
  const at = new Date(2026, 10, 24, 14, 5).getTime();

  it('the note on the list read with no signal says when it was read, on the one clock', () => {
    expect(offlineAsOf(at)).toBe('Offline — applications as of 14:05');
  });

  it("the note on the tab's copy, while a read checks it, says so and when it was read", () => {
    expect(checkingAsOf(at)).toBe('Applications as of 14:05 — checking…');
  });
});
