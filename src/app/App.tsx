import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import type { Boot } from './boot';
import { detailsHydrationData } from './details-route';
import { createAppRoutes } from './routes';

export { AppRoutes } from './routes';
export { loadDetailsPage } from './details-route';

/**
 * The whole app: the shared providers (AppProviders) around a data router, so a page can hold a
 * navigation back while it has unsaved changes (useBlocker needs a data router). The data cache
 * and the session store come from the boot module (boot.ts), which has already asked for the list.
 */
export function App({ queryClient, token, store }: Boot) {
  const [router] = useState(() =>
    createBrowserRouter(createAppRoutes({ queryClient, store }), {
      hydrationData: detailsHydrationData,
    }),
  );
  return (
    <AppProviders queryClient={queryClient} session={{ token, store }}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
