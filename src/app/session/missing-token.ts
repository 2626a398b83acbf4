/**
 * The no-token path (docs/behaviour.md#authorisation): the session ends (lib/session-end.ts) and
 * one alert 'auth token not set.'; again only after a call has found a token in between.
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

/** For tests and stories: forget that it was reported. */
export function resetMissingTokenNotice(): void {
  reported = false;
}

/** The no-token path when the HTTP client refuses a call for want of a token; armed again by one found. */
export function watchMissingToken(): () => void {
  return onSessionTokenCheck((found) => {
    if (found) reported = false;
    else reportMissingToken();
  });
}
