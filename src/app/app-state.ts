/**
 * What the browser app holds once, for as long as the tab lives: the data cache, the session
 * (the adviser, decoded from the session token once, and the store) and the watch on calls refused
 * for want of a token. The root route puts them in context, and the routes' `clientLoader`s start
 * their data with them before the route renders (docs/architecture.md#routing). At build time
 * (prerendering) there is no session storage: the store is the signed-out one, which is what the
 * prerendered first screens show.
 *
 * Only what the first page's request needs is imported here (routes/first-data.ts runs right
 * after this module): the consent sessions, with the components their toasts use, are made in
 * consent-registry.ts, after the request has left (docs/architecture.md#delivery).
 */
import { createQueryClient } from '../api/query-client';
import { watchMissingToken } from './session/missing-token';
import { openSession } from './session/session';

export const queryClient = createQueryClient();
export const session = openSession();
export const sessionStore = session.store;
// For as long as the tab lives: nothing to unsubscribe.
watchMissingToken();
