import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { appRoutes } from './routes';

export { AppRoutes } from './routes';
export { loadDetailsPage } from './details-route';

/**
 * The whole app: the shared providers (AppProviders) around a data router, so a page can hold a
 * navigation back while it has unsaved changes (useBlocker needs a data router).
 */
export function App() {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
