import { useEffect } from 'react';
import { reportMissingToken, useApplications } from '../../api';
import { Button } from '../../components';
import { brand } from '../../config/brand';
import { ApplicationTable } from '../../features/applications';
import { useDraftPolicyNumbers } from '../../features/drafts';
import { adviserTabKey } from '../../lib/form-draft';
import { useOpenDocument } from '../../features/mandate';
import {
  fetchCodeForLater,
  prefetchDetailsRoute,
  useOpenDetails,
  whenIdle,
} from '../details-route';
import { useSessionState, useSessionStore } from '../session';
import { Notice, PageHeader } from './PageHeader';

/** Consent Application List (docs/behaviour.md#application-list). */
export function HomePage() {
  const openDetails = useOpenDetails();
  const store = useSessionStore();
  const employeeNumber = useSessionState((state) => state.employeeNumber);
  const applications = useApplications(employeeNumber);
  const drafts = useDraftPolicyNumbers(employeeNumber);

  // Download Forms: the window opens inside the press, the loader covers the fetch.
  const download = useOpenDocument({ onLoaderChange: store.setLoader });

  // The full-screen loader covers the list load, and goes off when it ends or fails.
  const loading = applications.isLoading;
  useEffect(() => {
    store.setLoader(loading);
  }, [store, loading]);
  useEffect(() => () => store.setLoader(false), [store]);

  // New and Edit open the details route, whose code loads on demand: once the list is shown and
  // the browser is idle, it is fetched (not run: docs/architecture.md#delivery); it runs when the
  // adviser points at New or Edit, or puts a finger on them, ahead of the press.
  const listShown = applications.isSuccess;
  useEffect(() => (listShown ? whenIdle(fetchCodeForLater) : undefined), [listShown]);

  // No token: nothing is called, but the no-token path runs once (the alert 'auth token not
  // set.', the hub's cookies purged a second later) and the signed-out notice stays. A token the
  // services refuse (expired, or signed for another sandbox): every later call would fail alike.
  const signedOut = !employeeNumber;
  useEffect(() => {
    if (signedOut) reportMissingToken();
  }, [signedOut]);
  const refused = applications.error?.status === 401;
  if (signedOut || refused) {
    return (
      <Notice role="region" aria-labelledby="signed-out-heading">
        <h1 id="signed-out-heading">
          {refused ? 'Your session has ended' : 'You are not signed in'}
        </h1>
        <p>Sign in on the staff hub to see your consent applications.</p>
        <a href={brand.staffHubPath}>Go to the staff hub</a>
      </Notice>
    );
  }

  const onNew = () => {
    store.startNew();
    openDetails();
  };
  const onEdit = (policyNumber: string) => {
    store.startEdit(policyNumber);
    openDetails();
  };

  return (
    <>
      <PageHeader>
        <h1 id="applications-heading">Consent Application List</h1>
        <Button
          onPress={onNew}
          onPressStart={prefetchDetailsRoute}
          onHoverStart={prefetchDetailsRoute}
          onFocus={prefetchDetailsRoute}
        >
          New
        </Button>
      </PageHeader>
      {/* A list load failure only turns the loader off (docs/behaviour.md#messages). */}
      {!applications.isError && (
        <ApplicationTable
          labelledBy="applications-heading"
          rows={applications.data ?? []}
          isLoading={applications.isLoading}
          onEdit={onEdit}
          onEditIntent={prefetchDetailsRoute}
          onDownload={download.open}
          downloadingId={download.openingId}
          drafts={drafts}
          // A search can name a client: it is the adviser's, and goes when the session ends.
          rememberAs={adviserTabKey(employeeNumber, 'list')}
        />
      )}
    </>
  );
}
