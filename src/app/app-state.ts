/**
 * What the browser app holds once, for as long as the tab lives: the data cache (with the list's
 * copy kept for the tab: docs/behaviour.md#no-signal), the session
 * (the adviser, decoded from the session token once), the application open on the details
 * screen, the watch on calls refused for want of a token, the consent sessions (a USSD request
 * outlives the page that sent it: docs/architecture.md#consent-sessions) and the Saves waiting
 * for a signal. The root route puts them
 * in context, and the routes' `clientLoader`s start their data with them
 * (docs/architecture.md#routing). At build time (prerendering) there is no session storage: the
 * session is the signed-out one, which is what the prerendered first screens show.
 */
import { createQueryClient } from '../api/query-client';
import { createAppConsentSessions } from '../features/consent';
import { createAppOutbox } from '../features/outbox';
import { tabOpenApplication } from './open-application/store';
import { keepListCopy } from './session/list-copy';
import { watchMissingToken } from './session/missing-token';
import { bindTabToAdviser, openSession } from './session/session';
import { connectTabStory } from './tab-story';

export const queryClient = createQueryClient();
export const session = openSession();
// Before anything reads a tab store (the consent sessions' withdrawn marks, just below).
bindTabToAdviser(session);
// Before any route asks for the list: the copy this tab kept is in the cache when it does.
keepListCopy({ queryClient, employeeNumber: session.adviser.employeeNumber });
export const openApplication = tabOpenApplication;
export const consentSessions = createAppConsentSessions(queryClient);
/** The adviser's Saves waiting for a signal, kept in the tab (docs/behaviour.md#no-signal). */
export const outbox = createAppOutbox(queryClient, session.adviser.employeeNumber);
// For as long as the tab lives: nothing to unsubscribe.
watchMissingToken();
// The adviser's other tabs hear what this one does, and this one what they do; a page that goes
// (closed or reloaded) says so, as its requests are withdrawn (use-consent-sessions.tsx).
const tabStory = connectTabStory({
  employeeNumber: session.adviser.employeeNumber,
  queryClient,
  consentSessions,
  outbox,
});
if (typeof window !== 'undefined') window.addEventListener('pagehide', tabStory.leave);
