// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAMES, clearSessionCookies, deleteCookie, getCookie } from './cookies';

const setCookie = (name: string, value: string) => {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
};

afterEach(() => {
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0].trim())) {
    if (name) deleteCookie(name);
  }
});

describe('cookies', () => {
  it('reads a value, decoded', () => {
    setCookie('planSummary', 'a b;c=d');
    expect(getCookie('planSummary')).toBe('a b;c=d');
  });

  it('gives null for a cookie that is not set, even when its name is a prefix of another', () => {
    setCookie('planSummary', 'x');
    expect(getCookie('plan')).toBeNull();
  });

  it('deletes a cookie', () => {
    setCookie('life', 'yes');
    deleteCookie('life');
    expect(getCookie('life')).toBeNull();
  });

  it("clears every cookie of docs/behaviour.md#data-model's list and nothing else", () => {
    for (const name of SESSION_COOKIE_NAMES) setCookie(name, '1');
    setCookie('XSRF-TOKEN', 'keep');
    clearSessionCookies();
    for (const name of SESSION_COOKIE_NAMES) expect(getCookie(name)).toBeNull();
    expect(getCookie('XSRF-TOKEN')).toBe('keep');
    expect(SESSION_COOKIE_NAMES).toHaveLength(13);
  });

  it('does nothing without a document', () => {
    expect(getCookie('plan', undefined)).toBeNull();
    const fake = { cookie: 'plan=1' };
    expect(getCookie('plan', fake)).toBe('1');
  });
});
