/**
 * The session for the React tree: the adviser read from the token once, and the shared store.
 * Mount <SessionProvider> above the routes; screens read with the hooks below.
 */
import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { readSessionToken } from '../../lib/session-token';
import { readAdviser, type Adviser } from './adviser';
import { createAdviserStore, type SessionState, type SessionStore } from './store';

interface SessionContextValue {
  adviser: Adviser;
  store: SessionStore;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export interface SessionProviderProps {
  children: ReactNode;
  /** The token to read; by default session storage 'mmih_auth_token' (tests and stories pass one). */
  token?: string | null;
  /** A store to share (tests); by default one is made from the token. */
  store?: SessionStore;
}

export function SessionProvider({ children, token, store }: SessionProviderProps) {
  const [value] = useState<SessionContextValue>(() => {
    const adviser = readAdviser(token === undefined ? readSessionToken() : token);
    return { adviser, store: store ?? createAdviserStore(adviser) };
  });
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

function useSessionContext(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('Session hooks need a <SessionProvider> above them');
  return value;
}

/** The signed-in adviser (greeting name, display name, employee number). */
export function useAdviser(): Adviser {
  return useSessionContext().adviser;
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
    () => select(store.getState()),
  );
}

/** The home action: reset (loader, edit mode, plan id), then go to /home. */
export function useGoHome(): () => void {
  const store = useSessionStore();
  const navigate = useNavigate();
  return () => {
    store.resetForHome();
    void navigate('/home');
  };
}
