/**
 * The session: the adviser, decoded from the session token once, and the shared store made for
 * them (docs/behaviour.md#identity-and-session). The app opens one per tab (app-state.ts) and
 * hands it to <SessionProvider>; nothing else decodes the token.
 */
import { readSessionToken } from '../../lib/session-token';
import { readAdviser, type Adviser } from './adviser';
import { createAdviserStore, type SessionStore } from './store';

export interface Session {
  adviser: Adviser;
  store: SessionStore;
}

/**
 * Reads the token (session storage's unless one is given, `null` for none), decodes it, and makes
 * the adviser's store, or shares the store given (tests and stories bring theirs).
 */
export function openSession(
  token: string | null = readSessionToken(),
  store?: SessionStore,
): Session {
  const adviser = readAdviser(token);
  return { adviser, store: store ?? createAdviserStore(adviser) };
}
