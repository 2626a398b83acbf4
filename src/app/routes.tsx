import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from './AppLayout';
import { HomePage } from './pages/HomePage';

// The details page and all it alone uses (the form, react-hook-form, the date picker) load when
// the adviser first goes there, so the list does not wait for them.
let loadedDetailsPage: ComponentType | undefined;
export const loadDetailsPage = () =>
  import('./pages/ConsentDetailsPage').then((module) => {
    loadedDetailsPage = module.ConsentDetailsPage;
    return { default: module.ConsentDetailsPage };
  });
const LazyDetailsPage = lazy(loadDetailsPage);

/**
 * A data router waits for the chunk (the route's `lazy`) before it shows the page, so the page is
 * whole when AppLayout moves focus to its heading; `useRoutes` (stories) ignores `lazy` and
 * suspends instead.
 */
function DetailsRoute() {
  const Page = loadedDetailsPage;
  if (Page) return <Page />;
  return (
    <Suspense fallback={null}>
      <LazyDetailsPage />
    </Suspense>
  );
}

/**
 * The routes (docs/behaviour.md#identity-and-session): '' redirects to home; no route parameters.
 * As route objects for a data router (createBrowserRouter), which `useBlocker` needs.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'home', element: <HomePage /> },
      {
        path: 'consentDetails',
        lazy: async () => {
          await loadDetailsPage();
          return {};
        },
        element: <DetailsRoute />,
      },
      { path: '*', element: <Navigate to="/home" replace /> },
    ],
  },
];

/** The same routes inside a router someone else provides (stories' memory data router). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
