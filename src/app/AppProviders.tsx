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

// The toast region's code is not the first screen's (code-for-later.ts): it comes with the first
// toast, which waits in the queue meanwhile, and then stays.
const ToastRegion = lazy(() =>
  loadToastRegion().then((module) => ({ default: module.ToastRegion })),
);

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
  // The app passes its own, made once per tab (app-state.ts); stories and tests may pass theirs.
  queryClient?: QueryClient;
  session?: Session;
  openApplication?: OpenApplicationStore;
  consentSessions?: AppConsentSessions;
}

/** Everything the screens run inside, for the app and every story alike; each brings its router. */
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
  // A Save's call is the cache's mutation default (docs/behaviour.md#no-signal).
  useState(() => registerSaves(client));
  // Requests made here are withdrawn with these providers, not left for whatever renders next.
  useEffect(() => {
    if (consentSessions) return;
    return () => ownSessions.withdrawAll();
  }, [consentSessions, ownSessions]);
  useEffect(askBeforeLeavingWhileHeld, []);
  return (
    <ThemeProvider>
      <QueryClientProvider client={client}>
        <ConsentSessionsProvider sessions={consentSessions ?? ownSessions}>
          <SessionProvider session={session}>
            <OpenApplicationProvider store={openApplication}>
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
