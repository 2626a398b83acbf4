/**
 * Session tokens for stories and tests. The client only decodes the payload (docs/behaviour.md#identity-and-session), so an
 * unsigned token is enough here; the sandbox's hub issues signed ones.
 */
import { wipeTabStores } from '../../lib/tab-store';
import { SESSION_TOKEN_KEY } from '../../lib/session-token';
import { demoAdviser } from './fixtures';

function base64Url(json: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(json));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A JWT-shaped token with this payload. */
export function makeSessionToken(payload: Record<string, unknown>): string {
  return `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url(payload)}.`;
}

/** The demo adviser's token (valid for a day from when it is made). */
export function demoSessionToken(): string {
  const now = Math.floor(Date.now() / 1000);
  return makeSessionToken({ sub: { ...demoAdviser }, iat: now, exp: now + 86_400 });
}

/**
 * Signs the demo adviser in for a story or test (a Storybook `beforeEach`): returns the cleanup
 * that signs out again.
 */
export function seedSessionToken(token: string = demoSessionToken()): () => void {
  // Each story starts and ends without the tab's stores (drafts and all): one story's typing
  // never fills the next.
  wipeTabStores();
  sessionStorage.setItem(SESSION_TOKEN_KEY, token);
  return () => {
    sessionStorage.removeItem(SESSION_TOKEN_KEY);
    wipeTabStores();
  };
}
