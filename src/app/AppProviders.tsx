import { lazy, Suspense, useState, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../api';
import { ConfirmProvider, ThemeProvider } from '../components';
import { SessionProvider, type SessionProviderProps } from './session';

// The toast region's code is not needed for the first screen: it follows the app, and a toast
// raised before it arrives waits in the queue (toast.ts) and shows once the region is here.
const ToastRegion = lazy(() =>
  import('../components/ToastRegion/ToastRegion').then((module) => ({
    default: module.ToastRegion,
  })),
);

export interface AppProvidersProps {
  children: ReactNode;
  /** The data cache; by default the app's (`createQueryClient`). Stories and tests pass `createTestQueryClient()`. */
  queryClient?: QueryClient;
  /** The session's token and store; by default read from session storage. */
  session?: Omit<SessionProviderProps, 'children'>;
}

/**
 * Everything the app's screens run inside — theme, en-IN, the data cache, the session, the confirm
 * dialog and the toast region — rendered by the app and by every Storybook story alike.
 * The router is not here: the app and the stories each bring theirs, inside these providers.
 */
export function AppProviders({ children, queryClient, session }: AppProvidersProps) {
  const [ownClient] = useState(createQueryClient);
  return (
    <ThemeProvider>
      <I18nProvider locale="en-IN">
        <QueryClientProvider client={queryClient ?? ownClient}>
          <SessionProvider {...session}>
            {/* useConfirm() needs the provider, toast() the region: both are here once. */}
            <ConfirmProvider>
              {children}
              <Suspense fallback={null}>
                <ToastRegion />
              </Suspense>
            </ConfirmProvider>
          </SessionProvider>
        </QueryClientProvider>
      </I18nProvider>
    </ThemeProvider>
  );
}
