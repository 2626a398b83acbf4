/**
 * What the browser app holds once, for as long as the tab lives: the data cache with the list's
 * copy (docs/behaviour.md#no-signal), the session, the open application, the consent sessions (a
 * USSD request outlives its page: docs/architecture.md#consent-sessions) and the Saves waiting for
 * a signal. The root route provides them, the routes' `clientLoader`s start with them
 * (docs/architecture.md#routing). Prerendered, there is no session storage: nobody is signed in.
 */
import { applicationsQueryOptions } from '../api/applications';
import { createQueryClient } from '../api/query-client';
import { createAppConsentSessions } from '../features/consent';
import {
  isWaitingMutation,
  resumeSaves,
  SAVE_KEY,
  startOutbox,
  waitingNow,
} from '../features/outbox';
import { tabOpenApplication } from './open-application/store';
import { paths } from './paths';
import { keepListCopy } from './session/list-copy';
import { watchMissingToken } from './session/missing-token';
import { bindTabToAdviser, openSession } from './session/session';
import { connectTabStory } from './tab-story';

export const queryClient = createQueryClient();
export const session = openSession();
// Before anything reads a tab store (the consent sessions' withdrawn marks, just below).
bindTabToAdviser(session);
// The Saves' mutation defaults come before the restore, so a Save the tab kept can run again.
startOutbox(queryClient);
// Before any route asks for the list: the tab's copy and its waiting Saves are in the cache.
const listCopy = keepListCopy({
  queryClient,
  employeeNumber: session.adviser.employeeNumber,
  shouldDehydrateMutation: isWaitingMutation,
});
void listCopy.restored.then(() => resumeSaves(queryClient));
// A Save kept or sent is written at once, past the copy's throttle: a reload a moment later has it.
queryClient.getMutationCache().subscribe(({ type, mutation }) => {
  if (type !== 'added' && type !== 'updated' && type !== 'removed') return;
  if (mutation?.options.mutationKey?.[0] === SAVE_KEY[0]) listCopy.persistNow();
});

let readFromEntry = false;

/**
 * Whether the entry started this load's list read, answered once (the hydrating loader asks): that
 * loader must not start a second one, which it would once a failure (a 401) has already answered.
 */
export function takeReadFromEntry(): boolean {
  const started = readFromEntry;
  readFromEntry = false;
  return started;
}

/**
 * The list's read, started by the client entry before React hydrates, so a new tab's one round trip
 * runs beside hydration (docs/architecture.md#delivery); the route's hydrating `clientLoader`
 * leaves it be. After the copy's restore, so a reload reads again behind the rows it restored.
 */
export function startListRead(path: string): void {
  const { employeeNumber } = session.adviser;
  if (path !== paths.home || !employeeNumber) return;
  readFromEntry = true;
  // `prefetchQuery` never throws: a failure is the page's to show (docs/behaviour.md#messages).
  void listCopy.restored.then(() =>
    queryClient.prefetchQuery(applicationsQueryOptions(employeeNumber)),
  );
}
export const openApplication = tabOpenApplication;
export const consentSessions = createAppConsentSessions(queryClient);
watchMissingToken();
// A page that goes says so to the other tabs, as its requests are withdrawn (use-consent-sessions.tsx).
const tabStory = connectTabStory({
  employeeNumber: session.adviser.employeeNumber,
  queryClient,
  consentSessions,
  outbox: {
    entries: () => waitingNow(queryClient),
    subscribe: (listener) => queryClient.getMutationCache().subscribe(listener),
  },
});
if (typeof window !== 'undefined') window.addEventListener('pagehide', tabStory.leave);
