/** The session token the staff hub leaves in session storage (docs/behaviour.md#identity-and-session). */
import { onSessionEnd } from './session-end';

export const SESSION_TOKEN_KEY = 'mmih_auth_token';

/** The session token, or null when there is none (or storage is unavailable). */
export function readSessionToken(): string | null {
  try {
    if (typeof sessionStorage === 'undefined') return null;
    const token = sessionStorage.getItem(SESSION_TOKEN_KEY)?.trim();
    return token ? token : null;
  } catch {
    // privacy modes and sandboxed frames can refuse storage: signed out
    return null;
  }
}

export function clearSessionToken(): void {
  try {
    if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(SESSION_TOKEN_KEY);
  } catch {
    // refused: it holds no token this tab could read either
  }
}

onSessionEnd('session-token', clearSessionToken);
