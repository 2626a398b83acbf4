/**
 * The no-token path (docs/behaviour.md#authorisation): the tab's drafts, waiting Saves and the
 * list's copy go, one alert 'auth token not set.', then (1 s later) the hub's cookies go. Run by a call the HTTP client refused for want
 * of a token (`watchMissingToken`) and by the list screen reached without one; again only after a
 * call has found a token in between. The HTTP client only refuses and tells (api/http.ts).
 */
import { AUTH_TOKEN_MISSING, onSessionTokenCheck } from '../../api';
import { clearAllOutboxes } from '../../features/outbox';
import { clearSessionCookies } from '../../lib/cookies';
import { clearAllDrafts } from '../../lib/form-draft';
import { endSession } from '../../lib/session-end';

const COOKIE_CLEAR_DELAY_MS = 1000;

let reported = false;

/** Runs the no-token path, unless it ran already and no token has been seen since. */
export function reportMissingToken(): void {
  if (reported) return;
  reported = true;
  // The session is over: the drafts it kept (personal data) go with it (docs/behaviour.md#drafts).
  clearAllDrafts();
  // So do the Saves waiting for a signal: they hold the same (docs/behaviour.md#no-signal).
  clearAllOutboxes();
  // And whatever else the tab keeps of the session (the list's copy, the tab's stores).
  endSession();
  globalThis.alert?.(AUTH_TOKEN_MISSING);
  setTimeout(() => clearSessionCookies(), COOKIE_CLEAR_DELAY_MS);
}

/** For tests and stories: forget that the missing token was reported. */
export function resetMissingTokenNotice(): void {
  reported = false;
}

/**
 * Runs the no-token path when the HTTP client refuses a call for want of a token, and arms it
 * again when a call finds one. The app calls it once per tab (app-state.ts), before any route
 * loads data. Returns the unsubscribe.
 */
export function watchMissingToken(): () => void {
  return onSessionTokenCheck((found) => {
    if (found) reported = false;
    else reportMissingToken();
  });
}
