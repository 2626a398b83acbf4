import { describe, expect, it } from 'vitest';
import { offlineAsOf } from './words';

describe("the list's words", () => {
  it('the note on the list read with no signal says when it was read, on the one clock', () => {
    const at = new Date(2026, 10, 24, 14, 5).getTime();
    expect(offlineAsOf(at)).toBe('Offline — applications as of 14:05');
  });
});
