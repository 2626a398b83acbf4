/**
 * What the browser app holds once, for as long as the tab lives: the data cache, the session
 * store, made from the session token, and the consent sessions (a USSD request outlives the page
 * that sent it: docs/architecture.md#consent-sessions). The root route puts them in context, and the routes'
 * `clientLoader`s start their data with them before the route renders
 * (docs/architecture.md#routing). At build time (prerendering) there is no session storage: the
 * store is the signed-out one, which is what the prerendered first screens show.
 */
import { createQueryClient } from '../api/query-client';
import { readSessionToken } from '../lib/session-token';
import { createAppConsentSessions } from '../features/consent';
import { readAdviser } from './session/adviser';
import { createAdviserStore } from './session/store';

export const sessionToken = readSessionToken();
export const queryClient = createQueryClient();
export const sessionStore = createAdviserStore(readAdviser(sessionToken));
export const consentSessions = createAppConsentSessions(queryClient);
