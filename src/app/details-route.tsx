/**
 * The details route loads on demand: its page and everything only it uses (the form, its
 * fields, date picker and calendar, react-hook-form, the form schema, consent and mandate code)
 * are one chunk the list route does not load. It is fetched ahead of need: when the adviser
 * points at or focuses New or Edit, and when the browser is idle after the list has shown.
 *
 * The data router waits for the chunk before it commits a navigation to the route (its `lazy`),
 * so the list stays on screen with a busy indicator meanwhile, and focus moves to the new page's
 * heading once it is there (AppLayout). A router without data APIs (a story's `useRoutes`)
 * renders the same route through Suspense.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import styled, { keyframes } from 'styled-components';
import { planQueryOptions } from '../api/plans';
import { ussdLogQueryOptions } from '../api/ussd-log';
import { visuallyHidden } from '../components';
import type * as DetailsPage from './pages/ConsentDetailsPage';
import type { SessionStore } from './session/store';

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

const LazyDetailsPage = lazy(() =>
  loadDetailsPage().then((module) => ({ default: module.ConsentDetailsPage })),
);

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

/**
 * The details page. Once its chunk is here (a data router navigates only then) it renders at
 * once; otherwise through Suspense. Chosen once per mount, so the page is never remounted.
 */
export function DetailsRoute() {
  const [Page] = useState(() => loadedPage);
  if (Page) return <Page />;
  return (
    <Suspense fallback={<RouteLoading />}>
      <LazyDetailsPage />
    </Suspense>
  );
}

const DETAILS_ROUTE_ID = 'consentDetails';

/**
 * The router's data for a page opened at the details route: its loader has nothing to start then
 * (a fresh page opens a new application), so the router need not run it before its first render.
 */
export const detailsHydrationData = { loaderData: { [DETAILS_ROUTE_ID]: null } };

/** What the route needs to start the page's data before the page is here. */
export interface DetailsRouteData {
  queryClient: QueryClient;
  store: SessionStore;
}

/**
 * Opening a saved application: its plan and consent log are asked for now, with the page's code
 * (the router runs `loader` and `lazy` together), not once the page has mounted. The page's own
 * queries then find them in the cache, or under way. A failure is the page's to show.
 */
export function prefetchDetailsData({ queryClient, store }: DetailsRouteData): void {
  const { editPlan, selectedPolicyNumber } = store.getState();
  if (!editPlan || !selectedPolicyNumber) return;
  const ignore = () => undefined;
  queryClient.prefetchQuery(planQueryOptions(selectedPolicyNumber)).catch(ignore);
  queryClient.prefetchQuery(ussdLogQueryOptions(selectedPolicyNumber)).catch(ignore);
}

/**
 * Route properties for a data router: navigate to the details route once its chunk is here,
 * and (given the cache and the store) start the page's data with it.
 */
export function detailsRouteLoading(data?: DetailsRouteData) {
  return {
    id: DETAILS_ROUTE_ID,
    // When the page's code is already here (mount.tsx waits for it on /consentDetails), there is
    // nothing to wait for: without `lazy` the router shows the page in its first render.
    ...(loadedPage
      ? {}
      : {
          lazy: async () => {
            await loadDetailsPage();
            return {};
          },
        }),
    ...(data
      ? {
          loader: () => {
            prefetchDetailsData(data);
            return null;
          },
        }
      : {}),
    hydrateFallbackElement: <RouteLoading />,
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
