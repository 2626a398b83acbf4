import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../api';
import { ConfirmProvider, ThemeProvider, toastRaised } from '../components';
import {
  ConsentSessionsProvider,
  createAppConsentSessions,
  type AppConsentSessions,
} from '../features/consent';
import { registerSaves } from '../features/outbox';
import { askBeforeLeavingWhileHeld } from '../lib/tab-holds';
import { loadToastRegion } from './code-for-later';
import { OpenApplicationProvider, type OpenApplicationStore } from './open-application';
import { SessionProvider, type Session } from './session';

// The toast region's code is not part of the first screen (code-for-later.ts): a toast waits in
// the queue (toast.ts) and shows once the region is here; react-aria's region renders nothing
// until there is a toast anyway.
const ToastRegion = lazy(() =>
  loadToastRegion().then((module) => ({ default: module.ToastRegion })),
);

/** The region comes with the first toast (toast.ts), and then stays. */
function Toasts() {
  const wanted = useStore(toastRaised, (state) => state.raised);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}

export interface AppProvidersProps {
  children: ReactNode;
  /** The data cache; by default the app's (`createQueryClient`). Stories and tests pass `createTestQueryClient()`. */
  queryClient?: QueryClient;
  /** The session (the app's, opened once per tab); by default opened from session storage. */
  session?: Session;
  /** The application open on the details screen (the app's, one per tab); by default the session adviser's. */
  openApplication?: OpenApplicationStore;
  /** The tab's consent requests; by default made here, on the data cache given. */
  consentSessions?: AppConsentSessions;
}

/**
 * Everything the app's screens run inside — theme, the data cache, the consent requests under way,
 * the session, the open application, the confirm
 * dialog and the toast region — rendered by the app and by every Storybook story alike.
 * The router is not here: the app and the stories each bring theirs, inside these providers.
 */
export function AppProviders({
  children,
  queryClient,
  session,
  openApplication,
  consentSessions,
}: AppProvidersProps) {
  const [ownClient] = useState(createQueryClient);
  const client = queryClient ?? ownClient;
  const [ownSessions] = useState(() => consentSessions ?? createAppConsentSessions(client));
  // A Save is a mutation whose call is the cache's default (docs/behaviour.md#no-signal): the
  // app's cache has them (app-state.ts); a story's or a test's gets them here.
  useState(() => registerSaves(client));
  // A registry made here lives as long as these providers: when they go (a story ends, a test
  // unmounts), its requests are withdrawn rather than left running for whatever renders next.
  // The app passes its own, made once per tab (app-state.ts), which outlives every page.
  useEffect(() => {
    if (consentSessions) return;
    return () => ownSessions.withdrawAll();
  }, [consentSessions, ownSessions]);
  // The browser's own leave question, while anything holds the tab (lib/tab-holds.ts).
  useEffect(askBeforeLeavingWhileHeld, []);
  return (
    <ThemeProvider>
      <QueryClientProvider client={client}>
        <ConsentSessionsProvider sessions={consentSessions ?? ownSessions}>
          <SessionProvider session={session}>
            <OpenApplicationProvider store={openApplication}>
              {/* useConfirm() needs the provider, toast() the region: both are here once. */}
              <ConfirmProvider>
                {children}
                <Toasts />
              </ConfirmProvider>
            </OpenApplicationProvider>
          </SessionProvider>
        </ConsentSessionsProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
