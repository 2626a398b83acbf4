/**
 * The first page's data, asked for by the first of the app's modules to run
 * (docs/architecture.md#delivery): root.tsx imports this module before anything else, so the
 * request leaves while the rest of the code is still being run, not after hydration. On a later
 * move between pages the routes' `clientLoader`s start the same queries (the cache shares them).
 * At build time (prerendering) there is no window and nothing is asked for.
 */
import { applicationsQueryOptions } from '../../api/applications';
import { planQueryOptions } from '../../api/plans';
import { ussdLogQueryOptions } from '../../api/ussd-log';
import { queryClient, sessionStore } from '../app-state';
import { paths } from '../paths';

const ignore = () => undefined;

/** The list's request (not awaited: its outcome, a failure included, is the page's to show). */
export function startList(): void {
  const { employeeNumber } = sessionStore.getState();
  if (employeeNumber)
    queryClient.prefetchQuery(applicationsQueryOptions(employeeNumber)).catch(ignore);
}

/** The saved application the details page reopens (edit mode), with its consent log. */
export function startDetails(): Promise<unknown> {
  const { editPlan, selectedPolicyNumber } = sessionStore.getState();
  if (!editPlan || !selectedPolicyNumber) return Promise.resolve();
  return Promise.all([
    queryClient.prefetchQuery(planQueryOptions(selectedPolicyNumber)),
    queryClient.prefetchQuery(ussdLogQueryOptions(selectedPolicyNumber)),
  ]);
}

if (typeof window !== 'undefined') {
  const pathname = window.location.pathname.replace(/(.)\/$/, '$1');
  if (pathname === paths.home) startList();
  else if (pathname === paths.details) startDetails().catch(ignore);
}
