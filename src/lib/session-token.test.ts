// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TOKEN_KEY, clearSessionToken, readSessionToken } from './session-token';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('session token', () => {
  it("reads session storage 'mmih_auth_token'", () => {
    expect(SESSION_TOKEN_KEY).toBe('mmih_auth_token');
    sessionStorage.setItem('mmih_auth_token', 'abc.def.ghi');
    expect(readSessionToken()).toBe('abc.def.ghi');
  });

  it('gives null when there is no token or only white space', () => {
    expect(readSessionToken()).toBeNull();
    sessionStorage.setItem('mmih_auth_token', '  ');
    expect(readSessionToken()).toBeNull();
  });

  it('clears the token', () => {
    sessionStorage.setItem('mmih_auth_token', 't');
    clearSessionToken();
    expect(readSessionToken()).toBeNull();
  });

  it('gives null when storage throws', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(readSessionToken()).toBeNull();
  });
});
