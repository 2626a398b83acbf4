/**
 * Where the staff hub leaves the session token (docs/behaviour.md#identity-and-session): session storage 'mmih_auth_token'.
 * Framework-free so the HTTP client and the session module read it the same way.
 */
import { onSessionEnd } from './session-end';

export const SESSION_TOKEN_KEY = 'mmih_auth_token';

/** The session token, or null when there is none (or storage is unavailable). */
export function readSessionToken(): string | null {
  try {
    if (typeof sessionStorage === 'undefined') return null;
    const token = sessionStorage.getItem(SESSION_TOKEN_KEY)?.trim();
    return token ? token : null;
  } catch {
    // Storage can throw (privacy modes, sandboxed frames): treat as signed out.
    return null;
  }
}

export function writeSessionToken(token: string): void {
  sessionStorage.setItem(SESSION_TOKEN_KEY, token);
}

export function clearSessionToken(): void {
  try {
    if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(SESSION_TOKEN_KEY);
  } catch {
    // a storage that refuses the removal holds no token this tab could read either
  }
}

// The session's end (lib/session-end.ts): no token of it stays in the tab.
onSessionEnd('session-token', clearSessionToken);
