/**
 * The session for the React tree: the adviser decoded from the token once (session.ts), and the
 * shared store. Mount <SessionProvider> above the routes; screens read with the hooks below.
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
import { initialSessionState, type SessionState, type SessionStore } from './store';

const SessionContext = createContext<Session | null>(null);

/** What the prerendered pages were rendered with: nobody signed in. */
const SIGNED_OUT_STATE: SessionState = initialSessionState();
const noSubscription = () => () => undefined;

export interface SessionProviderProps {
  children: ReactNode;
  /** The session to provide: the app's, opened once per tab (app-state.ts). Without it, one is opened here from `token` and `store`. */
  session?: Session;
  /** Tests and stories: the token to read; by default session storage 'mmih_auth_token'. */
  token?: string | null;
  /** Tests and stories: a store to share; by default one is made for the token's adviser. */
  store?: SessionStore;
}

export function SessionProvider({ children, session, token, store }: SessionProviderProps) {
  const [value] = useState<Session>(() => session ?? openSession(token, store));
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

function useSessionContext(): Session {
  const value = useContext(SessionContext);
  if (!value) throw new Error('Session hooks need a <SessionProvider> above them');
  return value;
}

/** The signed-in adviser (greeting name, display name, employee number). */
export function useAdviser(): Adviser {
  const { adviser } = useSessionContext();
  return useSyncExternalStore(
    noSubscription,
    () => adviser,
    () => NO_ADVISER,
  );
}

const known = () => true;
const notKnownYet = () => false;

/**
 * Whether the session has been read: false while the first screen is prerendered and while React
 * hydrates it (a page shows its loading state then, never 'You are not signed in'), true after.
 */
export function useSessionKnown(): boolean {
  return useSyncExternalStore(noSubscription, known, notKnownYet);
}

/** The store's actions (stable; reading through it does not re-render). */
export function useSessionStore(): SessionStore {
  return useSessionContext().store;
}

/** A slice of the shared state; re-renders only when the slice changes. */
export function useSessionState<T>(select: (state: SessionState) => T): T {
  const { store } = useSessionContext();
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(SIGNED_OUT_STATE),
  );
}

/**
 * The home action (the header's Home link): to /home, where the list resets the session (loader,
 * edit mode, plan id: pages/HomePage.tsx). A page with unsaved changes holds the move and asks
 * first (useBlocker in the details page), so nothing is reset when the adviser stays.
 */
export function useGoHome(): () => void {
  const navigate = useNavigate();
  return () => void navigate(paths.home);
}
