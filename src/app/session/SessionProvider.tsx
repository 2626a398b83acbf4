/**
 * The session for the React tree: the adviser decoded from the token once (session.ts). Mount
 * <SessionProvider> above the routes; screens read with the hooks below.
 *
 * The first screens are prerendered at build time, where nobody is signed in, and hydrated in the
 * browser, where somebody is: the hooks give React the signed-out answer while it hydrates
 * (useSyncExternalStore's server snapshot) and the adviser's right after, so the markup React
 * finds is the markup it renders first, and no hydration mismatch throws the page away.
 * `useSessionKnown` tells the two apart: false while the page is prerendered and hydrated (the
 * session is not known yet, which is not the same as signed out), true from then on.
 */
import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../paths';
import { NO_ADVISER, type Adviser } from './adviser';
import { openSession, type Session } from './session';

const SessionContext = createContext<Session | null>(null);

export interface SessionProviderProps {
  children: ReactNode;
  /** The session to provide: the app's, opened once per tab (app-state.ts). Without it, one is opened here from `token`. */
  session?: Session;
  /** Tests and stories: the token to read; by default session storage 'mmih_auth_token'. */
  token?: string | null;
}

export function SessionProvider({ children, session, token }: SessionProviderProps) {
  const [value] = useState<Session>(() => session ?? openSession(token));
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/**
 * The session as decoded, from the first render: for what is not shown before the session is
 * known (a query's key, a loader's call). What a screen shows reads `useAdviser`.
 */
export function useSession(): Session {
  const value = useContext(SessionContext);
  if (!value) throw new Error('Session hooks need a <SessionProvider> above them');
  return value;
}

/**
 * The signed-in adviser (greeting name, display name, employee number) to show: nobody while the
 * page is prerendered and hydrated, the adviser right after.
 */
export function useAdviser(): Adviser {
  const { adviser } = useSession();
  return useSessionKnown() ? adviser : NO_ADVISER;
}

const noSubscription = () => () => undefined;
const known = () => true;
const notKnownYet = () => false;

/**
 * Whether the session has been read: false while the first screen is prerendered and while React
 * hydrates it (a page shows its loading state then, never 'You are not signed in'), true after.
 * The one place that tells the server's render and hydration from the browser's: React's own
 * `useSyncExternalStore` with a server snapshot, over no store (the session does not change).
 */
export function useSessionKnown(): boolean {
  return useSyncExternalStore(noSubscription, known, notKnownYet);
}

/**
 * The home action (the header's Home link): to /home, where the list closes the open application
 * (pages/HomePage.tsx). A page with unsaved changes holds the move and asks
 * first (useBlocker in the details page), so nothing is reset when the adviser stays.
 */
export function useGoHome(): () => void {
  const navigate = useNavigate();
  return () => void navigate(paths.home);
}
