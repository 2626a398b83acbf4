import { BrowserRouter } from 'react-router';
import { AppProviders } from './AppProviders';
import type { Boot } from './boot';
import { AppRoutes } from './routes';
import type { LeaveGuard } from './session';

export { AppRoutes } from './routes';
export { loadDetailsPage } from './details-route';

/**
 * The whole app: the shared providers (AppProviders) around a browser router. No data router:
 * leaving a page with unsaved changes is the session's leave guard, which also holds the
 * browser's back button here (session/leave-guard.ts; mount.tsx makes it), and the details page's code and data start
 * when New or Edit is pressed (details-route.tsx). The data cache and the session store come from
 * the boot module (boot.ts), which has already asked for the list.
 */
export function App({ queryClient, token, store, leaveGuard }: Boot & { leaveGuard: LeaveGuard }) {
  return (
    <AppProviders queryClient={queryClient} session={{ token, store, leaveGuard }}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
