import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { PrefetchPageLinks, useLocation, useNavigate, useNavigation } from 'react-router';
import { readUntilAnswered, useApplications } from '../../api';
import { Button, LoaderOverlay, useToastKeepClear } from '../../components';
import { brand } from '../../config/brand';
import { useAnswersNotice } from '../../features/answers';
import { ApplicationTable, ListAsOf, useListNote } from '../../features/applications';
import { useDraftPolicyNumbers } from '../../features/drafts';
import { useOpenDocument } from '../../features/mandate';
import { paths } from '../paths';
import { loadCodeForLater } from '../code-for-later';
import { firstTimeInTab } from '../../lib/tab-store';
import { useOpenApplication } from '../open-application';
import { reportMissingToken, useSession, useSessionKnown } from '../session';
import { Notice, PageHeader, UntilKnown } from './PageHeader';

/** The kept answers' folded line beside New, at the row's end (under the heading on a phone). */
const TitleActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-inline-start: auto;
`;

/** How long an Edit's page may take before the loader names what opens (docs/behaviour.md#focus). */
const OPENING_LOADER_DELAY_MS = 1000;

/** Session storage: the details route's code was loaded for later in this tab. */
const DETAILS_PREFETCHED = 'details-route-prefetched';

/** The title row: the heading, the note that the list is as last read, the kept answers and New. */
function ListHeader({
  onNew,
  onIntent,
  note = { readAt: null },
  answers,
}: {
  onNew?: () => void;
  onIntent?: () => void;
  note?: ReturnType<typeof useListNote>;
  answers?: ReactNode;
}) {
  // A toast never covers the kept answers' line nor New (docs/behaviour.md#toast-placement).
  const keepClear = useToastKeepClear<HTMLDivElement>();
  return (
    <PageHeader>
      <h1 id="applications-heading">Consent Application List</h1>
      <ListAsOf {...note} />
      <TitleActions ref={keepClear}>
        {answers}
        <Button
          onPress={onNew}
          isDisabled={!onNew}
          onPressStart={onIntent}
          onHoverStart={onIntent}
          onFocus={onIntent}
        >
          New
        </Button>
      </TitleActions>
    </PageHeader>
  );
}

/**
 * The details page's code, loaded ahead of need (docs/architecture.md#delivery): on intent for New
 * or Edit, and at the adviser's first touch, click or key anywhere, so New and a toast still work
 * after the network has gone. Not while the page merely loads: that code would hold the main
 * thread in the first seconds.
 */
function usePrefetchDetails() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const listening = new AbortController();
    const onFirstUse = () => {
      listening.abort();
      loadCodeForLater();
      // React Router reloads the page when a route's code will not load (a new release replaced
      // it): once a tab from here, so code out of reach cannot keep reloading the list.
      if (firstTimeInTab(DETAILS_PREFETCHED)) setWanted(true);
    };
    const options = { capture: true, passive: true, signal: listening.signal };
    for (const type of ['pointerdown', 'keydown', 'touchstart']) {
      document.addEventListener(type, onFirstUse, options);
    }
    return () => listening.abort();
  }, []);
  return {
    prefetch: () => setWanted(true),
    links: wanted ? <PrefetchPageLinks page={paths.details} /> : null,
  };
}

/** Consent Application List (docs/behaviour.md#application-list). */
export function HomePage() {
  const navigate = useNavigate();
  const openSaved = useOpenApplication((state) => state.openSaved);
  const startNew = useOpenApplication((state) => state.startNew);
  const close = useOpenApplication((state) => state.close);
  // Prerendered and hydrating, the session is not known yet: the page is the list loading.
  const known = useSessionKnown();
  // The adviser does not change in a tab, so the list and drafts are theirs from the first render;
  // what they show waits for `known`. The route's loader asked for the list: a failure it met is
  // not asked again on mount (a refused token is one refused call). Rows shown from before are
  // read again until one lands (docs/behaviour.md#no-signal).
  const { employeeNumber } = useSession().adviser;
  const applications = useApplications(employeeNumber, {
    queryConfig: { retryOnMount: false, ...readUntilAnswered },
  });
  const drafts = useDraftPolicyNumbers(employeeNumber);

  // Download Forms: the window opens inside the press, the loader covers the fetch.
  const download = useOpenDocument();

  // The home action's reset, however one came back (docs/behaviour.md#identity-and-session).
  useEffect(() => close(), [close]);

  // The rows render in a transition that yields to the browser, not in the query's own update
  // (docs/architecture.md#delivery); until then the table shows its loading row.
  const list = useDeferredValue(known ? applications.data : undefined);
  const rowsPending = known && list === undefined && applications.data !== undefined;

  // Rows read earlier stay when reads get no answer, with a note (docs/behaviour.md#no-signal).
  const note = useListNote(applications, list !== undefined);
  const failed = known && applications.isError && applications.data === undefined;

  // The full-screen loader covers the list load and a download.
  const loading = (known && applications.isLoading) || download.openingId !== undefined;

  const details = usePrefetchDetails();

  // An Edit's row says "Opening…" at once, a second in the loader names it; a navigation that
  // ends here (a refused move) gives the row its Edit back (docs/behaviour.md#focus).
  const [opening, setOpening] = useState<string>();
  const navigating = useNavigation().state !== 'idle';
  const [wasNavigating, setWasNavigating] = useState(navigating);
  if (wasNavigating !== navigating) {
    setWasNavigating(navigating);
    if (!navigating) setOpening(undefined);
  }
  const openingRow = opening
    ? list?.rows.find((row) => String(row.policyNumber ?? '').trim() === opening)
    : undefined;
  const openingClient = [openingRow?.clientInfo?.name, openingRow?.clientInfo?.surname]
    .filter(Boolean)
    .join(' ');

  // Answers that came while the adviser was elsewhere: unfolded when the header's "1 new answer"
  // brought the adviser here.
  const showAnswers = (useLocation().state as { showAnswers?: boolean } | null)?.showAnswers;
  const answers = useAnswersNotice({
    onOpen: (policyNumber) => {
      openSaved(policyNumber);
      void navigate(paths.details);
    },
    detailsHref: paths.details,
    startOpen: showAnswers === true,
  });

  // No token: the no-token path runs once and the signed-out notice stays. A refused token (401):
  // every later call would fail alike.
  const signedOut = known && !employeeNumber;
  useEffect(() => {
    if (signedOut) reportMissingToken();
  }, [signedOut]);
  const refused = known && applications.error?.status === 401;
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
    startNew();
    void navigate(paths.details);
  };
  const onEdit = (policyNumber: string) => {
    setOpening(policyNumber);
    openSaved(policyNumber);
    void navigate(paths.details);
  };

  return (
    <>
      <ListHeader
        onNew={known ? onNew : undefined}
        onIntent={details.prefetch}
        note={note}
        answers={answers.toggle}
      />
      {details.links}
      {answers.panel}
      {/* A list load failure with no rows read before only turns the loader off
          (docs/behaviour.md#messages). */}
      {!failed && (
        <UntilKnown inert={!known}>
          <ApplicationTable
            labelledBy="applications-heading"
            rows={list?.rows ?? []}
            total={list?.total}
            isLoading={!known || applications.isLoading || rowsPending}
            onEdit={onEdit}
            onEditIntent={details.prefetch}
            onDownload={download.open}
            downloadingId={download.openingId}
            openingPolicyNumber={opening}
            drafts={drafts}
          />
        </UntilKnown>
      )}
      <LoaderOverlay
        isActive={loading || (opening !== undefined && navigating)}
        label={
          loading || opening === undefined
            ? undefined
            : `Opening ${opening}${openingClient ? `, ${openingClient}` : ''}…`
        }
        delay={loading || opening === undefined ? undefined : OPENING_LOADER_DELAY_MS}
      />
    </>
  );
}
