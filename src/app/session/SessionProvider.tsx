/**
 * The session for the React tree: the adviser read from the token once, and the shared store.
 * Mount <SessionProvider> above the routes; screens read with the hooks below.
 */
import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import { readSessionToken } from '../../lib/session-token';
import { readAdviser, type Adviser } from './adviser';
import { createLeaveGuard, type Ask, type LeaveGuard } from './leave-guard';
import { createAdviserStore, type SessionState, type SessionStore } from './store';

interface SessionContextValue {
  adviser: Adviser;
  store: SessionStore;
  leaveGuard: LeaveGuard;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export interface SessionProviderProps {
  children: ReactNode;
  /** The token to read; by default session storage 'mmih_auth_token' (tests and stories pass one). */
  token?: string | null;
  /** A store to share (tests); by default one is made from the token. */
  store?: SessionStore;
  /**
   * What asks before a page with unsaved changes is left (leave-guard.ts); by default one for a
   * memory router. The app passes one that also holds the browser's back button, listening.
   */
  leaveGuard?: LeaveGuard;
}

export function SessionProvider({ children, token, store, leaveGuard }: SessionProviderProps) {
  const [value] = useState<SessionContextValue>(() => {
    const adviser = readAdviser(token === undefined ? readSessionToken() : token);
    return {
      adviser,
      store: store ?? createAdviserStore(adviser),
      leaveGuard: leaveGuard ?? createLeaveGuard({ browserHistory: false }),
    };
  });
  // A guard made here listens while the provider is mounted; one passed in is its maker's.
  const ownGuard = leaveGuard === undefined;
  useEffect(() => (ownGuard ? value.leaveGuard.listen() : undefined), [ownGuard, value]);
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

/** Home: reset (loader, edit mode, plan id), then go to /home. */
function useHome(): () => void {
  const store = useSessionStore();
  const navigate = useNavigate();
  return () => {
    store.resetForHome();
    void navigate('/home');
  };
}

/** The home action (the header's Home link); a page with unsaved changes asks first. */
export function useGoHome(): () => void {
  const { leaveGuard } = useSessionContext();
  const home = useHome();
  return () => leaveGuard.navigate(home);
}

/**
 * A page's side of leaving (docs/behaviour.md#application-details): `hold` the guard while there
 * are unsaved changes (it calls `ask` with what YES does); `leaveHome` is YES on the page's Back.
 */
export function useLeaving(): { hold: (ask: Ask) => () => void; leaveHome: () => void } {
  const { leaveGuard } = useSessionContext();
  const home = useHome();
  return { hold: leaveGuard.hold, leaveHome: () => leaveGuard.leave(home) };
}
