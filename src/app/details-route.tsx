/**
 * The details route loads on demand: its page and everything only it uses (the form, its
 * fields, date picker and calendar, react-hook-form, the form schema, consent and mandate code)
 * are one chunk the list route does not load. It is fetched ahead of need: when the adviser
 * points at or focuses New or Edit, and when the browser is idle after the list has shown.
 *
 * New and Edit wait for the chunk before they navigate (useOpenDetails), starting the page's data
 * with it, so the list stays on screen with a busy indicator meanwhile, and focus moves to the new
 * page's heading once it is there (AppLayout). Any other way in (the browser's forward button
 * before the chunk is here) renders the route through Suspense.
 */
import {
  Component,
  createContext,
  lazy,
  startTransition,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type TransitionStartFunction,
} from 'react';
import { useNavigate, useLocation } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import styled, { keyframes } from 'styled-components';
import { browserOnline, OFFLINE_MESSAGE } from '../api/http';
import { planQueryOptions } from '../api/plans';
import { ussdLogQueryOptions } from '../api/ussd-log';
import { Button, toast, visuallyHidden } from '../components';
import type * as DetailsPage from './pages/ConsentDetailsPage';
import { useSessionStore } from './session';
import type { SessionStore } from './session/store';

/** The details route's path (routes.tsx). */
const DETAILS_PATH = '/consentDetails';

/**
 * When the page's code cannot be fetched (docs/behaviour.md#flaky-networks): offline, the
 * offline sentence; otherwise this one. The adviser stays where they were, with everything kept.
 */
const PAGE_LOAD_FAILED = 'The page could not be loaded. Check your connection and try again';
const pageLoadFailedMessage = () => (browserOnline() ? PAGE_LOAD_FAILED : OFFLINE_MESSAGE);

type DetailsPageModule = typeof DetailsPage;

let loading: Promise<DetailsPageModule> | undefined;
let loadedPage: ComponentType | undefined;

