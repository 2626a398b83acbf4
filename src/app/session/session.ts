/**
 * The session: the adviser, decoded from the token once per tab (docs/behaviour.md#identity-and-session);
 * the adviser does not change while the page lives.
 */
import { readSessionToken } from '../../lib/session-token';
import { bindTabStores, wipeOtherAdvisers } from '../../lib/tab-store';
import { readAdviser, type Adviser } from './adviser';

export interface Session {
  readonly adviser: Adviser;
}

/** Decodes the token (by default session storage's; `null` for none). */
export function openSession(token: string | null = readSessionToken()): Session {
  return { adviser: readAdviser(token) };
}

/**
 * The tab's stores keep this adviser's values, and what another adviser left goes
 * (docs/behaviour.md#drafts); nobody signed in keeps nothing.
 */
export function bindTabToAdviser({ adviser }: Session): void {
  if (!adviser.employeeNumber) return;
  wipeOtherAdvisers(adviser.employeeNumber);
  bindTabStores(adviser.employeeNumber);
}
