/**
 * The session for the React tree. The first screens are prerendered where nobody is signed in and
 * hydrated where somebody is: the hooks answer signed-out while React hydrates and the adviser
 * right after, so no hydration mismatch throws the page away.
 */
import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../paths';
import { NO_ADVISER, type Adviser } from './adviser';
import { openSession, type Session } from './session';

const SessionContext = createContext<Session | null>(null);

export interface SessionProviderProps {
  children: ReactNode;
  /** The app's, opened once per tab (app-state.ts); by default one opened here from `token`. */
  session?: Session;
  /** Tests and stories: the token to read; by default session storage's. */
  token?: string | null;
}

export function SessionProvider({ children, session, token }: SessionProviderProps) {
  const [value] = useState<Session>(() => session ?? openSession(token));
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session from the first render, for what is not shown (a query's key); screens use `useAdviser`. */
export function useSession(): Session {
  const value = useContext(SessionContext);
  if (!value) throw new Error('Session hooks need a <SessionProvider> above them');
  return value;
}

/** The adviser to show: nobody while prerendered and hydrating, the adviser right after. */
export function useAdviser(): Adviser {
  const { adviser } = useSession();
  return useSessionKnown() ? adviser : NO_ADVISER;
}

const noSubscription = () => () => undefined;
const known = () => true;
const notKnownYet = () => false;

/**
 * False while prerendered and hydrating (a page shows its loading state, never 'You are not signed
 * in'), true after: `useSyncExternalStore`'s server snapshot, over no store.
 */
export function useSessionKnown(): boolean {
  return useSyncExternalStore(noSubscription, known, notKnownYet);
}

/** The header's Home: the list closes the open application (pages/HomePage.tsx); unsaved changes ask first. */
export function useGoHome(): () => void {
  const navigate = useNavigate();
  return () => void navigate(paths.home);
}
