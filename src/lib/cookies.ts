/**
 * The browser cookies the product reads and writes (docs/behaviour.md#data-model). Expiry is given in days.
 * Every function takes the document to use, so tests and non-browser callers can pass their own.
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

const DAY_MS = 86_400_000;

type CookieDocument = Pick<Document, 'cookie'>;

function currentDocument(): CookieDocument | undefined {
  return typeof document === 'undefined' ? undefined : document;
}

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

export interface CookieOptions {
  /** Days until it expires; without it the cookie lasts for the browser session. */
  days?: number;
  path?: string;
}

export function setCookie(
  name: string,
  value: string,
  { days, path = '/' }: CookieOptions = {},
  doc = currentDocument(),
): void {
  if (!doc) return;
  const expires =
    days === undefined ? '' : `; expires=${new Date(Date.now() + days * DAY_MS).toUTCString()}`;
  doc.cookie = `${name}=${encodeURIComponent(value)}${expires}; path=${path}; SameSite=Lax`;
}

export function deleteCookie(name: string, path = '/', doc = currentDocument()): void {
  if (!doc) return;
  doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
}

/** Deletes every cookie of docs/behaviour.md#data-model's list (the "auth token not set." path). */
export function clearSessionCookies(doc = currentDocument()): void {
  for (const name of SESSION_COOKIE_NAMES) deleteCookie(name, '/', doc);
}

/** The hub's cookies go this long after the session's end (docs/behaviour.md#authorisation). */
const COOKIE_CLEAR_DELAY_MS = 1000;

// The session's end (lib/session-end.ts): the hub's cookies go a second later.
onSessionEnd('session-cookies', () => {
  setTimeout(() => clearSessionCookies(), COOKIE_CLEAR_DELAY_MS);
});

/**
 * The helper docs/behaviour.md#data-model mentions (not shown being called in the original): writes `clientInfo`
 * (the client's id) and `client` (a metkey and a referrer URL, as JSON).
 */
export function writeClientCookies(
  client: { clientId: string; metkey: string; referrer: string },
  days: number,
  doc = currentDocument(),
): void {
  setCookie('clientInfo', client.clientId, { days }, doc);
  setCookie(
    'client',
    JSON.stringify({ metkey: client.metkey, referrer: client.referrer }),
    { days },
    doc,
  );
}
