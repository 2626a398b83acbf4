/** /home: Consent Application List (docs/behaviour.md#application-list). */
import { applicationsQueryOptions } from '../../api/applications';
import { queryClient, session } from '../app-state';

/**
 * Build time: a loader makes React Router prerender the page itself (not a fallback) and hydrate
 * it from the data it wrote into the page (docs/architecture.md#delivery). It has no data: nobody
 * is signed in at build time, and the page shows its loading state until the session is known.
 */
export const loader = () => null;

const ignore = () => undefined;

/**
 * The list's request, started by the router rather than after the page has mounted: on a move
 * from another page with the route's code, and on the first load too (`hydrate`, below). Not
 * awaited: the list shows its own loading state meanwhile, and its outcome, a failure included,
 * is the page's to show (docs/behaviour.md#messages).
 *
 * `hydrate: true` runs it on the first load as the router takes over the prerendered page. The
 * build-time loader's answer is in the page, so React Router hydrates the prerendered list as it
 * is (no HydrateFallback, which would replace that markup, the first paint) and runs this loader
 * as it initialises, in hydration's commit, where it finds the read the client entry started
 * before hydrating (`startListRead`) in flight; its answer (null, as the build's) changes nothing
 * on screen. Written into the export, so it stays with the loader's own chunk.
 */
export const clientLoader = Object.assign(
  () => {
    const { employeeNumber } = session.adviser;
    if (employeeNumber) {
      queryClient.prefetchQuery(applicationsQueryOptions(employeeNumber)).catch(ignore);
    }
    return null;
  },
  { hydrate: true as const },
);

export { HomePage as default } from '../pages/HomePage';
