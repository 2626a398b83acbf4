/** /consentDetails: Consent Application Details (docs/behaviour.md#application-details). */
import { useLocation } from 'react-router';
import { planQueryOptions } from '../../api/plans';
import { ussdLogQueryOptions } from '../../api/ussd-log';
import { openApplication, queryClient } from '../app-state';
import { ConsentDetailsPage } from '../pages/ConsentDetailsPage';
import { UntilKnown } from '../pages/PageHeader';
import { useSessionKnown } from '../session';

/** Build time: a loader makes the page itself prerendered, not a fallback (docs/architecture.md#delivery). */
export const loader = () => null;

/**
 * A saved application's plan and consent log, asked for by the router: on a move from the list
 * they come with the page's code and the list stays on screen until both are here, so the page
 * shows filled in. A failure is the page's to show, not thrown. `hydrate: true`: a reload reads
 * them as the router takes over the prerendered page (no HydrateFallback replaces it).
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
 * The page follows the tab's open application. Each move here opens the one then chosen afresh
 * (keyed by the visit): an answer's Open, for another application, moves here from here.
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
