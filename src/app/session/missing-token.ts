/**
 * The no-token path (docs/behaviour.md#authorisation): the session ends (lib/session-end.ts: the
 * tab's stores with the drafts and waiting Saves, the list's copy, the token, then, 1 s later,
 * the hub's cookies, each registered by what keeps it), and one alert 'auth token not set.'. Run
 * by a call the HTTP client refused for want of a token (`watchMissingToken`) and by the list
 * screen reached without one; again only after a call has found a token in between. The HTTP
 * client only refuses and tells (api/http.ts).
 */
import { AUTH_TOKEN_MISSING, onSessionTokenCheck } from '../../api';
import { endSession } from '../../lib/session-end';

let reported = false;

/** Runs the no-token path, unless it ran already and no token has been seen since. */
export function reportMissingToken(): void {
  if (reported) return;
  reported = true;
  endSession();
  globalThis.alert?.(AUTH_TOKEN_MISSING);
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
