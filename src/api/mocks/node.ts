/**
 * The mocks in Node (unit tests): an MSW server over every route's success handler, an absolute
 * base URL for the HTTP client (Node's fetch needs one) and an in-memory session storage; a cookie
 * jar in place of the document's, and the ApiError a call failed with.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { ApiError, http } from '../http';
import { handlerList } from './index';
import { demoSessionToken } from './session';

const TEST_ORIGIN = 'http://services.test';

class MemoryStorage {
  #items = new Map<string, string>();
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  clear() {
    this.#items.clear();
  }
}

/** Starts the server around the tests of a file; each test starts signed in as the demo adviser. */
export function startMockServer() {
  const server = setupServer(...handlerList);
  beforeAll(() => {
    http.defaults.baseURL = TEST_ORIGIN;
    server.listen({ onUnhandledFrame: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    vi.unstubAllGlobals();
  });
  afterAll(() => {
    server.close();
    http.defaults.baseURL = undefined;
  });
  const signIn = (token: string | null = demoSessionToken()) => {
    const storage = new MemoryStorage();
    if (token) storage.setItem('mmih_auth_token', token);
    vi.stubGlobal('sessionStorage', storage);
  };
  return { server, signIn };
}

/** A document whose cookies can be read and written like a browser's (enough for these tests). */
export function stubCookies(initial: Record<string, string>) {
  const jar = new Map(Object.entries(initial));
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(value: string) {
      const [pair] = value.split(';');
      const [name, v] = pair.split('=');
      if (/expires=Thu, 01 Jan 1970/.test(value)) jar.delete(name.trim());
      else jar.set(name.trim(), v ?? '');
    },
  });
  return jar;
}

/** The ApiError a call failed with. */
export async function caught(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}
