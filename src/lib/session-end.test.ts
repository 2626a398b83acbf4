import { describe, expect, it, vi } from 'vitest';
import { endSession, onSessionEnd } from './session-end';

describe('endSession', () => {
  it('runs every clean-up once, in order, even when one throws', () => {
    const ran: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const off = [
      onSessionEnd('stores', () => ran.push('stores')),
      onSessionEnd('broken', () => {
        throw new Error('refused');
      }),
      onSessionEnd('cookies', () => ran.push('cookies')),
    ];
    onSessionEnd('stores', () => ran.push('stores again'));
    endSession();
    expect(ran).toEqual(['stores again', 'cookies']);
    expect(error).toHaveBeenCalledOnce();
    // The first 'stores' was replaced, so its unregister leaves the second one in place.
    off.forEach((unregister) => unregister());
    endSession();
    expect(ran).toEqual(['stores again', 'cookies', 'stores again']);
    error.mockRestore();
  });
});
