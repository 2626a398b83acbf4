import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from './AppLayout';
import { DetailsRoute, detailsRouteLoading, type DetailsRouteData } from './details-route';
import { HomePage } from './pages/HomePage';

/**
 * The routes (docs/behaviour.md#identity-and-session): '' redirects to home; no route parameters.
 * As route objects for a data router (createBrowserRouter), which `useBlocker` needs. The details
 * page and all it alone uses load on demand (details-route.tsx): a data router waits for them
 * (the route's `lazy`) before it shows the page, so the page is whole when AppLayout moves focus
 * to its heading, and starts the page's data at the same time (with `data`); `useRoutes`
 * (stories) ignores `lazy` and suspends instead.
 */
export function createAppRoutes(data?: DetailsRouteData): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [
        { index: true, element: <Navigate to="/home" replace /> },
        { path: 'home', element: <HomePage /> },
        { path: 'consentDetails', element: <DetailsRoute />, ...detailsRouteLoading(data) },
        { path: '*', element: <Navigate to="/home" replace /> },
      ],
    },
  ];
}

const storyRoutes = createAppRoutes();

/** The same routes inside a router someone else provides (stories' memory data router). */
export function AppRoutes() {
  return useRoutes(storyRoutes);
}
