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

/**
 * The title row: the heading, beside New the note that the list is as last read, and the kept
 * answers' folded line and New, which a toast never covers (docs/behaviour.md#toast-placement).
 */
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
  // The kept answers' line and New: a toast never covers either.
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
 * The details page's code, loaded ahead of need (docs/architecture.md#delivery): when the adviser
 * points at, focuses or touches New or Edit, and at the adviser's first touch, click or key
 * anywhere on the list (with the toast region and the dialog), so New and a toast still work
 * after the network has gone. Not while the page merely loads: that code is large, and running
 * it then would hold the main thread in the first seconds. React Router's PrefetchPageLinks
 * writes the route's modulepreload links and loads its module.
 */
function usePrefetchDetails() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const firstUse = () => {
      loadCodeForLater();
      // React Router loads the page again when a route's code will not load (a new release has
      // replaced it): once a tab from here, so code that stays out of reach cannot keep
      // reloading the list. The browser's cache keeps what a first load fetched.
      if (!firstTimeInTab(DETAILS_PREFETCHED)) return;
      setWanted(true);
    };
    const options = { capture: true, once: true, passive: true } as const;
    const events = ['pointerdown', 'keydown', 'touchstart'] as const;
    const onFirstUse = () => {
      for (const type of events) document.removeEventListener(type, onFirstUse, options);
      firstUse();
    };
    for (const type of events) document.addEventListener(type, onFirstUse, options);
    return () => {
      for (const type of events) document.removeEventListener(type, onFirstUse, options);
    };
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
  // The list's query and the drafts are the adviser's from the first render (the adviser does not
  // change in a tab), so hydrating does not ask again or miss them; what they show waits for
  // `known` (rows only then). The route's loader asked for the list: a failure it met is shown,
  // not asked again by the page's mount, so a refused token is one refused call, not two.
  const { employeeNumber } = useSession().adviser;
  // Rows shown from before are read again until one lands (docs/behaviour.md#no-signal).
  const applications = useApplications(employeeNumber, {
    queryConfig: { retryOnMount: false, ...readUntilAnswered },
  });
  const drafts = useDraftPolicyNumbers(employeeNumber);

  // Download Forms: the window opens inside the press, the loader covers the fetch.
  const download = useOpenDocument();

  // The home action's reset (docs/behaviour.md#identity-and-session): edit mode off, the selected
  // plan cleared, whichever way the adviser came back to the list.
  useEffect(() => close(), [close]);

  // The rows render in a transition, in slices that yield to the browser, not in the query's own
  // update, which React renders in one piece (docs/architecture.md#delivery): until that render
  // is done the table shows its loading row.
  const list = useDeferredValue(known ? applications.data : undefined);
  const rowsPending = known && list === undefined && applications.data !== undefined;

  // Rows read earlier (in this tab, or kept for it: docs/behaviour.md#no-signal) stay when a
  // read gets no answer, and the note beside New says when they were read.
  const note = useListNote(applications, list !== undefined);
  const failed = known && applications.isError && applications.data === undefined;

  // The full-screen loader covers the list load (it goes off when it ends or fails) and a
  // download; it goes with the page.
  const loading = (known && applications.isLoading) || download.openingId !== undefined;

  const details = usePrefetchDetails();

  // The application an Edit opens, while its page loads (docs/behaviour.md#focus): its row says
  // "Opening…" at once; a second in, the loader names it. A navigation that ends here (a refused
  // move) gives the row its Edit back.
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

  // Consent answers that came while the adviser was elsewhere, until dismissed: folded into the
  // title row; unfolded at once when the header's "1 new answer" brought the adviser here.
  const showAnswers = (useLocation().state as { showAnswers?: boolean } | null)?.showAnswers;
  const answers = useAnswersNotice({
    onOpen: (policyNumber) => {
      openSaved(policyNumber);
      void navigate(paths.details);
    },
    detailsHref: paths.details,
    startOpen: showAnswers === true,
  });

  // No token: nothing is called, but the no-token path runs once (the alert 'auth token not
  // set.', the hub's cookies purged a second later) and the signed-out notice stays. A token the
  // services refuse (expired, or signed for another sandbox): every later call would fail alike.
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

  // The details route's loader starts the plan and its log; the list stays (with the progress
  // bar) until they and the page's code are here.
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
