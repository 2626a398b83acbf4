/**
 * The open application for the React tree. Prerendered and hydrating, nothing is open (what the
 * build rendered); the tab's own answer comes right after, as with the session.
 */
import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useSession } from '../session';
import {
  NOTHING_OPEN,
  rememberedOpenApplication,
  type OpenApplicationState,
  type OpenApplicationStore,
} from './store';

const Context = createContext<OpenApplicationStore | null>(null);

export interface OpenApplicationProviderProps {
  children: ReactNode;
  /** The app's (app-state.ts), or a story's; by default the tab's for the session's adviser. */
  store?: OpenApplicationStore;
}

export function OpenApplicationProvider({ children, store }: OpenApplicationProviderProps) {
  const { adviser } = useSession();
  const [value] = useState(() => store ?? rememberedOpenApplication(adviser.employeeNumber));
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The store's actions (stable; reading through it does not re-render). */
export function useOpenApplication(): OpenApplicationStore {
  const store = useContext(Context);
  if (!store) throw new Error('useOpenApplication needs an <OpenApplicationProvider> above it');
  return store;
}

/** A slice of the open application; re-renders only when the slice changes. */
export function useOpenApplicationState<T>(select: (state: OpenApplicationState) => T): T {
  const store = useOpenApplication();
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(NOTHING_OPEN),
  );
}
