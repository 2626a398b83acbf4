/** /home: Consent Application List (docs/behaviour.md#application-list). */
import { applicationsQueryOptions } from '../../api/applications';
import { queryClient, sessionStore } from '../app-state';

/**
 * The list's request, started by the router with the route's code rather than after the page has
 * mounted. Not awaited: the list shows its own loading state meanwhile, and its outcome, a
 * failure included, is the page's to show (docs/behaviour.md#messages).
 */
export function clientLoader() {
  const { employeeNumber } = sessionStore.getState();
  if (employeeNumber) {
    queryClient.prefetchQuery(applicationsQueryOptions(employeeNumber)).catch(() => undefined);
  }
  return null;
}

export { HomePage as default, HomeLoading as HydrateFallback } from '../pages/HomePage';
