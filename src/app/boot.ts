/**
 * The first code the page runs (docs/architecture.md#delivery), small on purpose: it reads the
 * session, makes the data cache and starts the list request through the one HTTP client while the
 * rest of the app (React, the router, the components) is still downloading; the list screen then
 * finds the answer in the cache, or the request under way. The session store is made here too, so
 * the router can start a route's data before the route's code has arrived (details-route.tsx).
 */
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { applicationsQueryOptions } from '../api/applications';
import { createQueryClient } from '../api/query-client';
import { readSessionToken } from '../lib/session-token';
import { readAdviser } from './session/adviser';
import { createAdviserStore, type SessionStore } from './session/store';

export interface Boot {
  queryClient: QueryClient;
  token: string | null;
  store: SessionStore;
}

/** The paths that open on the list (routes.tsx: '' and unknown paths go to /home). */
const opensOnTheList = (pathname: string) => pathname !== '/consentDetails';

export function boot(pathname: string): Boot {
  const token = readSessionToken();
  const adviser = readAdviser(token);
  const queryClient = createQueryClient();
  if (adviser.employeeNumber && opensOnTheList(pathname)) {
    askForTheList(queryClient, adviser.employeeNumber);
  }
  return { queryClient, token, store: createAdviserStore(adviser) };
}

/**
 * The list request, before the list screen exists. Its outcome, a failure included, is the
 * screen's: the screen's first query does not ask again (this request was already retried by the
 * same rules), so a refused token is one refused call, not two. Later visits ask as usual.
 */
function askForTheList(queryClient: QueryClient, employeeNumber: string) {
  const options = applicationsQueryOptions(employeeNumber);
  const hash = hashKey(options.queryKey);
  queryClient.setQueryDefaults(options.queryKey, { retryOnMount: false });
  const stop = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'observerAdded' || event.query.queryHash !== hash) return;
    queryClient.setQueryDefaults(options.queryKey, {});
    stop();
  });
  queryClient.prefetchQuery(options).catch(() => undefined);
}
