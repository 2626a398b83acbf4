/** /consentDetails: Consent Application Details (docs/behaviour.md#application-details). */
import { useState } from 'react';
import { ConsentDetailsPage } from '../pages/ConsentDetailsPage';
import { UntilKnown } from '../pages/PageHeader';
import { useSessionKnown, useSessionStore } from '../session';
import { startDetails } from './first-data';

/**
 * Build time: a loader makes React Router prerender the page itself (not a fallback) and hydrate
 * it without running the `clientLoader` (docs/architecture.md#delivery). It has no data: nobody
 * is signed in at build time.
 */
export const loader = () => null;

/**
 * Opening a saved application from the list: its plan and consent log are asked for by the
 * router, together with the page's code, and the list stays on screen (with the progress bar)
 * until both are here, so the page shows filled in. A failure is the page's to show, so it is not
 * thrown here. On the first load they leave earlier (first-data.ts).
 */
export async function clientLoader() {
  await startDetails();
  return null;
}

/**
 * The page opens what the session says once it is known. Prerendered and hydrating, that is the
 * new form (what the build rendered); a reload while a saved application was open then opens it
 * (the page once more, keyed by it). On a move from the list the session is known at once.
 */
export default function ConsentDetails() {
  const known = useSessionKnown();
  const store = useSessionStore();
  const [opened, setOpened] = useState<string | null>(null);
  if (known && opened === null) {
    const { editPlan, selectedPolicyNumber } = store.getState();
    setOpened(editPlan ? selectedPolicyNumber : '');
  }
  return (
    <UntilKnown inert={!known}>
      <ConsentDetailsPage key={opened ?? ''} openedAs={opened ?? ''} />
    </UntilKnown>
  );
}
