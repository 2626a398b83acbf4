/** /consentDetails: Consent Application Details (docs/behaviour.md#application-details). */
import { useState } from 'react';
import { useLocation } from 'react-router';
import { planQueryOptions } from '../../api/plans';
import { ussdLogQueryOptions } from '../../api/ussd-log';
import { openApplication, queryClient } from '../app-state';
import { useOpenApplication } from '../open-application';
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
    const { editPlan, selectedPolicyNumber } = openApplication.getState();
    if (editPlan && selectedPolicyNumber) {
      await Promise.all([
        queryClient.prefetchQuery(planQueryOptions(selectedPolicyNumber)),
        queryClient.prefetchQuery(ussdLogQueryOptions(selectedPolicyNumber)),
      ]);
    }
    return null;
  },
  { hydrate: true as const },
);

/**
 * The page opens the tab's open application once the session is known. Prerendered and
 * hydrating, that is the new form (what the build rendered); a reload while a saved application
 * was open then opens it (the page once more, keyed by it). On a move from the list the session is
 * known at once.
 */
export default function ConsentDetails() {
  const known = useSessionKnown();
  const store = useOpenApplication();
  const [opened, setOpened] = useState<string | null>(null);
  // A move to this page from this page (an answer's Open, for another application) opens the
  // application then chosen.
  const { key: visit } = useLocation();
  const [openedOn, setOpenedOn] = useState(visit);
  if (known && (opened === null || openedOn !== visit)) {
    const { editPlan, selectedPolicyNumber } = store.getState();
    setOpenedOn(visit);
    setOpened(editPlan ? selectedPolicyNumber : '');
  }
  return (
    <UntilKnown inert={!known}>
      <ConsentDetailsPage key={opened ?? ''} openedAs={opened ?? ''} />
    </UntilKnown>
  );
}
