/**
 * The browser cookies the product reads and clears (docs/behaviour.md#authorisation). Each
 * function takes the document to use, so tests and non-browser callers can pass their own.
 */
import { onSessionEnd } from './session-end';

/** The cookies the hub's session leaves behind; cleared when the session token is missing. */
export const SESSION_COOKIE_NAMES = [
  'plan',
  'appType',
  'lifeCompetent',
  'life',
  'loanCompetent',
  'loan',
  'serviceCompetent',
  'service',
  'api_version',
  'planSummary',
  'planSummaryCompetent',
  'retirement',
  'retirementCompetent',
] as const;

type CookieDocument = Pick<Document, 'cookie'>;

const currentDocument = (): CookieDocument | undefined =>
  typeof document === 'undefined' ? undefined : document;

/** The decoded value of a cookie, or null when it is not set. */
export function getCookie(name: string, doc = currentDocument()): string | null {
  if (!doc) return null;
  for (const part of doc.cookie.split(';')) {
    const eq = part.indexOf('=');
    const key = (eq === -1 ? part : part.slice(0, eq)).trim();
    if (key !== name) continue;
    const raw = eq === -1 ? '' : part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export function deleteCookie(name: string, doc = currentDocument()): void {
  if (doc) doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

export function clearSessionCookies(doc = currentDocument()): void {
  for (const name of SESSION_COOKIE_NAMES) deleteCookie(name, doc);
}

// The hub's cookies go a second after the session's end (docs/behaviour.md#authorisation).
onSessionEnd('session-cookies', () => {
  setTimeout(() => clearSessionCookies(), 1000);
});
