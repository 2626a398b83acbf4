/** /consentDetails: Consent Application Details (docs/behaviour.md#application-details). */
import { planQueryOptions } from '../../api/plans';
import { ussdLogQueryOptions } from '../../api/ussd-log';
import { queryClient, sessionStore } from '../app-state';

/**
 * Opening a saved application: its plan and consent log are asked for by the router, together
 * with the page's code, and the list stays on screen (with the progress bar) until both are here,
 * so the page shows filled in. A failure is the page's to show, so it is not thrown here.
 */
export async function clientLoader() {
  const { editPlan, selectedPolicyNumber } = sessionStore.getState();
  if (!editPlan || !selectedPolicyNumber) return null;
  await Promise.all([
    queryClient.prefetchQuery(planQueryOptions(selectedPolicyNumber)),
    queryClient.prefetchQuery(ussdLogQueryOptions(selectedPolicyNumber)),
  ]);
  return null;
}

export {
  ConsentDetailsPage as default,
  DetailsLoading as HydrateFallback,
} from '../pages/ConsentDetailsPage';
