/** /consentDetails: Consent Application Details (docs/behaviour.md#application-details). */
import { useLocation } from 'react-router';
import { planQueryOptions } from '../../api/plans';
import { ussdLogQueryOptions } from '../../api/ussd-log';
import { openApplication, queryClient } from '../app-state';
import { ConsentDetailsPage } from '../pages/ConsentDetailsPage';
import { UntilKnown } from '../pages/PageHeader';
import { useSessionKnown } from '../session';

/**
 * Build time: a loader makes React Router prerender the page itself (not a fallback) and hydrate
 * it from the data it wrote into the page (docs/architecture.md#delivery). It has no data: nobody
 * is signed in at build time.
 */
export const loader = () => null;

/**
 * Opening a saved application (edit mode): its plan and consent log are asked for by the router.
 * On a move from the list they come together with the page's code, and the list stays on screen
 * (with the progress bar) until both are here, so the page shows filled in. A failure is the
 * page's to show, so it is not thrown here.
 *
 * `hydrate: true`: on the first load (a reload while an application was open) the same reads
 * start as the router takes over the prerendered page. The build-time loader's answer is in the
 * page, so the prerendered page hydrates as it is (no HydrateFallback replaces it) and this runs
 * as the router initialises, in hydration's commit. Written into the export, so it stays with the
 * loader's own chunk.
 */
export const clientLoader = Object.assign(
  async () => {
    const { open } = openApplication.getState();
    if (open.kind === 'saved') {
      await Promise.all([
        queryClient.prefetchQuery(planQueryOptions(open.policyNumber)),
        queryClient.prefetchQuery(ussdLogQueryOptions(open.policyNumber)),
      ]);
    }
    return null;
  },
  { hydrate: true as const },
);

/**
 * The page follows the tab's open application (its store; prerendered and hydrating, a new form,
 * what the build rendered). Each move to this page opens the application then chosen, afresh: an
 * answer's Open, for another application, moves here from here.
 */
export default function ConsentDetails() {
  const known = useSessionKnown();
  const { key: visit } = useLocation();
  return (
    <UntilKnown inert={!known}>
      <ConsentDetailsPage key={visit} />
    </UntilKnown>
  );
}