/** The details route's chunk, fetched once (a failed fetch is tried again on the next call). */
export function loadDetailsPage(): Promise<DetailsPageModule> {
  loading ??= import('./pages/ConsentDetailsPage').then(
    (module) => {
      loadedPage = module.ConsentDetailsPage;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Fetch the details route ahead of need; a failure is left for the navigation to meet. */
export function prefetchDetailsRoute(): void {
  loadDetailsPage().catch(() => undefined);
}

/**
 * Runs `task` when the browser is next idle (at the latest after `timeoutMs`); where
 * requestIdleCallback is missing (Safari), after the current work. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

/** The build lists the code loaded on demand here (vite.config.ts, firstScreen). */
const LATER_CODE_META = 'meta[name="ussd:code-for-later"]';
let laterCodeAsked = false;

/**
 * Has the browser fetch the code loaded on demand (the details page, the toast region, the
 * confirm dialog) into its cache, at idle priority, without running it (docs/architecture.md#
 * delivery): New, a toast or a question then work after the network has gone, and none of that
 * code costs the first screen a long task. Once per page.
 */
export function fetchCodeForLater(): void {
  if (laterCodeAsked) return;
  laterCodeAsked = true;
  const files = document.querySelector(LATER_CODE_META)?.getAttribute('content')?.split(' ') ?? [];
  for (const href of files.filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/** A fresh lazy page per attempt: React.lazy keeps a failed load's error for good. */
const lazyDetailsPage = () =>
  lazy(() => loadDetailsPage().then((module) => ({ default: module.ConsentDetailsPage })));

const Placeholder = styled.div`
  /* Holds the page's place while its code arrives, so nothing below jumps. */
  min-height: 60vh;
`;

const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

/** What shows while a route's code is on its way: a status for screen readers, nothing else. */
function RouteLoading() {
  return (
    <Placeholder aria-busy="true">
      <VisuallyHidden role="status">Loading the page…</VisuallyHidden>
    </Placeholder>
  );
}

const LoadFailed = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Catches the page's code failing to arrive, so the shell stays and the adviser can try again. */
class PageLoadBoundary extends Component<
  { children: ReactNode; retry: () => void },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <LoadFailed>
        <h1>Consent Application Details</h1>
        <p role="alert">{pageLoadFailedMessage()}</p>
        <Button
          onPress={() => {
            this.setState({ failed: false });
            this.props.retry();
          }}
        >
          Try again
        </Button>
      </LoadFailed>
    );
  }
}

/**
 * The details page. Once its chunk is here (New and Edit navigate only then) it renders at once;
 * otherwise through Suspense (a reload's or the forward button's way in), and if the code cannot
 * be fetched, a message with Try again in place of the page. Chosen once per mount, so the page
 * is never remounted.
 */
export function DetailsRoute() {
  const [Page] = useState(() => loadedPage);
  const [LazyPage, setLazyPage] = useState(lazyDetailsPage);
  if (Page) return <Page />;
  return (
    <PageLoadBoundary retry={() => setLazyPage(lazyDetailsPage)}>
      <Suspense fallback={<RouteLoading />}>
        <LazyPage />
      </Suspense>
    </PageLoadBoundary>
  );
}

/** What starts the page's data before the page is here. */
interface DetailsRouteData {
  queryClient: QueryClient;
  store: SessionStore;
}

/**
 * Opening a saved application: its plan and consent log are asked for now, with the page's code
 * (useOpenDetails), not once the page has mounted. The page's own queries then find them in the
 * cache, or under way. A failure is the page's to show.
 */
export function prefetchDetailsData({ queryClient, store }: DetailsRouteData): void {
  const { editPlan, selectedPolicyNumber } = store.getState();
  if (!editPlan || !selectedPolicyNumber) return;
  const ignore = () => undefined;
  queryClient.prefetchQuery(planQueryOptions(selectedPolicyNumber)).catch(ignore);
  queryClient.prefetchQuery(ussdLogQueryOptions(selectedPolicyNumber)).catch(ignore);
}

/**
 * The transition a navigation waits in while the next page's code loads; AppLayout provides its
 * own, whose pending state it shows. Without one (a page rendered alone), React's.
 */
const NavigationTransition = createContext<TransitionStartFunction>(startTransition);
export const NavigationTransitionProvider = NavigationTransition.Provider;

/**
 * New and Edit (after the session has been told which): the page's code and, for a saved
 * application, its plan and log start together, now. The navigation waits for the code, so the
 * list stays on screen meanwhile (with the progress bar) and the page is whole when it is shown
 * and AppLayout moves focus to its heading. Another navigation in between wins.
 */
export function useOpenDetails(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const store = useSessionStore();
  const startNavigation = useContext(NavigationTransition);
  const { key } = useLocation();
  // Where the adviser is now: undefined once this screen has gone.
  const here = useRef<string | undefined>(key);
  // A navigation to the page is on its way: a second press (a double click, or Edit on another
  // row: the session already names it) does not add a second history entry.
  const opening = useRef(false);
  useEffect(() => {
    here.current = key;
    opening.current = false;
    return () => {
      here.current = undefined;
    };
  }, [key]);

  return () => {
    prefetchDetailsData({ queryClient, store });
    if (opening.current) return;
    opening.current = true;
    if (loadedPage) {
      void navigate(DETAILS_PATH);
      return;
    }
    const from = here.current;
    startNavigation(async () => {
      const loaded = await loadDetailsPage().then(
        () => true,
        () => false,
      );
      if (here.current !== from) return;
      if (!loaded) {
        // The list stays, with a message; the next press tries again.
        opening.current = false;
        toast.error(pageLoadFailedMessage());
        return;
      }
      startNavigation(() => void navigate(DETAILS_PATH));
    });
  };
}

const grow = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(0.9); }
`;

const Bar = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndex.header + 1};
  height: 3px;
  /* Over the dark header: the light brand tint shows there. */
  background: ${({ theme }) => theme.color.primarySubtle};
  transform-origin: left;
  /* Shown only when a navigation takes a moment: a prefetched route arrives without it. */
  animation: ${grow} 4s cubic-bezier(0.1, 0.7, 0.3, 1) 150ms both;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    transform: scaleX(0.5);
  }
`;

/**
 * A navigation on its way (the next route's code loading): a thin bar over the top of the page,
 * out of the flow so nothing moves, and a status message for screen readers.
 */
export function NavigationProgress({ isLoading }: { isLoading: boolean }) {
  return (
    <>
      {isLoading && <Bar aria-hidden="true" />}
      <VisuallyHidden role="status">{isLoading ? 'Loading the page…' : ''}</VisuallyHidden>
    </>
  );
}
