/** /home: Consent Application List (docs/behaviour.md#application-list). */
import { applicationsQueryOptions } from '../../api/applications';
import { queryClient, session, takeReadFromEntry } from '../app-state';

/** Build time: a loader makes the page itself prerendered, not a fallback (docs/architecture.md#delivery). */
export const loader = () => null;

const ignore = () => undefined;

/**
 * The list's request, started by the router rather than after the page mounts. Not awaited: the
 * list shows its own loading state, and its outcome, a failure included, is the page's to show
 * (docs/behaviour.md#messages). `hydrate: true`: on the first load it runs in hydration's commit
 * (no HydrateFallback replaces the prerendered list) and leaves the list to the client entry's
 * read (`startListRead`), which may have been answered already.
 */
export const clientLoader = Object.assign(
  () => {
    const { employeeNumber } = session.adviser;
    if (employeeNumber && !takeReadFromEntry()) {
      queryClient.prefetchQuery(applicationsQueryOptions(employeeNumber)).catch(ignore);
    }
    return null;
  },
  { hydrate: true as const },
);

export { HomePage as default } from '../pages/HomePage';
