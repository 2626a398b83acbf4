/**
 * The session: the adviser, decoded from the session token once (docs/behaviour.md#identity-and-session),
 * and nothing else: the adviser does not change while the page lives. The app opens one per tab
 * (app-state.ts) and hands it to <SessionProvider>; nothing else decodes the token.
 */
import { readSessionToken } from '../../lib/session-token';
import { bindTabStores, wipeOtherAdvisers } from '../../lib/tab-store';
import { readAdviser, type Adviser } from './adviser';

export interface Session {
  readonly adviser: Adviser;
}

/** Reads the token (session storage's unless one is given, `null` for none) and decodes it. */
export function openSession(token: string | null = readSessionToken()): Session {
  return { adviser: readAdviser(token) };
}

/**
 * The tab's stores (lib/tab-store.ts) read and keep this adviser's values from now on, and what
 * another adviser left in the tab goes (docs/behaviour.md#drafts). Once per tab, as the session
 * is opened, before any route loads data (app-state.ts); nobody signed in keeps nothing.
 */
export function bindTabToAdviser({ adviser }: Session): void {
  if (!adviser.employeeNumber) return;
  wipeOtherAdvisers(adviser.employeeNumber);
  bindTabStores(adviser.employeeNumber);
}
