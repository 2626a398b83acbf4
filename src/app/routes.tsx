import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from './AppLayout';
import { ConsentDetailsPage } from './pages/ConsentDetailsPage';
import { HomePage } from './pages/HomePage';

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
      { path: 'consentDetails', element: <ConsentDetailsPage /> },
      { path: '*', element: <Navigate to="/home" replace /> },
    ],
  },
];

/** The same routes inside a router someone else provides (stories' memory data router). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
